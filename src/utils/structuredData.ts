/**
 * JSON-LD for search engines (https://schema.org), built from the site's data
 * and serialised so it can sit inside a `<script>` element.
 */
import {CURRENCY, PRICES, PRODUCT_NAME} from '../data/constants';
import {SECTION_ANCHORS} from '../data/deepLinks';
import {EDITION_NAMES, type EditionId} from '../data/editions';
import {OPERATING_SYSTEMS} from '../data/platforms';
import {ROUTES} from '../data/routes';
import {APPLICATION_CATEGORY, SOCIAL_CARD} from '../data/seo';

export type JsonLdValue =
  string | number | boolean | null | readonly JsonLdValue[] | {readonly [key: string]: JsonLdValue};
export type JsonLd = {readonly [key: string]: JsonLdValue};

const SCHEMA_CONTEXT = 'https://schema.org';

/**
 * Characters that could end the `<script>` element (`</script>`, `<!--`) are
 * written as JSON unicode escapes, read back as the same text; U+2028/2029
 * for old JavaScript parsers.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The app as a `SoftwareApplication` described in the page's language, with the desktop licences
 * as its offers, bought in the download page's purchase section. `absolute` gives a site path's
 * full address.
 */
export function softwareApplicationJsonLd(
  absolute: (path: string) => string,
  {description, softwareVersion}: {description: string; softwareVersion: string},
): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'SoftwareApplication',
    name: PRODUCT_NAME,
    description,
    url: absolute(ROUTES.home),
    image: absolute(`/${SOCIAL_CARD.path}`),
    downloadUrl: absolute(ROUTES.download),
    operatingSystem: OPERATING_SYSTEMS.join(', '),
    applicationCategory: APPLICATION_CATEGORY,
    softwareVersion,
    offers: (Object.keys(PRICES) as EditionId[]).map((edition) => ({
      '@type': 'Offer',
      name: `${PRODUCT_NAME} ${EDITION_NAMES[edition]} for desktop`,
      price: PRICES[edition].amount,
      priceCurrency: CURRENCY,
      url: absolute(`${ROUTES.download}#${SECTION_ANCHORS.downloadPurchase}`),
    })),
  };
}

/** A `FAQPage` with one `Question` per entry, in page order; each answer as plain text. */
export function faqPageJsonLd(entries: readonly {question: string; answer: string}[]): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    mainEntity: entries.map(({question, answer}) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: {'@type': 'Answer', text: answer},
    })),
  };
}
