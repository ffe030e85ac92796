/**
 * The product's numbers and versions, written once.
 *
 * Every page, doc and test that shows a price, a port, a version or a delay
 * imports it from here. To change a fact, change it here and nowhere else;
 * `tests/unit/data/constants.test.ts` checks that the figures stay consistent.
 */

import {DEFAULT_LOCALE, LOCALE_CONFIGS, isLocale} from './locales';

export const PRODUCT_NAME = 'Deck Hopper';
export const TOOL_NAME = 'SAMMI';
export const CORE_NAME = 'SAMMI Core';

/** Who makes the app, in the one wording the footer, the licence and the FAQ share. */
export const PROJECT_ORIGIN = `An independent initiative by the founder of ${TOOL_NAME} and a former developer`;

export const COPYRIGHT_YEAR = 2025;

/** Free trial on Android and desktop. iOS has none: Pro is bought up front. */
export const TRIAL_DAYS = 10;

export type Price = {
  /** What the buyer pays, in US dollars. */
  amount: number;
  /** The regular price shown struck through beside `amount`. */
  regular: number;
};

export const CURRENCY = 'USD';

/** Desktop licences sold on itch.io: paid once, valid for life on all devices. */
export const PRICES = {
  basic: {amount: 2.99, regular: 4.99},
  pro: {amount: 5.99, regular: 7.99},
} as const satisfies Record<'basic' | 'pro', Price>;

/** The smallest donation the itch.io page accepts for a Pro desktop key. */
export const PRO_MIN_DONATION = PRICES.pro.amount;

/** Yearly fee Apple charges for its developer programme (why iOS costs extra). */
export const APPLE_DEVELOPER_FEE_PER_YEAR = 100;

/**
 * "$2.99" in English, "2,99 US$" in Spanish (another locale: English).
 * `whole` drops the cents ("$100"). Written out from the locale's
 * `price` format, as `Intl.NumberFormat` would write it: the browser's first
 * number format of a page loads its locale data, about 150 ms in one task on
 * a phone at 4× CPU, in the middle of hydrating a page that shows a price.
 */
export function formatPrice(amount: number, locale: string = DEFAULT_LOCALE, whole = false): string {
  const {prefix, suffix, decimal, group, minimumGroupingDigits} =
    LOCALE_CONFIGS[isLocale(locale) ? locale : DEFAULT_LOCALE].price;
  const [units = '', cents] = amount.toFixed(whole ? 0 : 2).split('.');
  const grouped = units.length >= 3 + minimumGroupingDigits ? units.replace(/\B(?=(\d{3})+$)/g, group) : units;
  return `${prefix}${grouped}${cents === undefined ? '' : `${decimal}${cents}`}${suffix}`;
}

export const MIN_ANDROID_VERSION = '5.1';

/** The package the desktop app needs on Linux. */
export const LINUX_PACKAGE = 'fuse';

/** SAMMI Core's default port for deck connections. */
export const CORE_DEFAULT_PORT = 9470;
/** Address of SAMMI Core when the app runs on the same computer. */
export const LOCAL_IP = '127.0.0.1';

/** Server mode (browser and OBS dock): fixed port, Windows only, since 1.6. */
export const SERVER_PORT = 3443;
export const SERVER_SINCE_VERSION = '1.6';
export const SERVER_FLAGS = ['--server', '--no-window'] as const;

/** Images shown on buttons must stay under this size… */
export const IMAGE_MAX_MB = 1;
/** …and need at least this SAMMI Core version. */
export const CORE_MIN_VERSION_FOR_IMAGES = '2023.3.0';

/** Open URL command's default window size. */
export const OPEN_URL_DEFAULT_SIZE = {width: 800, height: 600} as const;
/** A YouTube address is recognised only with a video id of this length. */
export const YOUTUBE_ID_LENGTH = 11;
/** A YouTube video id: letters, digits, `-` and `_`, exactly `YOUTUBE_ID_LENGTH` of them. */
export const YOUTUBE_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}}$`);
/** Media with these endings is shown as video; anything else as an image. */
export const VIDEO_EXTENSIONS = ['.mp4', '.m4v'] as const;
/**
 * Video files with other endings: the app would show them as an image, which they are not, so
 * nothing shows. Common formats, for the media checker's warning.
 */
export const OTHER_VIDEO_EXTENSIONS = [
  '.mov',
  '.webm',
  '.mkv',
  '.avi',
  '.wmv',
  '.flv',
  '.ogv',
  '.3gp',
  '.mpg',
  '.mpeg',
  '.m3u8',
] as const;
/** Sites whose addresses are video pages, not media files (a subdomain counts): shown as an image, they show nothing. */
export const VIDEO_PAGE_DOMAINS = ['twitch.tv', 'kick.com', 'vimeo.com', 'tiktok.com'] as const;

/**
 * The page sections the app opens (`/download#purchase`, `/upgrade#desktop`…)
 * scroll into place after this delay. Where they land, 90 px from the top, is
 * the anchor offset in src/css/custom.css.
 */
export const HASH_SCROLL_DELAY_MS = 100;

/**
 * How long the browser waits for a page's code chunk before giving up: the
 * bundlers' own default, which the browser tests read in the built runtime.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** A chunk still loading after this long shows the "taking a long time" notice with Reload. */
export const CHUNK_SLOW_NOTICE_MS = 10_000;
