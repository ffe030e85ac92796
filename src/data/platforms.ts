/**
 * Where Deck Hopper runs (SPEC section 1) and which features are limited to
 * some platforms (section 6), written once.
 *
 * Every page and help doc that names platforms or a platform limit reads it
 * here: the home card, the download page, the licence, the FAQ, the setup
 * notes, the settings list, the features table and the structured data. To
 * add a platform, add it to `PLATFORMS`; to limit a feature, add it to
 * `PLATFORM_LIMITS` with one of the `PLATFORM_SCOPES`.
 */

/** The values of `?platform=` the app may put on a help address. */
export type PlatformId = 'android' | 'ios' | 'windows' | 'macos' | 'linux' | 'browser';

/**
 * `mobile` and `desktop` platforms are operating systems with an app of their
 * own; `host` platforms run the app through server mode (Pro, started from
 * the desktop app).
 */
export type PlatformKind = 'mobile' | 'desktop' | 'host';

/** Each place the app runs; the web browser and the OBS dock share the `browser` id. */
export type PlatformName = 'android' | 'ios' | 'windows' | 'macos' | 'linux' | 'webBrowser' | 'obsDock';

export type Platform = {
  key: PlatformName;
  id: PlatformId;
  /** The name in English, as structured data gives it; pages show `platformName()` (src/texts/platforms.ts). */
  name: string;
  kind: PlatformKind;
};

/** In the order the site lists them. */
export const PLATFORMS: readonly Platform[] = [
  {key: 'android', id: 'android', name: 'Android', kind: 'mobile'},
  {key: 'ios', id: 'ios', name: 'iOS', kind: 'mobile'},
  {key: 'windows', id: 'windows', name: 'Windows 10', kind: 'desktop'},
  {key: 'macos', id: 'macos', name: 'macOS', kind: 'desktop'},
  {key: 'linux', id: 'linux', name: 'Linux', kind: 'desktop'},
  {key: 'webBrowser', id: 'browser', name: 'Web browser', kind: 'host'},
  {key: 'obsDock', id: 'browser', name: 'OBS dock', kind: 'host'},
];

const namesOf = (kinds: readonly PlatformKind[]): string[] =>
  PLATFORMS.filter(({kind}) => kinds.includes(kind)).map(({name}) => name);

/** The operating systems with an app of their own, in display order (English names). */
export const OPERATING_SYSTEMS: readonly string[] = namesOf(['mobile', 'desktop']);

/** A set of platforms a feature or a setting is limited to. */
export type PlatformScope = 'all' | 'mobile' | 'android' | 'desktop' | 'windows' | 'notIos';

/** The platforms of each scope; src/texts/platforms.ts words them. */
export const PLATFORM_SCOPES: Record<PlatformScope, {platforms: readonly PlatformId[]}> = {
  all: {platforms: ['android', 'ios', 'windows', 'macos', 'linux', 'browser']},
  mobile: {platforms: ['android', 'ios']},
  android: {platforms: ['android']},
  desktop: {platforms: ['windows', 'macos', 'linux']},
  windows: {platforms: ['windows']},
  notIos: {platforms: ['android', 'windows', 'macos', 'linux', 'browser']},
};

/** Where a feature limited to some platforms exists: any scope but all of them. */
export type LimitScope = Exclude<PlatformScope, 'all'>;

export type PlatformLimit = {
  scope: LimitScope;
  /** True when the feature's name is plural ("Twitch embeds are …"). */
  plural?: boolean;
  /** True when the limit is expected to change ("currently"). */
  current?: boolean;
};

/**
 * Features that exist on some platforms only. Section 6 of the specification
 * gives the first six; the others come from the features table and the
 * settings list. Keep Awake and haptic feedback are given as "mobile" by the
 * settings list and as "Android" by the features table: the site says
 * mobile, since it presents iOS as available (see DECISIONS). Help entries
 * name the limits they concern (`<Accordion limits="server">`); each
 * feature's name is worded in src/texts/platforms.ts.
 */
export const PLATFORM_LIMITS = {
  twitchEmbeds: {scope: 'notIos', plural: true},
  swipeNavigation: {scope: 'notIos'},
  floatingHopperButton: {scope: 'android'},
  twitchLogin: {scope: 'android'},
  launchFlags: {scope: 'desktop', plural: true},
  server: {scope: 'windows', current: true},
  vibrate: {scope: 'android'},
  hapticFeedback: {scope: 'mobile'},
  keepAwake: {scope: 'mobile'},
  multipleWindows: {scope: 'desktop', plural: true},
  alwaysOnTop: {scope: 'desktop'},
  contextMenu: {scope: 'desktop'},
  openUrlWindow: {scope: 'desktop'},
} as const satisfies Record<string, PlatformLimit>;

export type PlatformLimitId = keyof typeof PLATFORM_LIMITS;

/** True for the id of a platform limit. */
export const isPlatformLimitId = (value: string): value is PlatformLimitId => Object.hasOwn(PLATFORM_LIMITS, value);

/** The limited features with this scope, e.g. everything that is `notIos`. */
export function limitsWithScope(scope: PlatformScope): PlatformLimitId[] {
  return (Object.keys(PLATFORM_LIMITS) as PlatformLimitId[]).filter((id) => PLATFORM_LIMITS[id].scope === scope);
}

/*
 * The visitor's platform. The app may open a help page with `?platform=ios`;
 * the choice is remembered in the browser under the key Docusaurus' own
 * `<Tabs groupId="platform" queryString>` uses, so any such tabs on the site
 * follow the same choice (and the same `?platform=` parameter).
 */

/** The query parameter the app adds to a help address. */
export const PLATFORM_QUERY_KEY = 'platform';
/** Docusaurus' storage key for tabs of the `platform` group. */
export const PLATFORM_STORAGE_KEY = `docusaurus.tab.${PLATFORM_QUERY_KEY}`;

export type PlatformChoice = {id: PlatformId; names: PlatformName[]};

/** The choices of the platform picker, one per id: the web browser and the OBS dock share `browser`. */
export const PLATFORM_CHOICES: readonly PlatformChoice[] = PLATFORMS.reduce<PlatformChoice[]>((choices, {id, key}) => {
  const known = choices.find((choice) => choice.id === id);
  if (known) known.names.push(key);
  else choices.push({id, names: [key]});
  return choices;
}, []);

/** Every platform id, once. */
export const PLATFORM_IDS: readonly PlatformId[] = PLATFORM_CHOICES.map(({id}) => id);

/*
 * The functions below are self-contained: the inline script that marks the
 * visitor before the first paint (src/plugins/help/visitor.ts) inlines their
 * source, so the page reads the visitor as these do. They use nothing from
 * outside but their arguments.
 */

/**
 * The app platform a browser's user agent suggests: only a phone or a tablet names it well
 * enough (Android; iPhone, iPad, and an iPad that calls itself a Mac with a touch screen). On a
 * computer the visitor may be setting up the app on another device, so nothing is guessed.
 */
export function platformFromUserAgent(userAgent: string, touchPoints = 0): PlatformId | null {
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && touchPoints > 1)) return 'ios';
  return null;
}

/**
 * The one of `ids` a query value or a stored value names, or null for anything
 * else (missing, unknown, malformed, hostile). Case and surrounding spaces
 * are forgiven: the app may write `iOS`. Never throws.
 */
export function platformIn<T extends string>(ids: readonly T[], value: unknown): T | null {
  if (typeof value !== 'string' || value.length > 20) return null;
  const id = value.trim().toLowerCase();
  return ids.find((known) => known === id) ?? null;
}

/**
 * The visitor's platform: the one `?platform=` names, else the stored choice,
 * else, when nothing at all is stored (a visitor who chose "any platform" has
 * something stored), the guess from the browser, which `guessed` marks.
 */
export function choosePlatform<T extends string>(
  fromQuery: T | null,
  stored: string | null,
  fromStored: T | null,
  guess: T | null,
): {platform: T | null; guessed: boolean} {
  const chosen = fromQuery ?? fromStored;
  const guessed = chosen === null && stored === null && guess !== null;
  return {platform: guessed ? guess : chosen, guessed};
}

/** The platform a query value or a stored value names, or null (see `platformIn`). */
export const parsePlatform = (value: unknown): PlatformId | null => platformIn(PLATFORM_IDS, value);

/** True when a limited feature exists on the platform. */
export function limitAllows(limit: PlatformLimitId, platform: PlatformId): boolean {
  return PLATFORM_SCOPES[PLATFORM_LIMITS[limit].scope].platforms.includes(platform);
}

export type EntryPlatformNote = {
  /** The entry's limits the platform lacks. */
  missing: PlatformLimitId[];
  /** False when the entry's whole subject is missing on the platform ("Not on iOS" rather than "Limited on iOS"). */
  partly: boolean;
};

/**
 * What a help entry about limited features (`<Accordion limits="vibrate hapticFeedback" partly>`)
 * says at its top for a visitor on `platform`, or null when nothing is missing there.
 */
export function entryPlatformNote(
  limits: readonly PlatformLimitId[],
  partlyLimited: boolean,
  platform: PlatformId | null,
): EntryPlatformNote | null {
  if (!platform) return null;
  const missing = limits.filter((limit) => !limitAllows(limit, platform));
  if (missing.length === 0) return null;
  // Partly: at least one of its features still works there, or the entry says it is partly limited.
  return {missing, partly: partlyLimited || missing.length < limits.length};
}
