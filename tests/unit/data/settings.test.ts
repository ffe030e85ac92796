import {PLATFORM_SCOPES} from '@site/src/data/platforms';
import {APP_SETTINGS, LAUNCH_FLAGS} from '@site/src/data/settings';

describe('settings list', () => {
  it('has the settings of the app, in its order, each where the app has it', () => {
    expect(APP_SETTINGS.map(({name, scope}) => [name, PLATFORM_SCOPES[scope].label])).toEqual([
      ['Connect on Load', 'All'],
      ['Keep Awake', 'Mobile'],
      ['Enable Fullscreen', 'Desktop'],
      ['Always On Top', 'Desktop'],
      ['Persistent Navigation Bar', 'All'],
      ['Disable Context Menu', 'Desktop'],
      ['Hide Hopper Button', 'Android'],
      ['Screen Orientation', 'Android'],
      ['Disable Haptic Feedback', 'Mobile'],
      ['Show Disabled Decks', 'All'],
      ['Show Hidden Decks', 'All'],
      ['Strict Image Checking', 'All'],
      ['Twitch Embed Login', 'Android'],
      ['Opt out of error reporting', 'All'],
      ['Enable Console Logs', 'All'],
    ]);
  });

  it('links only words its description contains', () => {
    for (const {name, description, see} of APP_SETTINGS) {
      if (see) expect(`${name}: ${description.includes(see.words)}`).toBe(`${name}: true`);
    }
  });
});

describe('launch flags', () => {
  it('are the eight flags of the desktop app, each described', () => {
    expect(LAUNCH_FLAGS.map(({flag}) => flag)).toEqual([
      'alwaysOnTop',
      'fullscreen',
      'autoConnect',
      'clientName',
      'port',
      'ip',
      'password',
      'deckId',
    ]);
    for (const {description} of LAUNCH_FLAGS) expect(description.length).toBeGreaterThan(10);
  });
});
