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
    expect(FEATURE_SECTIONS.flatMap((section) => section.features)).toHaveLength(FEATURES.length);
    expect(FEATURE_SECTIONS.map((section) => section.label)).toEqual([
      'General',
      'Deck Management',
      'Button Management',
      'Exclusive Features',
      'Interface',
      'Quality of Life',
      'Integrations',
    ]);
  });

  it('never offers a Basic feature that Pro lacks (Pro includes everything)', () => {
    const missingFromPro = FEATURES.filter((feature) => feature.basic && !feature.pro).map((f) => f.name);
    expect(missingFromPro).toEqual([]);
  });

  it('matches the specified matrix row by row', () => {
    const matrix = Object.fromEntries(FEATURES.map((f) => [f.name, [f.basic, f.pro]]));
    expect(matrix).toEqual({
      'Auto Connect': [true, true],
      'Visual Deck List': [true, true],
      'Optimized for touch and mouse': [true, true],
      'Browser and OBS Dock Support': [false, true],
      'Hide or Disable Decks': [false, true],
      'Show and Hide Disabled or Hidden Decks': [true, true],
      'Interact with Buttons': [true, true],
      'View Blocked Buttons': [true, true],
      'Advanced Button Menus': [false, true],
      'Button Customization': [false, true],
      'Transparent Buttons': [true, true],
      'Button Overview': [false, true],
      'Proxy Buttons': [false, true],
      'Twitch Embed Buttons': [false, true],
      'Persistent Navigation Bar': [true, true],
      'Multiple Windows': [true, true],
      'Haptic Feedback': [true, true],
      'Disable Context Menu': [true, true],
      'Always on Top': [true, true],
      'Keep Screen Active': [true, true],
      'Image Caching': [true, true],
      'Launch Flags': [false, true],
      'Wait For commands': [false, true],
      'Popup Message Command': [false, true],
      'Open URL Command': [false, true],
      'Vibrate Command': [true, true],
    });
  });
});
