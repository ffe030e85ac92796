/**
 * The deep-link contract: the addresses the app opens on this site. A
 * streamer taps Help in the app, often while live, and must land on the open
 * answer, so none of these may ever break.
 *
 * - Help entries (`/setup#proxyButtons`): the anchor is the entry's `id`,
 *   written once, in the doc (`<Accordion id="proxyButtons" …>`).
 * - Page sections (`/download#purchase`): the sections take their ids from
 *   `SECTION_ANCHORS` below.
 * - Page states (`/contact?form=success`): the query of `src/data/forms.ts`.
 *
 * `RELEASED_DEEP_LINKS` is the list that released apps carry, written out
 * literally on purpose: renaming a constant must not change what apps
 * already in the stores open. `tests/unit/data/deepLinkContract.test.ts`
 * checks it against every docs version, and the browser tests open each
 * address cold. The README says how to add, rename and retire an entry.
 */
import {ROUTES, type RoutePath} from './routes';
import releasedDeepLinks from './releasedDeepLinks.json';

/** The help pages, whose entries the app opens by anchor. */
export const HELP_PAGES = {
  setup: ROUTES.setup,
  troubleshooting: ROUTES.troubleshooting,
  faq: ROUTES.faq,
} as const satisfies Record<string, RoutePath>;

export type HelpPage = keyof typeof HELP_PAGES;

export const HELP_PAGE_NAMES = Object.keys(HELP_PAGES) as HelpPage[];

/** Anchors of the product pages' sections that the app opens. */
export const SECTION_ANCHORS = {
  /** /download#purchase: the Desktop section with the itch.io purchase widgets. */
  downloadPurchase: 'purchase',
  /** /upgrade#upgrade-now: where the ways to upgrade start. */
  upgradeNow: 'upgrade-now',
  /** /upgrade#desktop: upgrading on desktop with a download key. */
  upgradeDesktop: 'desktop',
  /** /patch-notes#updateAvailable: the app sends users here when an update is ready. */
  updateAvailable: 'updateAvailable',
} as const;

/**
 * What released apps open, by the help release (a version of `versions.json`)
 * whose apps first opened it, in ./releasedDeepLinks.json: written out
 * literally, so renaming a constant never changes what apps already in the
 * stores open. The list only grows: `npm run release` adds the addresses a
 * new release serves. Never change or remove an address; rename an entry with
 * `formerIds` instead.
 */
export const RELEASED_DEEP_LINKS: Readonly<Record<string, readonly string[]>> = releasedDeepLinks;

export type DeepLinkKind = 'entry' | 'section' | 'query';

export type DeepLink = {
  /** Path, query and hash, relative to the base path, as the app builds it. */
  url: string;
  kind: DeepLinkKind;
  path: string;
  /** Anchor id, without `#`. */
  hash?: string;
  /** Query string, without `?`. */
  query?: string;
  /** The help page of an entry link. */
  page?: HelpPage;
  /** The docs version from which every help version must serve it. */
  since: string;
};

/** Splits an address of the list into its parts; the contract test checks each. */
export function parseDeepLink(url: string, since: string): DeepLink {
  const match = /^(\/[^?#]*)(?:\?([^#]*))?(?:#(.*))?$/.exec(url);
  if (!match) throw new Error(`"${url}" is not an address relative to the base path.`);
  const [, path = '', query, hash] = match;
  const page = (Object.keys(HELP_PAGES) as HelpPage[]).find((name) => HELP_PAGES[name] === path);
  const kind: DeepLinkKind = page && hash ? 'entry' : hash ? 'section' : 'query';
  return {url, kind, path, since, ...(hash && {hash}), ...(query && {query}), ...(page && {page})};
}

/** Every released address, oldest release first. */
export const DEEP_LINKS: readonly DeepLink[] = Object.entries(RELEASED_DEEP_LINKS).flatMap(([since, urls]) =>
  urls.map((url) => parseDeepLink(url, since)),
);
