/**
 * Which texts of `src/data` pages show, by reference: the registry
 * `npm run write-translations` turns into `i18n/<locale>/deckhopper-data-texts/`.
 * A component shows one with `useDataText()`, an MDX page with `<DataText>`.
 *
 * Two groups, two translation files: `site` (the product pages, forms and
 * site furniture) and `help` (the help pages and their tools). To make a new
 * data text translatable, list it here and run `npm run write-translations`.
 */
import {VALUE_LABELS} from '../data/buttonStyles';

export type DataTextGroup = 'site' | 'help';

export const DATA_TEXTS: Readonly<Record<DataTextGroup, readonly string[]>> = {
  site: [],
  help: [
    // The style builder's menus (src/data/buttonStyles.ts)
    ...Object.values(VALUE_LABELS).flatMap((labels) => Object.values(labels)),
  ],
};
