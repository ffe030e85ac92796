import {isNewSince, isOutdated, needsUpdateFor, parseAppVersion} from '@site/src/data/appVersion';
import {LATEST_VERSION, SERVER_SINCE_VERSION} from '@site/src/data/constants';
import {
  HELP_ENTRY_LIMITS,
  PLATFORM_CHOICES,
  PLATFORM_LIMITS,
  PLATFORM_SCOPES,
  PLATFORM_STORAGE_KEY,
  entryPlatformNote,
  limitAllows,
  parsePlatform,
  type PlatformLimitId,
} from '@site/src/data/platforms';
import {HELP_PAGE_NAMES} from '@site/src/data/deepLinks';
import {entriesInDoc} from '../helpers/helpDocs';

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

  it('offers the six platforms of the issue, browser and OBS dock as one', () => {
    expect(PLATFORM_CHOICES.map(({id}) => id)).toEqual(['android', 'ios', 'windows', 'macos', 'linux', 'browser']);
    expect(PLATFORM_CHOICES.at(-1)!.label).toBe('Web browser / OBS dock');
  });

  it('shares its storage key with Docusaurus tabs of the platform group', () => {
    expect(PLATFORM_STORAGE_KEY).toBe('docusaurus.tab.platform');
  });
});

describe('platform limits (SPEC section 6)', () => {
  const on = (limit: PlatformLimitId) => PLATFORM_SCOPES[PLATFORM_LIMITS[limit].scope].platforms;

  it('leave Twitch embeds and swipe navigation out of iOS only', () => {
    for (const limit of ['twitchEmbeds', 'swipeNavigation'] as const) {
      expect(limitAllows(limit, 'ios')).toBe(false);
      expect(on(limit)).toEqual(['android', 'windows', 'macos', 'linux', 'browser']);
    }
  });

  it('keep the floating Hopper button and the Twitch login on Android', () => {
    expect(on('floatingHopperButton')).toEqual(['android']);
    expect(on('twitchLogin')).toEqual(['android']);
  });

  it('keep launch flags on desktop and the server on Windows', () => {
    expect(on('launchFlags')).toEqual(['windows', 'macos', 'linux']);
    expect(on('server')).toEqual(['windows']);
  });
});

describe('entry notes for the chosen platform', () => {
  it('mark the entries whose feature is missing on iOS', () => {
    expect(entryPlatformNote('twitchEmbeds', 'ios')).toEqual({
      badge: 'Not on iOS',
      sentences: ['Twitch embeds are not available on iOS.'],
      partly: false,
    });
    expect(entryPlatformNote('navigation', 'ios')?.badge).toBe('Limited on iOS');
    expect(entryPlatformNote('deckHopperServer', 'ios')?.badge).toBe('Not on iOS');
    expect(entryPlatformNote('launchFlags', 'android')?.sentences).toEqual([
      'Launch flags work in the desktop app only.',
    ]);
  });

  it('say nothing where the feature exists, or without a platform', () => {
    expect(entryPlatformNote('twitchEmbeds', 'android')).toBeNull();
    expect(entryPlatformNote('deckHopperServer', 'windows')).toBeNull();
    expect(entryPlatformNote('twitchEmbeds', null)).toBeNull();
    expect(entryPlatformNote('initialSetup', 'ios')).toBeNull();
  });

  it('name only entries that exist in the help', async () => {
    const ids = new Set<string>();
    for (const page of HELP_PAGE_NAMES) for (const entry of (await entriesInDoc(page))!) ids.add(entry.id);
    for (const id of Object.keys(HELP_ENTRY_LIMITS)) {
      expect(
        ids.has(id) ? id : `${id} is in HELP_ENTRY_LIMITS (src/data/platforms.ts) but no help entry has that id`,
      ).toBe(id);
    }
  });
});

describe('parseAppVersion', () => {
  it('reads release numbers up to the latest', () => {
    expect(parseAppVersion('1.5.2')).toBe('1.5.2');
    expect(parseAppVersion('1.6')).toBe('1.6');
    expect(parseAppVersion('v1.5.0')).toBe('1.5.0');
    expect(parseAppVersion(LATEST_VERSION)).toBe(LATEST_VERSION);
  });

  it.each(
    [...HOSTILE, '1.7', '2.0.0', '99999', '1..2', '1.5.', '.1', '1.5.2-beta', '1.5.2.1.1', '1e3', '0x10', '１.５'].map(
      (value) => [value],
    ),
  )('ignores %p quietly', (value) => {
    expect(() => parseAppVersion(value)).not.toThrow();
    expect(parseAppVersion(value)).toBeNull();
  });

  it('compares with the latest release and with entries', () => {
    expect(isOutdated('1.5.2')).toBe(true);
    expect(isOutdated(LATEST_VERSION)).toBe(false);
    expect(isOutdated(null)).toBe(false);
    expect(isNewSince('1.6', '1.5.0')).toBe(true);
    expect(isNewSince('1.6.1', '1.6')).toBe(true);
    expect(isNewSince('1.6', '1.6.0')).toBe(false);
    expect(isNewSince('1.6', null)).toBe(false);
    expect(needsUpdateFor('1.6', '1.5.2')).toBe(true);
    expect(needsUpdateFor('1.6', '1.6.1')).toBe(false);
    expect(needsUpdateFor(undefined, '1.0')).toBe(false);
  });

  it('the server entry says which release introduced it, as the constants do', async () => {
    for (const dir of ['docs', 'versioned_docs/version-1.6']) {
      const server = (await entriesInDoc('setup', dir))!.find(({id}) => id === 'deckHopperServer');
      expect(server?.since).toBe(SERVER_SINCE_VERSION);
    }
  });
});
