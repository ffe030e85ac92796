/**
 * Build-time settings read from the environment, validated once.
 *
 * BASE_URL  path the site is served under (default `/deckhopper/`)
 * SITE_URL  origin used for canonical links, the sitemap and form redirects
 * STATICFORMS_ACCESS_KEY  public key the support forms send to StaticForms
 * GA_MEASUREMENT_ID  Google Analytics id; without it the site ships no analytics
 */

export const DEFAULT_BASE_URL = '/deckhopper/';
export const DEFAULT_SITE_URL = 'https://christinak.ca';

export type SiteEnv = {
  baseUrl: string;
  siteUrl: string;
  staticFormsAccessKey: string;
  /** Null when analytics is off. */
  gaMeasurementId: string | null;
};

export function normalizeBaseUrl(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return DEFAULT_BASE_URL;
  const parts = trimmed.split('/').filter(Boolean);
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
}

export function normalizeSiteUrl(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://example.com, got "${trimmed}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must use http or https, got "${trimmed}".`);
  }
  return url.origin;
}

export function normalizeMeasurementId(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return null;
  if (!/^G-[A-Z0-9]+$/i.test(trimmed)) {
    throw new Error(`GA_MEASUREMENT_ID must look like G-XXXXXXXXXX, got "${trimmed}".`);
  }
  return trimmed.toUpperCase();
}

export const MISSING_FORM_KEY_MESSAGE =
  'STATICFORMS_ACCESS_KEY is not set: the contact and data-deletion forms would be rejected by StaticForms. ' +
  "Set it to the site's StaticForms access key (see the README) and build again.";

/**
 * Reads and checks the environment. A production build without the forms'
 * access key stops here, so a site whose forms cannot work is never shipped;
 * in development the forms show the same message instead.
 */
export function readSiteEnv(
  env: Record<string, string | undefined>,
  {production = env.NODE_ENV === 'production'}: {production?: boolean} = {},
): SiteEnv {
  const staticFormsAccessKey = (env.STATICFORMS_ACCESS_KEY ?? '').trim();
  if (production && staticFormsAccessKey === '') throw new Error(MISSING_FORM_KEY_MESSAGE);
  return {
    baseUrl: normalizeBaseUrl(env.BASE_URL),
    siteUrl: normalizeSiteUrl(env.SITE_URL),
    staticFormsAccessKey,
    gaMeasurementId: normalizeMeasurementId(env.GA_MEASUREMENT_ID),
  };
}
