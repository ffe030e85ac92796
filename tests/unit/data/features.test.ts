/**
 * @jest-environment node
 */
import {FEATURE_GROUPS, FEATURE_SECTIONS, FEATURES} from '@site/src/data/features';

describe('feature matrix data', () => {
  it('gives every feature its own id', () => {
    const ids = FEATURES.map((feature) => feature.id);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates).toEqual([]);
  });

  it('lists every group once, each with at least one feature', () => {
    expect(new Set(FEATURE_GROUPS).size).toBe(FEATURE_GROUPS.length);
    for (const section of FEATURE_SECTIONS) {
      expect(section.features.length).toBeGreaterThan(0);
    }
  });

  it('keeps every feature in the grouped list, in the order written', () => {
    expect(FEATURE_SECTIONS.flatMap((section) => section.features)).toEqual(
      FEATURE_GROUPS.flatMap((group) => FEATURES.filter((feature) => feature.group === group)),
    );
    expect(FEATURE_SECTIONS.flatMap((section) => section.features)).toHaveLength(FEATURES.length);
  });

  it('never offers a Basic feature that Pro lacks (Pro includes everything)', () => {
    const missingFromPro = FEATURES.filter((feature) => feature.basic && !feature.pro).map((f) => f.id);
    expect(missingFromPro).toEqual([]);
  });
});
