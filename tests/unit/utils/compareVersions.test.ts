/**
 * @jest-environment node
 */
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {compareVersions, isVersion} from '@site/src/utils/compareVersions';
import {sortReleasesNewestFirst} from '@site/src/utils/sortReleases';

describe('compareVersions', () => {
  it('compares part by part, numerically', () => {
    expect(compareVersions('1.6.1', '1.6')).toBeGreaterThan(0);
    expect(compareVersions('1.10', '1.9')).toBeGreaterThan(0);
    expect(compareVersions('1.6', '1.6.0')).toBe(0);
    expect(compareVersions('0.9.9', '1.0')).toBeLessThan(0);
  });

  it('accepts only dotted numbers', () => {
    expect(isVersion('1.6.1')).toBe(true);
    expect(isVersion(1.6)).toBe(false);
    expect(isVersion('v1.6')).toBe(false);
    expect(() => compareVersions('beta', '1.0')).toThrow(/not a release number/);
  });
});

const post = (version: unknown, source: string): BlogPost =>
  ({id: source, content: '', metadata: {source, frontMatter: {version}}}) as unknown as BlogPost;

describe('sortReleasesNewestFirst', () => {
  it('puts the highest version first', () => {
    const sorted = sortReleasesNewestFirst([post('1.6', 'a'), post('1.6.1', 'b'), post('1.10', 'c')]);
    expect(sorted.map((p) => p.id)).toEqual(['c', 'b', 'a']);
  });

  it('names the file of a post without a version', () => {
    expect(() => sortReleasesNewestFirst([post(undefined, '@site/blog/x.md')])).toThrow(/blog\/x\.md/);
  });

  it('refuses two posts with the same version', () => {
    expect(() => sortReleasesNewestFirst([post('1.6', 'a'), post('1.6.0', 'b')])).toThrow(/both claim/);
  });
});
