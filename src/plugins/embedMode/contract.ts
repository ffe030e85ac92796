/**
 * The names embed mode's page scripts (./index.ts), its client module, its
 * CSS and "Open in browser" share with the site config and the tests. The
 * mark on `<html>` and the storage suffix, which other wings read too, are
 * in src/data/embed.ts.
 */

/** The query parameter: `?embed=1` turns the mode on for the visit, `?embed=0` off. */
export const EMBED_QUERY_KEY = 'embed';
export const EMBED_ON = '1';
export const EMBED_OFF = '0';

/** sessionStorage key that keeps the mode for the visit (links inside the site keep it). */
export const EMBED_STORAGE_KEY = 'deckhopper.embed';

/** `?theme=dark|light` in embed mode: the dock's colours instead of the system's, for the visit. */
export const EMBED_THEME_QUERY_KEY = 'theme';
export const EMBED_THEMES = ['dark', 'light'] as const;
export const EMBED_THEME_STORAGE_KEY = 'deckhopper.embed.theme';

/** The navbar item type of "Open in browser" (./OpenInBrowser), registered in src/theme/NavbarItem/ComponentTypes.tsx. */
export const OPEN_IN_BROWSER_TYPE = 'custom-openInBrowser';

/** Its global class, which the embed CSS shows only in embed mode. */
export const OPEN_IN_BROWSER_CLASS = 'navbar-open-in-browser';
