/**
 * @jest-environment node
 */
import {UNUSED_COMPONENTS, isUnusedRule, unusedClassesIn} from '@site/src/plugins/unusedThemeCss/rules';

describe('the theme CSS the site never uses', () => {
  it('drops a rule only when every selector names an unused component', () => {
    for (const name of UNUSED_COMPONENTS) {
      expect(isUnusedRule([`.${name}`])).toBe(true);
      expect(isUnusedRule([`.${name}__item`, `.${name}--block .x`])).toBe(true);
      expect(isUnusedRule([`.${name}`, '.navbar'])).toBe(false);
    }
    expect(isUnusedRule(['.cards', '.hero-image', '.tabsContainer_x'])).toBe(false);
    expect(isUnusedRule(['.authorImage_XqGP'])).toBe(false);
  });

  it('finds the components a page would use', () => {
    expect(unusedClassesIn('<div class="avatar margin-bottom--sm"><b class="x tabs__item">')).toEqual([
      'avatar',
      'tabs__item',
    ]);
    expect(unusedClassesIn('<div class="hero-image cards menu__link">')).toEqual([]);
  });
});
