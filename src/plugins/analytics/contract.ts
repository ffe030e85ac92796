/**
 * The names the analytics plugin (./index.ts), the banner's script and the
 * client module (./client.ts) share, with the tests. The footer link, the
 * policy's section, the event components announce and the hosts the
 * Content-Security-Policy allows are in src/data/analytics.ts.
 */
import {GTAG_ORIGIN} from '../../data/analytics';

export type ConsentChoice = 'granted' | 'denied';

/** localStorage key of the visitor's choice; without it the banner asks. */
export const CONSENT_STORAGE_KEY = 'deckhopper.analyticsConsent';

/** `<meta>` through which the build hands the measurement id to the browser. */
export const ANALYTICS_META_NAME = 'deckhopper-analytics';

export const BANNER_ID = 'analytics-consent';

/** On each of the banner's buttons: the answer it gives. */
export const CHOICE_ATTRIBUTE = 'data-consent-choice';

/** Fired on `document` by the banner's script with the answer (a `ConsentChoice`) as its detail. */
export const CONSENT_EVENT = 'analytics-consent-choice';

/** The Google tag's address, added to the page once the visitor has agreed. */
export const gtagScriptUrl = (measurementId: string): string =>
  `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
