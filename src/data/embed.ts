/**
 * Embed mode: the help inside the app's Help tab (a web view) or an OBS
 * custom dock. Any address with `?embed=1` shows the page without the site's
 * header links, footer and consent banner, with a small bar (search, language,
 * "Open in browser"), and sends no analytics. See "Embedded in the app or an
 * OBS dock" in the README.
 *
 * The inline script of src/ssr/embedMode.ts decides the mode before the body
 * is parsed and marks `<html>` with `EMBED_ATTRIBUTE`; the CSS, the client
 * module and the components read that mark (`isEmbedded()` of
 * src/utils/embed.ts).
 */

/** The query parameter: `?embed=1` turns the mode on for the visit, `?embed=0` off. */
export const EMBED_QUERY_KEY = 'embed';
export const EMBED_ON = '1';
export const EMBED_OFF = '0';

/** On `<html>` while the page is embedded. */
export const EMBED_ATTRIBUTE = 'data-embed';

/** sessionStorage key that keeps the mode for the visit (links inside the site keep it). */
export const EMBED_STORAGE_KEY = 'deckhopper.embed';

/** `?theme=dark|light` in embed mode: the dock's colours instead of the system's, for the visit. */
export const EMBED_THEME_QUERY_KEY = 'theme';
export const EMBED_THEMES = ['dark', 'light'] as const;
export const EMBED_THEME_STORAGE_KEY = 'deckhopper.embed.theme';

/**
 * Appended to every storage key the site (and Docusaurus' storage slots) use
 * while embedded, so an OBS dock and a browser tab on the same profile keep
 * their own choices.
 */
export const EMBED_STORAGE_SUFFIX = '.embed';

/** The navbar item type of "Open in browser" (src/components/site/OpenInBrowser), shown only in embed mode. */
export const OPEN_IN_BROWSER_TYPE = 'custom-openInBrowser';
