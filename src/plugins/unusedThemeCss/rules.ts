/**
 * Infima, the theme's CSS framework, styles components this site never
 * shows: author avatars, pills, tabs, cards and heroes. Every page loads
 * its CSS whole (one stylesheet, render-blocking), so their rules are left
 * out as the build reads the CSS (./index.ts), and the build fails if a
 * page ever uses one.
 */

/** The Infima components this site does not use. */
export const UNUSED_COMPONENTS = ['avatar', 'pills', 'tabs', 'card', 'hero'] as const;

/** A class of one of them: `.avatar`, `.avatar__photo`, `.tabs--block`… */
const CLASS = new RegExp(`\\.(?:${UNUSED_COMPONENTS.join('|')})(?:__[\\w-]+|--[\\w-]+)?(?![\\w-])`);

/** True when a rule styles only unused components: each of its selectors names one. */
export const isUnusedRule = (selectors: readonly string[]): boolean =>
  selectors.length > 0 && selectors.every((selector) => CLASS.test(selector));

/** The class attribute values of a page's HTML that name an unused component. */
export function unusedClassesIn(html: string): string[] {
  const found = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (CLASS.test(`.${name}`)) found.add(name);
  }
  return [...found];
}
