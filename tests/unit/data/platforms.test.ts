import {
  DESKTOP_SYSTEMS_TEXT,
  HOSTS_TEXT,
  NOT_ON_IOS_SENTENCE,
  PLATFORMS,
  PLATFORM_LIMITS,
  PLATFORM_SCOPES,
  limitNote,
  limitSentence,
  limitTitle,
  limitsWithScope,
  type PlatformScope,
} from '@site/src/data/platforms';

describe('platform lists', () => {
  it('word the desktop systems and the server-mode hosts for running text', () => {
    expect(DESKTOP_SYSTEMS_TEXT).toBe('Windows 10, macOS and Linux');
    expect(HOSTS_TEXT).toBe('in a web browser or as an OBS dock');
  });

  it('limit features only to platforms that exist', () => {
    const ids = new Set(PLATFORMS.map(({id}) => id));
    for (const scope of Object.keys(PLATFORM_SCOPES) as PlatformScope[]) {
      for (const id of PLATFORM_SCOPES[scope].platforms) expect(ids.has(id)).toBe(true);
    }
    expect(PLATFORM_SCOPES.notIos.platforms).not.toContain('ios');
    expect([...PLATFORM_SCOPES.all.platforms].sort()).toEqual([...ids].sort());
  });
});

describe('platform limits (specification, section 6)', () => {
  it('keep Twitch embeds and swipe navigation off iOS, the floating button and Twitch login on Android, launch flags on desktop and the server on Windows', () => {
    expect({
      twitchEmbeds: PLATFORM_LIMITS.twitchEmbeds.scope,
      swipeNavigation: PLATFORM_LIMITS.swipeNavigation.scope,
      floatingHopperButton: PLATFORM_LIMITS.floatingHopperButton.scope,
      twitchLogin: PLATFORM_LIMITS.twitchLogin.scope,
      launchFlags: PLATFORM_LIMITS.launchFlags.scope,
      server: PLATFORM_LIMITS.server.scope,
    }).toEqual({
      twitchEmbeds: 'notIos',
      swipeNavigation: 'notIos',
      floatingHopperButton: 'android',
      twitchLogin: 'android',
      launchFlags: 'desktop',
      server: 'windows',
    });
  });

  it('are worded as the help says them', () => {
    expect(limitSentence('server')).toBe('Server mode currently works on Windows only.');
    expect(limitSentence('twitchEmbeds')).toBe('Twitch embeds are not available on iOS.');
    expect(limitSentence('swipeNavigation')).toBe('Swipe navigation is not available on iOS.');
    expect(limitSentence('floatingHopperButton')).toBe('The floating Hopper button works on Android only.');
    expect(limitTitle('launchFlags')).toBe('Desktop only');
    expect(limitNote('server')).toBe('Windows only');
    expect(limitsWithScope('notIos')).toEqual(['twitchEmbeds', 'swipeNavigation']);
    expect(NOT_ON_IOS_SENTENCE).toBe('Twitch embeds and swipe navigation are not available on iOS.');
  });
});
