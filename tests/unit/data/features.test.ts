import {FEATURE_GROUPS, FEATURE_GROUP_LABELS, FEATURE_SECTIONS, FEATURES} from '@site/src/data/features';

describe('feature matrix data', () => {
  it('names every feature once', () => {
    const names = FEATURES.map((feature) => feature.name.toLowerCase());
    const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
    expect(duplicates).toEqual([]);
  });

  it('lists every group once, each with a label and at least one feature', () => {
    expect(new Set(FEATURE_GROUPS).size).toBe(FEATURE_GROUPS.length);
    expect(Object.keys(FEATURE_GROUP_LABELS).sort()).toEqual([...FEATURE_GROUPS].sort());
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
    const missingFromPro = FEATURES.filter((feature) => feature.basic && !feature.pro).map((f) => f.name);
    expect(missingFromPro).toEqual([]);
  });
});
