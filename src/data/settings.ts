/**
 * The app's settings list and its launch flags (SPEC section 9), written
 * once: the setup help renders both tables from here.
 *
 * A setting that exists on some platforms only names its entry of
 * `PLATFORM_LIMITS` when the features table lists the same thing, so both
 * say the same platforms; otherwise it gives its scope directly. To add a
 * setting, add it at its place in the app's list.
 */
import {PLATFORM_LIMITS, type PlatformScope} from './platforms';

export type AppSetting = {
  /** The setting's name as the app shows it. */
  name: string;
  description: string;
  scope: PlatformScope;
  /** A setup entry to link from the description: its anchor and the words that link. */
  see?: {anchor: string; words: string};
};

export const APP_SETTINGS: readonly AppSetting[] = [
  {name: 'Connect on Load', description: 'Connects to SAMMI as soon as the app starts', scope: 'all'},
  {
    name: 'Keep Awake',
    description: 'Keeps the screen active while the app is open',
    scope: PLATFORM_LIMITS.keepAwake.scope,
  },
  {name: 'Enable Fullscreen', description: 'Shows the app in full screen', scope: 'desktop'},
  {
    name: 'Always On Top',
    description: 'Keeps the window above other windows',
    scope: PLATFORM_LIMITS.alwaysOnTop.scope,
  },
  {name: 'Persistent Navigation Bar', description: 'Keeps the navigation bar on screen', scope: 'all'},
  {
    name: 'Disable Context Menu',
    description: 'Turns off the right-click menu',
    scope: PLATFORM_LIMITS.contextMenu.scope,
  },
  {
    name: 'Hide Hopper Button',
    description: 'Hides the floating Hopper button',
    scope: PLATFORM_LIMITS.floatingHopperButton.scope,
    see: {anchor: 'floatingHopperButton', words: 'floating Hopper button'},
  },
  {name: 'Screen Orientation', description: 'Auto or locked orientation (experimental)', scope: 'android'},
  {
    name: 'Disable Haptic Feedback',
    description: 'Stops the vibration you feel when you press a button',
    scope: PLATFORM_LIMITS.hapticFeedback.scope,
  },
  {
    name: 'Show Disabled Decks',
    description: 'Lists disabled decks in the deck list',
    scope: 'all',
    see: {anchor: 'enableDisableDecks', words: 'disabled decks'},
  },
  {
    name: 'Show Hidden Decks',
    description: 'Lists hidden decks in the deck list',
    scope: 'all',
    see: {anchor: 'hideDecks', words: 'hidden decks'},
  },
  {name: 'Strict Image Checking', description: 'Checks button images more strictly', scope: 'all'},
  {
    name: 'Twitch Embed Login',
    description: 'Lets you log in to Twitch inside embeds',
    scope: PLATFORM_LIMITS.twitchLogin.scope,
    see: {anchor: 'twitchEmbeds', words: 'embeds'},
  },
  {name: 'Opt out of error reporting', description: 'Stops sending error reports', scope: 'all'},
  {name: 'Enable Console Logs', description: "Writes the app's logs to the console", scope: 'all'},
];

export type LaunchFlag = {flag: string; description: string};

/** The flags the desktop app reads at start (server mode has its own two, `SERVER_FLAGS`). */
export const LAUNCH_FLAGS: readonly LaunchFlag[] = [
  {flag: 'alwaysOnTop', description: 'Keeps the window above other windows'},
  {flag: 'fullscreen', description: 'Starts in full screen'},
  {flag: 'autoConnect', description: 'Connects to SAMMI Core at start'},
  {flag: 'clientName', description: 'Sets the client name that SAMMI commands address'},
  {flag: 'port', description: "Sets SAMMI Core's port"},
  {flag: 'ip', description: "Sets SAMMI Core's IP address"},
  {flag: 'password', description: "Sets SAMMI Core's password"},
  {flag: 'deckId', description: 'Opens the deck with this id'},
];
