/** Shared by the data-texts plugin (build) and `useDataText` (client). */
export const DATA_TEXTS_PLUGIN = 'deckhopper-data-texts';

/** What the plugin gives the client: the translated texts of the built locale (none in English). */
export type DataTextsGlobalData = {texts: Readonly<Record<string, string>>};
