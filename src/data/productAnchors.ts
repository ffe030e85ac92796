/**
 * Anchors of the product pages that the app opens directly. They must never
 * change: the pages register them with the build's broken-anchor check, and
 * the browser tests open each one.
 */

export const PRODUCT_ANCHORS = {
  /** /download#purchase: the Desktop section with the itch.io purchase widgets. */
  downloadPurchase: 'purchase',
  /** /upgrade#upgrade-now: where the ways to upgrade start. */
  upgradeNow: 'upgrade-now',
  /** /upgrade#desktop: upgrading on desktop with a download key. */
  upgradeDesktop: 'desktop',
  /** /patch-notes#updateAvailable: the app sends users here when an update is ready. */
  updateAvailable: 'updateAvailable',
} as const;
