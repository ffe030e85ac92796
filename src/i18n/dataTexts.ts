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
import {HOME_CARDS} from '../data/homeCards';
import {DESKTOP_SYSTEMS_TEXT, HOSTS_TEXT, OPERATING_SYSTEMS_TEXT} from '../data/platforms';

export type DataTextGroup = 'site' | 'help';

export const DATA_TEXTS: Readonly<Record<DataTextGroup, readonly string[]>> = {
  site: [
    // Editions and prices (src/data/editions.ts)
    BASIC_COST,
    BASIC_COST_WITH_PRICE,
    BASIC_LIMITS,
    PRO_DESKTOP_COST,
    IOS_EDITION,
    // Home page cards (src/data/homeCards.ts)
    ...HOME_CARDS.flatMap(({title, description}) => [title, description]),
  ],
  help: [
    // Platforms (src/data/platforms.ts)
    OPERATING_SYSTEMS_TEXT,
    DESKTOP_SYSTEMS_TEXT,
    HOSTS_TEXT,
  ],
};
