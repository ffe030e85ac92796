/** What the search plugin and the browser share. */

/** The plugin's name: its global data is read under it. */
export const SEARCH_PLUGIN = 'deckhopper-search';

/** The index file of each docs version, at the version's root. */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** What the search plugin tells the browser: the path of each docs version that has its own index. */
export type SearchGlobalData = {versionPaths: string[]; indexFile: string};
