/**
 * @jest-environment node
 */
import {PLATFORMS, PLATFORM_SCOPES, type PlatformScope} from '@site/src/data/platforms';

describe('platform scopes', () => {
  it('limit features only to platforms that exist, and "all" is every one of them', () => {
    const ids = new Set(PLATFORMS.map(({id}) => id));
    for (const scope of Object.keys(PLATFORM_SCOPES) as PlatformScope[]) {
      for (const id of PLATFORM_SCOPES[scope].platforms) expect(ids.has(id)).toBe(true);
    }
    expect(PLATFORM_SCOPES.notIos.platforms).not.toContain('ios');
    expect([...PLATFORM_SCOPES.all.platforms].sort()).toEqual([...ids].sort());
  });
});
