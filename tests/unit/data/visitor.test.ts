import {SERVER_SINCE_VERSION} from '@site/src/data/constants';
import {
  PLATFORM_CHOICES,
  PLATFORM_LIMITS,
  PLATFORM_SCOPES,
  PLATFORM_STORAGE_KEY,
  entryPlatformNote,
  limitAllows,
  parsePlatform,
  platformFromUserAgent,
  type PlatformLimitId,
} from '@site/src/data/platforms';
import {latestRelease} from '@site/src/plugins/help';
import {compareVersions, parseAppVersion} from '@site/src/utils/compareVersions';
import {SITE_DIR, helpSource} from '../helpers/helpDocs';

/** The latest release, as the site knows it: its newest patch note. */
const LATEST = latestRelease(SITE_DIR);

const HOSTILE = [
  undefined,
  null,
  42,
  {},
  ['ios'],
  '',
  ' ',
  'iphone',
  'ios2',
  'android;drop table',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '%69%6f%73',
  '__proto__',
  'constructor',
  'toString',
  'ios'.repeat(100),
];

// cspell:ignore KHTML
describe('platformFromUserAgent', () => {
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
  const MAC =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
  const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

  it('guesses a phone or a tablet, an iPad that says Mac included', () => {
    expect(platformFromUserAgent(ANDROID)).toBe('android');
    expect(platformFromUserAgent(IPHONE)).toBe('ios');
    expect(platformFromUserAgent(MAC, 5)).toBe('ios');
  });

  it.each([MAC, LINUX, '', '<script>'])('guesses nothing for a computer or anything else: %p', (userAgent) => {
    expect(platformFromUserAgent(userAgent)).toBeNull();
  });
});

describe('parsePlatform', () => {
  it('reads every platform of the picker, forgiving case and spaces', () => {
    for (const {id} of PLATFORM_CHOICES) expect(parsePlatform(id)).toBe(id);
    expect(parsePlatform('iOS')).toBe('ios');
    expect(parsePlatform(' Android ')).toBe('android');
  });

  it.each(HOSTILE.map((value) => [value]))('ignores %p quietly', (value) => {
    expect(() => parsePlatform(value)).not.toThrow();
    expect(parsePlatform(value)).toBeNull();
  });

  it('shares its storage key with Docusaurus tabs of the platform group', () => {
    expect(PLATFORM_STORAGE_KEY).toBe('docusaurus.tab.platform');
  });
});

describe('entry notes for the chosen platform', () => {
  const lacking = (platform: 'ios' | 'android') =>
    (Object.keys(PLATFORM_LIMITS) as PlatformLimitId[]).filter((limit) => !limitAllows(limit, platform));

  it('name the limits the platform lacks, and whether the entry still partly applies', () => {
    const [missing] = lacking('ios');
    expect(entryPlatformNote([missing!], false, 'ios')).toEqual({missing: [missing], partly: false});
    expect(entryPlatformNote([missing!], true, 'ios')).toEqual({missing: [missing], partly: true});
    const [kept] = (Object.keys(PLATFORM_LIMITS) as PlatformLimitId[]).filter((limit) => limitAllows(limit, 'ios'));
    // One of its features still works there: the entry is limited, not missing.
    expect(entryPlatformNote([missing!, kept!], false, 'ios')).toEqual({missing: [missing], partly: true});
  });

  it('say nothing where the features exist, without a platform, or for an entry without limits', () => {
    const limit = lacking('ios')[0]!;
    const where = PLATFORM_SCOPES[PLATFORM_LIMITS[limit].scope].platforms[0]!;
    expect(entryPlatformNote([limit], false, where)).toBeNull();
    expect(entryPlatformNote([limit], false, null)).toBeNull();
    expect(entryPlatformNote([], false, 'ios')).toBeNull();
  });
});

describe('parseAppVersion', () => {
  it('reads release numbers up to the latest', () => {
    expect(parseAppVersion('1.5.2', LATEST)).toBe('1.5.2');
    expect(parseAppVersion('1.6', LATEST)).toBe('1.6');
    expect(parseAppVersion('v1.5.0', LATEST)).toBe('1.5.0');
    expect(parseAppVersion(LATEST, LATEST)).toBe(LATEST);
    expect(parseAppVersion(LATEST, '1.0')).toBeNull();
  });

  it.each(
    [...HOSTILE, '99.0', '99999', '1..2', '1.5.', '.1', '1.5.2-beta', '1.5.2.1.1', '1e3', '0x10', '１.５'].map(
      (value) => [value],
    ),
  )('ignores %p quietly', (value) => {
    expect(() => parseAppVersion(value, LATEST)).not.toThrow();
    expect(parseAppVersion(value, LATEST)).toBeNull();
  });

  it('knows a latest release newer than the versions it ignores', () => {
    expect(compareVersions(LATEST, '99.0')).toBeLessThan(0);
  });

  it('the server entry says which release introduced it, as the constants do', () => {
    // Every docs version, as the help plugin reads it; the anchor is the one DECISIONS.md names.
    for (const {version, page, entries} of helpSource().pages.filter(({page}) => page === 'setup')) {
      const server = entries.find(({id}) => id === 'deckHopperServer');
      expect([version, page, server?.since]).toEqual([version, page, SERVER_SINCE_VERSION]);
    }
  });
});
