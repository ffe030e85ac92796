/**
 * What search engines and link previews read about the site, written once.
 *
 * Page titles and descriptions sit with each page (its `<Layout>` props or
 * its front matter; the home page's description is also the app's, see
 * `appDescription` in src/components/site/StructuredData); this module holds
 * what every page shares: the tagline, the social card and the app's category. The social card is drawn by
 * `scripts/social-card.mjs` from these values; run `node
 * scripts/social-card.mjs` after changing the tagline or the card's size.
 */
import {PRODUCT_NAME, TOOL_NAME} from './constants';

/** Shown under the product name on the social card and in the site config. */
export const TAGLINE = `The deck app for ${TOOL_NAME} on every device`;

/** The image link previews show for every page (Open Graph and Twitter cards). */
export const SOCIAL_CARD = {
  /** Relative to the base path, as `themeConfig.image` expects. */
  path: 'img/social-card.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: `${PRODUCT_NAME} icon and name with the tagline "${TAGLINE}"`,
} as const;

/**
 * schema.org category of the app. A deck controller for a streaming tool is
 * a utility; Google lists `UtilitiesApplication` among the values it reads.
 */
export const APPLICATION_CATEGORY = 'UtilitiesApplication';

/** The sitemap's file name in the build; robots.txt points to it. */
export const SITEMAP_FILENAME = 'sitemap.xml';
