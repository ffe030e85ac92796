/**
 * @jest-environment node
 */
import {PLATFORM_LIMITS, limitsWithScope, type PlatformLimit, type PlatformLimitId} from '@site/src/data/platforms';
import {limitFeature, limitSentence, listInText, notOnIosSentence, limitTitle} from '@site/src/texts/platforms';

const LIMITS = Object.keys(PLATFORM_LIMITS) as PlatformLimitId[];
const limits = PLATFORM_LIMITS as Record<PlatformLimitId, PlatformLimit>;
/** What a sentence says after its feature: the words its scope and number give it. */
const ending = (id: PlatformLimitId) => limitSentence(id).slice(limitFeature(id).length);

describe('sentences about platform limits', () => {
  it('start with the feature, capitalised, and end with a full stop', () => {
    for (const id of LIMITS) {
      const feature = limitFeature(id);
      expect(limitSentence(id).toLowerCase().startsWith(feature.toLowerCase())).toBe(true);
      expect(limitSentence(id).charAt(0)).toBe(feature.charAt(0).toUpperCase());
      expect(limitSentence(id).endsWith('.')).toBe(true);
    }
  });

  it('say the same of every feature with the same scope and number', () => {
    const same = LIMITS.filter((id) => limits[id].scope === 'desktop' && !limits[id].plural && !limits[id].current);
    expect(same.length).toBeGreaterThan(1);
    expect(new Set(same.map(ending)).size).toBe(1);
  });

  it('follow a change of scope in the data: one line changes every sentence of that limit', () => {
    const id = LIMITS.find((candidate) => limits[candidate].scope === 'android' && !limits[candidate].current)!;
    const before = limitSentence(id);
    const original = limits[id];
    try {
      limits[id] = {...original, scope: 'desktop'};
      const desktopPeer = LIMITS.find(
        (other) => other !== id && limits[other].scope === 'desktop' && !limits[other].plural && !limits[other].current,
      )!;
      expect(limitSentence(id)).not.toBe(before);
      expect(ending(id)).toBe(ending(desktopPeer));
      expect(limitTitle(id)).toBe(limitTitle(desktopPeer));
    } finally {
      limits[id] = original;
    }
  });

  it('say when a limit is expected to change', () => {
    const current = LIMITS.filter((id) => limits[id].current);
    expect(current.length).toBeGreaterThan(0);
    for (const id of current) expect(limitSentence(id)).toContain(' currently ');
  });

  it('list every feature missing on iOS in one sentence', () => {
    const sentence = notOnIosSentence();
    for (const id of limitsWithScope('notIos'))
      expect(sentence.toLowerCase()).toContain(limitFeature(id).toLowerCase());
    expect(sentence).toMatch(/^[A-Z].*\.$/);
  });
});

describe('lists in running text', () => {
  it('join the last two items with the conjunction', () => {
    expect(listInText(['a'])).toBe('a');
    expect(listInText(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listInText(['a', 'b'], 'or')).toBe('a or b');
  });
});
