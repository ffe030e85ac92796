/**
 * The editions and what decides their cost.
 *
 * Basic is free on Android and a one-time purchase on desktop; iOS has no
 * Basic (the purchase includes Pro). The figures are `PRICES` in
 * constants.ts; the wording every page and doc shows is the editions'
 * components (src/components/products/Editions: `<EditionCost>`,
 * `<BasicLimits>`, `<IosEdition>`), translated like the rest of the site.
 * `tests/unit/data/consistency.test.ts` fails when a page writes a price or
 * calls Basic simply "free" by hand.
 */
import {dt, price} from '../i18n/dataText';
import {PRICES} from './constants';

/** The editions' names, the same in every language. */
export const EDITION_NAMES = {basic: 'Basic', pro: 'Pro'} as const;

export type EditionId = keyof typeof EDITION_NAMES;

/*
 * The FAQ (docs/, versioned_docs/ and its Spanish through <DataText>) still
 * imports the English strings below; pages use the components.
 */

// Kept for the help docs until they use <EditionCost edition="basic" />.
export const BASIC_COST = 'free on Android and a one-time purchase on desktop';

// Kept for the help docs until they use <EditionCost edition="basic" withPrice />.
export const BASIC_COST_WITH_PRICE = dt`free on Android and a one-time purchase of ${price(PRICES.basic.amount)} on desktop`;

// Kept for the help docs until they use <BasicLimits />.
export const BASIC_LIMITS = 'It shows ads and leaves out the Pro features.';

// Kept for the help docs until they use <EditionCost edition="pro" withPrice />.
export const PRO_DESKTOP_COST = dt`a one-time purchase of ${price(PRICES.pro.amount)} on desktop`;

// Kept for the help docs until they use <IosEdition />.
export const IOS_EDITION = 'On iOS there is no trial and no Basic: the purchase includes every Pro feature.';
