/**
 * Which texts of `src/data` pages show, by reference: the registry
 * `npm run write-translations` turns into `i18n/<locale>/deckhopper-data-texts/`.
 * A component shows one with `useDataText()`, an MDX page with `<DataText>`.
 *
 * Two groups, two translation files: `site` (the product pages, forms and
 * site furniture) and `help` (the help pages and their tools). To make a new
 * data text translatable, list it here and run `npm run write-translations`.
 */
import {BASIC_COST, BASIC_COST_WITH_PRICE, BASIC_LIMITS, IOS_EDITION, PRO_DESKTOP_COST} from '../data/editions';
import {VALUE_LABELS} from '../data/buttonStyles';
import {SUPPORT_NEEDS_SENTENCE} from '../data/support';

export type DataTextGroup = 'site' | 'help';

export const DATA_TEXTS: Readonly<Record<DataTextGroup, readonly string[]>> = {
  site: [
    // The editions' wording the help docs still show through <DataText> (src/data/editions.ts);
    // pages use src/components/products/Editions. These go when the docs do too.
    BASIC_COST,
    BASIC_COST_WITH_PRICE,
    BASIC_LIMITS,
    PRO_DESKTOP_COST,
    IOS_EDITION,
  ],
  help: [
    // What support needs, as the FAQ still shows it through <DataText> (src/data/support.ts)
    SUPPORT_NEEDS_SENTENCE,
    // The style builder's menus (src/data/buttonStyles.ts)
    ...Object.values(VALUE_LABELS).flatMap((labels) => Object.values(labels)),
  ],
};
