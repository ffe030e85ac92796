/**
 * Videos and widgets embedded from other sites, with the ids a maintainer
 * must supply. The product specification does not give these ids, so they
 * start as `null`: the pages then show a plain link instead of the embed,
 * and nothing is loaded from the other site. Fill an id in here (and only
 * here) to switch its embed on; `npm run facts` lists the ids still missing.
 * The page `/__tests/embeds` shows each embed with a made-up id, so the
 * browser tests check them before the real ids are known.
 */

import {STORE_LINKS, type ExternalLink} from './links';

export type Video = {
  title: string;
  /** The 11-character YouTube video id, or null until the maintainer sets it. */
  youtubeId: string | null;
  /** Where the preview sends visitors while no id is set. */
  fallback: ExternalLink;
};

/** The overview video on the home page. */
export const OVERVIEW_VIDEO: Video = {
  title: 'Deck Hopper overview video',
  youtubeId: null,
  fallback: {
    label: 'Watch Deck Hopper videos on YouTube',
    href: 'https://www.youtube.com/results?search_query=Deck+Hopper+SAMMI',
    confirm: 'A YouTube search, shown only until the overview video id above is set.',
  },
};

/** Written with the other media rules, which the help's media checker reads without this module. */
export {YOUTUBE_ID_PATTERN} from './mediaRules';

/** The privacy-enhanced player: no cookies until the visitor plays the video. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;
}

export type StoreWidget = {
  title: string;
  /** itch.io's numeric game id for `https://itch.io/embed/<id>`, or null until set. */
  itchGameId: number | null;
  /** The store page, always linked whether or not the widget loads. */
  store: ExternalLink;
  /** The link's text: says what the visitor gets there, so two widgets on one page never read alike. */
  linkLabel: string;
};

// Typed, not `as const`: the ids are filled in later, so code must not rely on them being null.
export const STORE_WIDGETS: Readonly<Record<'desktopBasic' | 'desktopPro' | 'extension', StoreWidget>> = {
  desktopBasic: {
    title: 'Deck Hopper Basic for desktop on itch.io',
    itchGameId: null,
    store: STORE_LINKS.itchDesktop,
    linkLabel: 'Buy Basic for desktop on itch.io',
  },
  desktopPro: {
    title: 'Deck Hopper Pro for desktop on itch.io',
    itchGameId: null,
    store: STORE_LINKS.itchDesktop,
    linkLabel: 'Buy Pro for desktop on itch.io',
  },
  extension: {
    title: 'Deck Hopper Advanced Extension on itch.io',
    itchGameId: null,
    store: STORE_LINKS.itchExtension,
    linkLabel: 'Get the free Advanced Extension on itch.io',
  },
};

export function itchEmbedUrl(gameId: number): string {
  return `https://itch.io/embed/${gameId}`;
}

/** itch.io's standard widget size; fixed so the page does not shift when it loads. */
export const ITCH_WIDGET_SIZE = {width: 552, height: 167} as const;

export type Poster = {src: string; width: number; height: number};

/** Drawn for this site (a deck grid); shown until the visitor starts the video. */
export const OVERVIEW_POSTER: Poster = {src: '/img/overview-poster.svg', width: 1280, height: 720};
