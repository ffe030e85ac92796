/**
 * Website analytics, and the visitor's consent to it (see
 * src/plugins/analytics/README.md).
 *
 * With `GA_MEASUREMENT_ID` set at build time, the site can count visits with
 * Google Analytics, but only after the visitor chooses Accept in the consent
 * banner: until then nothing is requested from Google. Without the id there
 * is no banner, no footer link and no analytics code at all. What the site
 * config, the Content-Security-Policy and the components need is here.
 */
import {ROUTES} from './routes';

/** The privacy policy's section on analytics, which the banner links to. */
export const ANALYTICS_POLICY_ANCHOR = 'analytics';
export const ANALYTICS_POLICY_PATH = `${ROUTES.privacyPolicy}#${ANALYTICS_POLICY_ANCHOR}`;

/**
 * The footer link that reopens the banner. Without scripts it is a plain
 * link to the policy's analytics section (and without scripts there are no
 * analytics either).
 */
export const PRIVACY_SETTINGS_LINK = {label: 'Privacy settings', className: 'privacy-settings-link'} as const;

/** Where the Google tag is loaded from, once the visitor has agreed. */
export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

/** Hosts the Google tag sends its measurements to (Google's list for GA4 and a CSP). */
export const ANALYTICS_CONNECT_SOURCES = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
] as const;

/** Hosts the Google tag may load images from (its fallback way of sending; Google's list for GA4 and a CSP). */
export const ANALYTICS_IMAGE_SOURCES = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] as const;

/** The window event a component announces an analytics event with (src/utils/track.ts). */
export const ANALYTICS_EVENT = 'deckhopper:analytics';
