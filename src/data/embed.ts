/**
 * Embed mode: the help inside the app's Help tab (a web view) or an OBS
 * custom dock, for any address with `?embed=1` (see
 * src/plugins/embedMode/README.md). Its inline script marks `<html>` with
 * `EMBED_ATTRIBUTE` before the body is parsed; what other wings need of it
 * is here: the support form's draft, the consent banner and the help's
 * visitor script read that mark (`isEmbedded()` and `storageKey()` of
 * src/utils/embed.ts in the browser's code).
 */

/** On `<html>` while the page is embedded. */
export const EMBED_ATTRIBUTE = 'data-embed';

/**
 * Appended to every storage key the site (and Docusaurus' storage slots) use
 * while embedded, so an OBS dock and a browser tab on the same profile keep
 * their own choices.
 */
export const EMBED_STORAGE_SUFFIX = '.embed';
