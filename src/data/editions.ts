/**
 * What each edition costs where, worded once.
 *
 * Basic is free on Android and a one-time purchase on desktop; iOS has no
 * Basic (the purchase includes Pro). The FAQ, the licence, the features and
 * download pages all say it with these texts, and read the figures from
 * `PRICES` in constants.ts. `tests/unit/data/consistency.test.ts` fails when
 * a page writes a price or calls Basic simply "free" by hand.
 */
import {dt, price} from '../i18n/dataText';
import {PRICES} from './constants';

/** The editions' names, the same in every language. */
export const EDITION_NAMES = {basic: 'Basic', pro: 'Pro'} as const;

/** "free on Android and a one-time purchase on desktop" */
export const BASIC_COST = 'free on Android and a one-time purchase on desktop';

/** "free on Android and a one-time purchase of $2.99 on desktop" */
export const BASIC_COST_WITH_PRICE = dt`free on Android and a one-time purchase of ${price(PRICES.basic.amount)} on desktop`;

/** What Basic leaves out, after its cost. */
export const BASIC_LIMITS = 'It shows ads and leaves out the Pro features.';

/** "a one-time purchase of $5.99 on desktop" */
export const PRO_DESKTOP_COST = dt`a one-time purchase of ${price(PRICES.pro.amount)} on desktop`;

/** iOS sells one edition: the purchase is Pro. */
export const IOS_EDITION = 'On iOS there is no trial and no Basic: the purchase includes every Pro feature.';
