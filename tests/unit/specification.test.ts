/**
 * The deliberate pins: the facts the product specification states outright
 * (shared/SPEC.md, sections 3, 5, 6 and 9) and the few texts it gives word for
 * word (sections 3, 6 and 8), checked against the one place the site writes
 * each of them. This is the only test file that retypes a fact;
 * every other test reads facts from where they are written. When the
 * specification changes, change the fact where it lives and its pin here.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {chunkFailedText} from '@site/src/clientModules/chunkLoadErrorNotice';
import {formTexts} from '@site/src/components/forms/SupportForm/texts';
import {cardTexts} from '@site/src/components/home/HomeCards/texts';
import {errorTitle} from '@site/src/components/site/ErrorScreen';
import {proBadgeTitle} from '@site/src/components/site/ProBadge';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  COPYRIGHT_YEAR,
  CORE_DEFAULT_PORT,
  CORE_MIN_VERSION_FOR_IMAGES,
  HASH_SCROLL_DELAY_MS,
  IMAGE_MAX_MB,
  LOCAL_IP,
  MIN_ANDROID_VERSION,
  OPEN_URL_DEFAULT_SIZE,
  PRICES,
  SERVER_FLAGS,
  SERVER_PORT,
  SERVER_SINCE_VERSION,
  TRIAL_DAYS,
  VIDEO_EXTENSIONS,
  YOUTUBE_ID_LENGTH,
  formatPrice,
} from '@site/src/data/constants';
import {DOCS_VERSION} from '@site/src/data/docsVersions';
import {FORMS, REPLY_TO_EMAIL_FIELD, SUCCESS_QUERY} from '@site/src/data/forms';
import {HOME_CARDS} from '@site/src/data/homeCards';
import {SOCIAL_LINKS} from '@site/src/data/links';
import {OPERATING_SYSTEMS, PLATFORM_CHOICES, PLATFORM_LIMITS} from '@site/src/data/platforms';
import {FOOTER_LINKS, NAV_ITEMS, ROUTES} from '@site/src/data/routes';
import {latestRelease} from '@site/src/plugins/help';
import {ALLOWED_SCHEMES} from '@site/src/plugins/remarkLinkAllowList';
import {compareVersions} from '@site/src/utils/compareVersions';
import {SITE_DIR} from './helpers/helpDocs';
import {VERSION_DATA} from './helpers/helpToolData';

/** The values the released setup doc gives a row component's attribute (`<Setting name="…">`). */
function rowValues(component: string, attribute: string): string[] {
  const setup = readFileSync(path.join(SITE_DIR, `versioned_docs/version-${DOCS_VERSION}/setup.mdx`), 'utf8');
  return [...setup.matchAll(new RegExp(`^<${component} ${attribute}="([^"]+)"`, 'gm'))].map(([, value]) => value!);
}

describe('the specification, section 1: platforms', () => {
  it('runs on Android, iOS, Windows 10, macOS and Linux, and offers those and the browser as ?platform= choices', () => {
    expect(OPERATING_SYSTEMS).toEqual(['Android', 'iOS', 'Windows 10', 'macOS', 'Linux']);
    expect(PLATFORM_CHOICES.map(({id}) => id)).toEqual(['android', 'ios', 'windows', 'macos', 'linux', 'browser']);
    // Browser and OBS dock are one choice (DECISIONS).
    expect(PLATFORM_CHOICES.at(-1)!.names).toEqual(['webBrowser', 'obsDock']);
  });
});

describe('the specification, section 2 and DECISIONS: routes, header and footer', () => {
  it('serves the thirteen canonical routes', () => {
    expect(Object.values(ROUTES).sort()).toEqual(
      [
        '/',
        '/contact',
        '/datadeletion',
        '/download',
        '/faq',
        '/features',
        '/license',
        '/patch-notes',
        '/privacy-policy',
        '/privacy-policy-pro',
        '/setup',
        '/troubleshooting',
        '/upgrade',
      ].sort(),
    );
  });

  it('lists the small-screen menu in order, with Home to Help as main links and two buttons on large screens', () => {
    expect(NAV_ITEMS.map((item) => item.label)).toEqual([
      'Home',
      'Features',
      'Setup',
      'FAQ',
      'Help',
      'Patch Notes',
      'Upgrade to Pro',
      'Download',
    ]);
    expect(NAV_ITEMS.filter((item) => item.placement === 'main').map((item) => item.label)).toEqual([
      'Home',
      'Features',
      'Setup',
      'FAQ',
      'Help',
    ]);
    expect(NAV_ITEMS.filter((item) => item.placement === 'action').map((item) => [item.label, item.to])).toEqual([
      ['Upgrade to Pro', ROUTES.upgrade],
      ['Download', ROUTES.download],
    ]);
    expect(NAV_ITEMS.find((item) => item.to === ROUTES.troubleshooting)?.label).toBe('Help');
  });

  it('ends every page with the three footer links and the four social pages', () => {
    expect(FOOTER_LINKS.map((link) => link.label)).toEqual(['License Information', 'Privacy Policy', 'Patch Notes']);
    expect(Object.values(SOCIAL_LINKS).map((link) => link.label)).toEqual([
      'X (Twitter)',
      'Patreon',
      'itch.io',
      'Ko-fi',
    ]);
  });
});

describe('the specification, sections 3 and 5, and DECISIONS: the forms', () => {
  it('posts exactly these field names, types and required flags to StaticForms', () => {
    const fieldsOf = (id: keyof typeof FORMS) =>
      FORMS[id].fields.map(({name, type, required}) => ({name, type, required}));
    expect(fieldsOf('contact')).toEqual([
      {name: 'email', type: 'email', required: true},
      {name: '$DiscordName', type: 'text', required: false},
      {name: '$accountID', type: 'text', required: true},
      {name: 'message', type: 'textarea', required: true},
    ]);
    expect(fieldsOf('dataDeletion')).toEqual([
      {name: 'email', type: 'email', required: true},
      {name: '$accountID', type: 'text', required: true},
      {name: '$deletionRequest', type: 'textarea', required: true},
    ]);
  });

  it('replies to the e-mail field ("@") and comes back with ?form=success', () => {
    expect(REPLY_TO_EMAIL_FIELD).toBe('@');
    expect(SUCCESS_QUERY).toBe('?form=success');
  });
});

describe('the specification, section 9: business constants', () => {
  it('prices desktop Basic at $2.99 (from $4.99) and Pro at $5.99 (from $7.99), once only', () => {
    expect([PRICES.basic, PRICES.pro].map((p) => [formatPrice(p.amount), formatPrice(p.regular)])).toEqual([
      ['$2.99', '$4.99'],
      ['$5.99', '$7.99'],
    ]);
  });

  it('gives a 10-day trial, Android 5.1 or later, and 2025 as the copyright year', () => {
    expect([TRIAL_DAYS, MIN_ANDROID_VERSION, COPYRIGHT_YEAR]).toEqual([10, '5.1', 2025]);
  });

  it('names 1.6.1 as the latest version: the newest patch note is 1.6.1, or a release after it', () => {
    // A new release is one patch note (the README): the specification's version is the floor, not a pin.
    expect(compareVersions(latestRelease(SITE_DIR), '1.6.1')).toBeGreaterThanOrEqual(0);
  });

  it('connects to the core on 9470 at 127.0.0.1, and runs server mode on 3443 from 1.6 with --server --no-window', () => {
    expect([CORE_DEFAULT_PORT, LOCAL_IP, SERVER_PORT, SERVER_SINCE_VERSION]).toEqual([9470, '127.0.0.1', 3443, '1.6']);
    expect(SERVER_FLAGS).toEqual(['--server', '--no-window']);
  });

  it('needs core 2023.3.0 and images under 1 MB; opens URLs 800 by 600 by default', () => {
    expect([CORE_MIN_VERSION_FOR_IMAGES, IMAGE_MAX_MB]).toEqual(['2023.3.0', 1]);
    expect(OPEN_URL_DEFAULT_SIZE).toEqual({width: 800, height: 600});
  });

  it('recognises YouTube by an 11-character id and plays .mp4 and .m4v as video (section 5)', () => {
    expect(YOUTUBE_ID_LENGTH).toBe(11);
    expect(VIDEO_EXTENSIONS).toEqual(['.mp4', '.m4v']);
  });

  it('waits 100 ms before scrolling to a section, and 120 s for a code chunk', () => {
    expect([HASH_SCROLL_DELAY_MS, CHUNK_LOAD_TIMEOUT_MS]).toEqual([100, 120_000]);
  });

  it('lets help links use http, https, irc, ircs, mailto and xmpp only', () => {
    expect(ALLOWED_SCHEMES).toEqual(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);
  });

  it('lists the launch flags and the settings of the app, in the released setup help', () => {
    expect(rowValues('LaunchFlag', 'flag')).toEqual([
      'alwaysOnTop',
      'fullscreen',
      'autoConnect',
      'clientName',
      'port',
      'ip',
      'password',
      'deckId',
    ]);
    expect(rowValues('Setting', 'name')).toEqual([
      'Connect on Load',
      'Keep Awake',
      'Enable Fullscreen',
      'Always On Top',
      'Persistent Navigation Bar',
      'Disable Context Menu',
      'Hide Hopper Button',
      'Screen Orientation',
      'Disable Haptic Feedback',
      'Show Disabled Decks',
      'Show Hidden Decks',
      'Strict Image Checking',
      'Twitch Embed Login',
      'Opt out of error reporting',
      'Enable Console Logs',
    ]);
  });
});

describe('the specification, section 6: platform limits', () => {
  it('keeps Twitch embeds and swipe navigation off iOS, the floating button and Twitch login on Android, launch flags on desktop and the server on Windows', () => {
    const scopes = Object.fromEntries(
      (
        ['twitchEmbeds', 'swipeNavigation', 'floatingHopperButton', 'twitchLogin', 'launchFlags', 'server'] as const
      ).map((id) => [id, PLATFORM_LIMITS[id].scope]),
    );
    expect(scopes).toEqual({
      twitchEmbeds: 'notIos',
      swipeNavigation: 'notIos',
      floatingHopperButton: 'android',
      twitchLogin: 'android',
      launchFlags: 'desktop',
      server: 'windows',
    });
  });
});

describe('the specification, sections 3, 6 and 8: texts it gives word for word', () => {
  it('names the eight home cards, in order', () => {
    expect(HOME_CARDS.map(({id}) => cardTexts(id).title)).toEqual([
      'View & Navigate Decks',
      'Disable or Hide Decks',
      'Advanced Button Menus',
      'Create Proxy Buttons',
      'Twitch Embed Buttons',
      'Search & Filter Buttons',
      'Customization Options',
      'Multiplatform Support',
    ]);
  });

  it('titles the Pro badge "Pro Feature"', () => {
    expect(proBadgeTitle()).toBe('Pro Feature');
  });

  it('thanks the visitor with the wording of each form', () => {
    expect(formTexts('contact').successMessage).toBe('Thank you for your submission! We will get back to you shortly.');
    expect(formTexts('dataDeletion').successMessage).toBe(
      "We've received your deletion request! We will get back to you shortly.",
    );
  });

  it('titles the router fallback "Unexpected Application Error!" and says "Loading chunk {id} failed."', () => {
    expect(errorTitle()).toBe('Unexpected Application Error!');
    expect(chunkFailedText('7')).toBe('Loading chunk 7 failed.');
  });
});

describe('the specification, sections 3 and 5: the rules the help tools explain, in the released help', () => {
  const released = VERSION_DATA.find((version) => version.name === DOCS_VERSION)!;

  it('styles a button with dh_styles: its keys, their values and defaults, and the embed types', () => {
    const {stylesKey, keys, embedKeys, values, defaults} = released.buttonStyles;
    expect(stylesKey).toBe('dh_styles');
    expect(Object.values(keys)).toEqual([
      'dh_text_color',
      'dh_text_shadow',
      'dh_align',
      'dh_font_weight',
      'dh_font_style',
      'dh_embed',
    ]);
    expect(embedKeys).toEqual({channel: 'channel', type: 'type'});
    expect([...values.align].sort()).toEqual(['center', 'left', 'right']);
    expect(values.fontWeight).toEqual(['normal', 'bold', 'bolder', 'lighter']);
    expect(values.fontStyle).toEqual(['normal', 'italic', 'oblique']);
    expect(values.embedType).toEqual(['video', 'chat', 'video-chat']);
    expect(defaults).toEqual({align: 'center', fontWeight: 'bold', fontStyle: 'normal'});
  });

  it('never closes a popup or a window with an auto close of 0, and shows media by the id length and endings', () => {
    const {autoCloseNever, youtube, videoExtensions} = released.mediaRules;
    expect(autoCloseNever).toBe(0);
    expect(youtube.idLength).toBe(11);
    expect(videoExtensions).toEqual(['.mp4', '.m4v']);
  });
});
