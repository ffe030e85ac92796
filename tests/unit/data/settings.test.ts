import {PLATFORM_SCOPES} from '@site/src/data/platforms';
import {APP_SETTINGS, LAUNCH_FLAGS} from '@site/src/data/settings';

describe('settings list', () => {
  it('names each setting once, with a description and a platform scope that exists', () => {
    const names = APP_SETTINGS.map(({name}) => name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const {name, description, scope} of APP_SETTINGS) {
      expect(`${name}: ${description.length > 10}`).toBe(`${name}: true`);
      expect(PLATFORM_SCOPES[scope]).toBeDefined();
    }
  });

  it('links only words its description contains', () => {
    for (const {name, description, see} of APP_SETTINGS) {
      if (see) expect(`${name}: ${description.includes(see.words)}`).toBe(`${name}: true`);
    }
  });
});

describe('launch flags', () => {
  it('are the eight flags of the desktop app, each named once and described', () => {
    const flags = LAUNCH_FLAGS.map(({flag}) => flag);
    expect(new Set(flags).size).toBe(8);
    for (const {flag, description} of LAUNCH_FLAGS) expect(`${flag}: ${description.length > 10}`).toBe(`${flag}: true`);
  });
});
