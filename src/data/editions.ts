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

/** The editions' names, the same in every language. */
export const EDITION_NAMES = {basic: 'Basic', pro: 'Pro'} as const;

export type EditionId = keyof typeof EDITION_NAMES;
