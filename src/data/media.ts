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

/** An address the site links to, perhaps still to be confirmed by the owner (see links.ts). */
export type Address = Omit<ExternalLink, 'label'>;

export type Video = {
  /** The 11-character YouTube video id, or null until the maintainer sets it. */
  youtubeId: string | null;
  /** Where the preview sends visitors while no id is set. */
  fallback: Address;
};

/** The overview video on the home page; VideoPreview words it. */
export const OVERVIEW_VIDEO: Video = {
  youtubeId: null,
  fallback: {
    href: 'https://www.youtube.com/results?search_query=Deck+Hopper+SAMMI',
    confirm: 'A YouTube search, shown only until the overview video id above is set.',
  },
};

/** What a YouTube video id looks like, written with its length. */
export {YOUTUBE_ID_PATTERN} from './constants';

/** The privacy-enhanced player: no cookies until the visitor plays the video. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;
}

export type StoreWidgetId = 'desktopBasic' | 'desktopPro' | 'extension';

export type StoreWidget = {
  /** Which widget it is; the StoreWidget component words its title and its link by it. */
  id: StoreWidgetId;
  /** itch.io's numeric game id for `https://itch.io/embed/<id>`, or null until set. */
  itchGameId: number | null;
  /** The store page, always linked whether or not the widget loads. */
  store: ExternalLink;
};

// Typed, not `as const`: the ids are filled in later, so code must not rely on them being null.
export const STORE_WIDGETS: Readonly<Record<StoreWidgetId, StoreWidget>> = {
  desktopBasic: {id: 'desktopBasic', itchGameId: null, store: STORE_LINKS.itchDesktop},
  desktopPro: {id: 'desktopPro', itchGameId: null, store: STORE_LINKS.itchDesktop},
  extension: {id: 'extension', itchGameId: null, store: STORE_LINKS.itchExtension},
};

export function itchEmbedUrl(gameId: number): string {
  return `https://itch.io/embed/${gameId}`;
}

/** itch.io's standard widget size; fixed so the page does not shift when it loads. */
export const ITCH_WIDGET_SIZE = {width: 552, height: 167} as const;

export type Poster = {src: string; width: number; height: number};

/** Drawn for this site (a deck grid); shown until the visitor starts the video. */
export const OVERVIEW_POSTER: Poster = {src: '/img/overview-poster.svg', width: 1280, height: 720};
