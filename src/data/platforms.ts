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

export type Platform = {
  id: PlatformId;
  name: string;
  kind: PlatformKind;
  /** How running text names a host platform: "as an OBS dock". */
  inText?: string;
};

/** In the order the site lists them. The browser and the OBS dock share the `browser` id. */
export const PLATFORMS: readonly Platform[] = [
  {id: 'android', name: 'Android', kind: 'mobile'},
  {id: 'ios', name: 'iOS', kind: 'mobile'},
  {id: 'windows', name: 'Windows 10', kind: 'desktop'},
  {id: 'macos', name: 'macOS', kind: 'desktop'},
  {id: 'linux', name: 'Linux', kind: 'desktop'},
  {id: 'browser', name: 'Web browser', kind: 'host', inText: 'in a web browser'},
  {id: 'browser', name: 'OBS dock', kind: 'host', inText: 'as an OBS dock'},
];

const namesOf = (kinds: readonly PlatformKind[]): string[] =>
  PLATFORMS.filter(({kind}) => kinds.includes(kind)).map(({name}) => name);

/** The operating systems with an app of their own, in display order. */
export const OPERATING_SYSTEMS: readonly string[] = namesOf(['mobile', 'desktop']);
/** The systems of the desktop app (sold on itch.io). */
export const DESKTOP_SYSTEMS: readonly string[] = namesOf(['desktop']);

/**
 * Names as running text: `['a', 'b', 'c']` → "a, b and c" (or "a, b or c").
 * A translated page passes its own word for "and" or "or".
 */
export function listInText(names: readonly string[], conjunction: string = 'and'): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
}

/** "Android, iOS, Windows 10, macOS and Linux", for descriptions and cards. */
export const OPERATING_SYSTEMS_TEXT = listInText(OPERATING_SYSTEMS);
/** "Windows 10, macOS and Linux". */
export const DESKTOP_SYSTEMS_TEXT = listInText(DESKTOP_SYSTEMS);
/** "in a web browser or as an OBS dock": where server mode (Pro) runs the app. */
export const HOSTS_TEXT = listInText(
  PLATFORMS.filter(({kind}) => kind === 'host').map(({name, inText}) => inText ?? name),
  'or',
);

/** A set of platforms a feature or a setting is limited to, and how the site words it. */
export type PlatformScope = 'all' | 'mobile' | 'android' | 'desktop' | 'windows' | 'notIos';

export type ScopeWording = {
  platforms: readonly PlatformId[];
  /** The "Where" column of the settings list: "Mobile". */
  label: string;
  /** The same in running text and the features table's notes: "mobile". */
  note: string;
  /** Title of a help note: "Android only". */
  title: string;
  /** Completes a sentence that starts with the feature, for one thing and for several: "works on Android only". */
  predicate: readonly [singular: string, plural: string];
};

export const PLATFORM_SCOPES: Record<PlatformScope, ScopeWording> = {
  all: {
    platforms: ['android', 'ios', 'windows', 'macos', 'linux', 'browser'],
    label: 'All',
    note: 'all platforms',
    title: 'Every platform',
    predicate: ['works everywhere', 'work everywhere'],
  },
  mobile: {
    platforms: ['android', 'ios'],
    label: 'Mobile',
    note: 'mobile',
    title: 'Phones and tablets only',
    predicate: [
      'works on phones and tablets (Android and iOS) only',
      'work on phones and tablets (Android and iOS) only',
    ],
  },
  android: {
    platforms: ['android'],
    label: 'Android',
    note: 'Android',
    title: 'Android only',
    predicate: ['works on Android only', 'work on Android only'],
  },
  desktop: {
    platforms: ['windows', 'macos', 'linux'],
    label: 'Desktop',
    note: 'desktop',
    title: 'Desktop only',
    predicate: ['works in the desktop app only', 'work in the desktop app only'],
  },
  windows: {
    platforms: ['windows'],
    label: 'Windows',
    note: 'Windows only',
    title: 'Windows only',
    predicate: ['works on Windows only', 'work on Windows only'],
  },
  notIos: {
    platforms: ['android', 'windows', 'macos', 'linux', 'browser'],
    label: 'All but iOS',
    note: 'not on iOS',
    title: 'Not on iOS',
    predicate: ['is not available on iOS', 'are not available on iOS'],
  },
};

export type PlatformLimit = {
  /** The feature as running text names it: "server mode", "Twitch embeds". */
  feature: string;
  scope: PlatformScope;
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
 * mobile, since it presents iOS as available (see DECISIONS).
 */
export const PLATFORM_LIMITS = {
  twitchEmbeds: {feature: 'Twitch embeds', scope: 'notIos', plural: true},
  swipeNavigation: {feature: 'swipe navigation', scope: 'notIos'},
  floatingHopperButton: {feature: 'the floating Hopper button', scope: 'android'},
  twitchLogin: {feature: 'logging in to Twitch inside an embed', scope: 'android'},
  launchFlags: {feature: 'launch flags', scope: 'desktop', plural: true},
  server: {feature: 'server mode', scope: 'windows', current: true},
  vibrate: {feature: 'the Vibrate command', scope: 'android'},
  hapticFeedback: {feature: 'haptic feedback', scope: 'mobile'},
  keepAwake: {feature: 'keeping the screen active', scope: 'mobile'},
  multipleWindows: {feature: 'multiple windows', scope: 'desktop', plural: true},
  alwaysOnTop: {feature: 'Always on Top', scope: 'desktop'},
  contextMenu: {feature: 'disabling the context menu', scope: 'desktop'},
  openUrlWindow: {feature: 'placing, centring and framing an Open URL window', scope: 'desktop'},
} as const satisfies Record<string, PlatformLimit>;

export type PlatformLimitId = keyof typeof PLATFORM_LIMITS;

const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** "Server mode currently works on Windows only." */
export function limitSentence(id: PlatformLimitId): string {
  const limit: PlatformLimit = PLATFORM_LIMITS[id];
  const predicate = PLATFORM_SCOPES[limit.scope].predicate[limit.plural ? 1 : 0];
  return `${capitalize(limit.feature)} ${limit.current ? `currently ${predicate}` : predicate}.`;
}

/** The limited features with this scope, e.g. everything that is `notIos`. */
export function limitsWithScope(scope: PlatformScope): PlatformLimitId[] {
  return (Object.keys(PLATFORM_LIMITS) as PlatformLimitId[]).filter((id) => PLATFORM_LIMITS[id].scope === scope);
}

/** "Twitch embeds and swipe navigation are not available on iOS." */
export const NOT_ON_IOS_SENTENCE = `${capitalize(
  listInText(limitsWithScope('notIos').map((id) => PLATFORM_LIMITS[id].feature)),
)} ${PLATFORM_SCOPES.notIos.predicate[1]}.`;

/** The title of a limited feature's help note: "Desktop only". */
export function limitTitle(id: PlatformLimitId): string {
  return PLATFORM_SCOPES[PLATFORM_LIMITS[id].scope].title;
}

/** The short note for a limited feature, as tables and cards show it: "Windows only". */
export function limitNote(id: PlatformLimitId): string {
  return PLATFORM_SCOPES[PLATFORM_LIMITS[id].scope].note;
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

export type PlatformChoice = {id: PlatformId; label: string};

/** The choices of the platform picker, one per id: "Web browser / OBS dock" shares `browser`. */
export const PLATFORM_CHOICES: readonly PlatformChoice[] = PLATFORMS.reduce<PlatformChoice[]>((choices, {id, name}) => {
  const known = choices.find((choice) => choice.id === id);
  if (known) known.label = `${known.label} / ${name}`;
  else choices.push({id, label: name});
  return choices;
}, []);

const PLATFORM_IDS: ReadonlySet<string> = new Set(PLATFORM_CHOICES.map(({id}) => id));

/**
 * The platform a query value or a stored value names, or null for anything
 * else (missing, unknown, malformed, hostile). Case and surrounding spaces
 * are forgiven: the app may write `iOS`. Never throws.
 */
export function parsePlatform(value: unknown): PlatformId | null {
  if (typeof value !== 'string' || value.length > 20) return null;
  const id = value.trim().toLowerCase();
  return PLATFORM_IDS.has(id) ? (id as PlatformId) : null;
}

/** The label of a platform, as the picker and the notes show it: "iOS". */
export function platformLabel(id: PlatformId): string {
  return PLATFORM_CHOICES.find((choice) => choice.id === id)?.label ?? id;
}

/** True when a limited feature exists on the platform. */
export function limitAllows(limit: PlatformLimitId, platform: PlatformId): boolean {
  return PLATFORM_SCOPES[PLATFORM_LIMITS[limit].scope].platforms.includes(platform);
}

/**
 * Help entries about a limited feature, by anchor id. When the visitor has
 * chosen a platform a limit leaves out, the entry says so at its top; the
 * entry's own note (a `<PlatformLimitNote>` in its body) stays for everyone.
 * `partly` entries still apply there, apart from the limited feature.
 */
export const HELP_ENTRY_LIMITS: Readonly<Record<string, {limits: readonly PlatformLimitId[]; partly?: boolean}>> = {
  // /setup
  deckHopperServer: {limits: ['server']},
  navigation: {limits: ['swipeNavigation'], partly: true},
  floatingHopperButton: {limits: ['floatingHopperButton']},
  twitchEmbeds: {limits: ['twitchEmbeds']},
  vibrateDevice: {limits: ['vibrate']},
  launchFlags: {limits: ['launchFlags']},
  showUrl: {limits: ['openUrlWindow'], partly: true},
  // /troubleshooting
  twitchEmbed: {limits: ['twitchEmbeds']},
  vibration: {limits: ['vibrate', 'hapticFeedback'], partly: true},
};

export type EntryPlatformNote = {
  /** "Not on iOS" or "Limited on iOS", shown beside the entry's title. */
  badge: string;
  /** The limits' sentences, shown at the top of the entry. */
  sentences: string[];
  /** False when the entry's whole subject is missing on the platform. */
  partly: boolean;
};

/** What an entry says at its top for a visitor on `platform`, or null when nothing is missing there. */
export function entryPlatformNote(entryId: string, platform: PlatformId | null): EntryPlatformNote | null {
  const entry = platform ? HELP_ENTRY_LIMITS[entryId] : undefined;
  if (!entry || !platform) return null;
  const missing = entry.limits.filter((limit) => !limitAllows(limit, platform));
  if (missing.length === 0) return null;
  // Partly: at least one of its features still works there, or the entry says it is partly limited.
  const partly = Boolean(entry.partly) || missing.length < entry.limits.length;
  return {
    badge: `${partly ? 'Limited' : 'Not'} on ${platformLabel(platform)}`,
    sentences: missing.map(limitSentence),
    partly,
  };
}
