/**
 * How the site words the platforms and their limits (the facts are in
 * `src/data/platforms.ts`). Call these while rendering, in a component or an
 * MDX expression such as `{limitSentence('server')}`, so `translate()` gives
 * the page's language. A limit's sentence is built from its feature and its
 * scope, so changing a limit's scope in the data is one line, in every language.
 */
import {translate} from '@docusaurus/Translate';
import {
  PLATFORMS,
  PLATFORM_CHOICES,
  PLATFORM_LIMITS,
  limitsWithScope,
  type LimitScope,
  type PlatformId,
  type PlatformKind,
  type PlatformLimit,
  type PlatformLimitId,
  type PlatformName,
  type PlatformScope,
} from '../data/platforms';

/** Names as running text: `['a', 'b', 'c']` → "a, b and c" (or "a, b or c"), in the page's language. */
export function listInText(names: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (names.length <= 1) return names.join('');
  const word =
    conjunction === 'and'
      ? translate({id: 'text.list.and', message: 'and', description: 'Joins the last two items of a list'})
      : translate({id: 'text.list.or', message: 'or', description: 'Joins the last two items of a list of choices'});
  return `${names.slice(0, -1).join(', ')} ${word} ${names.at(-1)}`;
}

/** A platform's name as the site shows it: "Android", "Web browser". */
export function platformName(name: PlatformName): string {
  if (name === 'webBrowser') return translate({id: 'platforms.name.webBrowser', message: 'Web browser'});
  if (name === 'obsDock') return translate({id: 'platforms.name.obsDock', message: 'OBS dock'});
  return PLATFORMS.find((platform) => platform.key === name)?.name ?? name;
}

/** Where a host platform runs the app, in running text: "in a web browser". */
function hostInText(name: PlatformName): string {
  return name === 'obsDock'
    ? translate({id: 'platforms.inText.obsDock', message: 'as an OBS dock'})
    : translate({id: 'platforms.inText.webBrowser', message: 'in a web browser'});
}

const namesOf = (kinds: readonly PlatformKind[]) =>
  PLATFORMS.filter(({kind}) => kinds.includes(kind)).map(({key}) => platformName(key));

/** "Android, iOS, Windows 10, macOS and Linux": the systems with an app of their own. */
export const operatingSystemsText = (): string => listInText(namesOf(['mobile', 'desktop']));

/** "Windows 10, macOS and Linux": the systems of the desktop app. */
export const desktopSystemsText = (): string => listInText(namesOf(['desktop']));

/** "in a web browser or as an OBS dock": where server mode (Pro) runs the app. */
export const hostsText = (): string =>
  listInText(
    PLATFORMS.filter(({kind}) => kind === 'host').map(({key}) => hostInText(key)),
    'or',
  );

/** A choice of the platform picker: "iOS", "Web browser / OBS dock". */
export function platformLabel(id: PlatformId): string {
  const choice = PLATFORM_CHOICES.find((candidate) => candidate.id === id);
  return choice ? choice.names.map(platformName).join(' / ') : id;
}

/** The "Where" column of the settings list: "Mobile". */
export function scopeLabel(scope: PlatformScope): string {
  const labels: Record<PlatformScope, string> = {
    all: translate({id: 'platforms.scope.all.label', message: 'All', description: 'Settings list, Where column'}),
    mobile: translate({id: 'platforms.scope.mobile.label', message: 'Mobile'}),
    android: 'Android',
    desktop: translate({id: 'platforms.scope.desktop.label', message: 'Desktop'}),
    windows: 'Windows',
    notIos: translate({id: 'platforms.scope.notIos.label', message: 'All but iOS'}),
  };
  return labels[scope];
}

/** What a limited feature does where it exists, ending a sentence that starts with the feature. */
function predicate(scope: LimitScope, plural: boolean): string {
  const description = 'Completes a sentence whose subject is a feature ("Server mode …")';
  const predicates: Record<LimitScope, [singular: string, plural: string]> = {
    mobile: [
      translate({
        id: 'platforms.predicate.mobile',
        message: 'works on phones and tablets (Android and iOS) only',
        description,
      }),
      translate({
        id: 'platforms.predicate.mobile.plural',
        message: 'work on phones and tablets (Android and iOS) only',
        description,
      }),
    ],
    android: [
      translate({id: 'platforms.predicate.android', message: 'works on Android only', description}),
      translate({id: 'platforms.predicate.android.plural', message: 'work on Android only', description}),
    ],
    desktop: [
      translate({id: 'platforms.predicate.desktop', message: 'works in the desktop app only', description}),
      translate({id: 'platforms.predicate.desktop.plural', message: 'work in the desktop app only', description}),
    ],
    windows: [
      translate({id: 'platforms.predicate.windows', message: 'works on Windows only', description}),
      translate({id: 'platforms.predicate.windows.plural', message: 'work on Windows only', description}),
    ],
    notIos: [
      translate({id: 'platforms.predicate.notIos', message: 'is not available on iOS', description}),
      translate({id: 'platforms.predicate.notIos.plural', message: 'are not available on iOS', description}),
    ],
  };
  return predicates[scope][plural ? 1 : 0];
}

/** A limited feature as running text names it, in lower case where the language allows: "server mode". */
export function limitFeature(id: PlatformLimitId): string {
  const description = 'A feature limited to some platforms, as the subject of a sentence (lower case)';
  const features: Record<PlatformLimitId, string> = {
    twitchEmbeds: translate({id: 'platforms.feature.twitchEmbeds', message: 'Twitch embeds', description}),
    swipeNavigation: translate({id: 'platforms.feature.swipeNavigation', message: 'swipe navigation', description}),
    floatingHopperButton: translate({
      id: 'platforms.feature.floatingHopperButton',
      message: 'the floating Hopper button',
      description,
    }),
    twitchLogin: translate({
      id: 'platforms.feature.twitchLogin',
      message: 'logging in to Twitch inside an embed',
      description,
    }),
    launchFlags: translate({id: 'platforms.feature.launchFlags', message: 'launch flags', description}),
    server: translate({id: 'platforms.feature.server', message: 'server mode', description}),
    vibrate: translate({id: 'platforms.feature.vibrate', message: 'the Vibrate command', description}),
    hapticFeedback: translate({id: 'platforms.feature.hapticFeedback', message: 'haptic feedback', description}),
    keepAwake: translate({id: 'platforms.feature.keepAwake', message: 'keeping the screen active', description}),
    multipleWindows: translate({id: 'platforms.feature.multipleWindows', message: 'multiple windows', description}),
    alwaysOnTop: translate({id: 'platforms.feature.alwaysOnTop', message: 'Always on Top', description}),
    contextMenu: translate({id: 'platforms.feature.contextMenu', message: 'disabling the context menu', description}),
    openUrlWindow: translate({
      id: 'platforms.feature.openUrlWindow',
      message: 'placing, centring and framing an Open URL window',
      description,
    }),
  };
  return features[id];
}

const capitalize = (text: string) => `${text.charAt(0).toLocaleUpperCase()}${text.slice(1)}`;

function sentence(feature: string, limit: Pick<PlatformLimit, 'scope' | 'plural' | 'current'>): string {
  const values = {feature, predicate: predicate(limit.scope, Boolean(limit.plural))};
  return capitalize(
    limit.current
      ? translate(
          {
            id: 'platforms.limitSentence.current',
            message: '{feature} currently {predicate}.',
            description: 'A platform limit expected to change: "Server mode currently works on Windows only."',
          },
          values,
        )
      : translate(
          {
            id: 'platforms.limitSentence',
            message: '{feature} {predicate}.',
            description: 'A platform limit: "Launch flags work in the desktop app only."',
          },
          values,
        ),
  );
}

/** "Server mode currently works on Windows only." */
export function limitSentence(id: PlatformLimitId): string {
  return sentence(limitFeature(id), PLATFORM_LIMITS[id]);
}

/** "Twitch embeds and swipe navigation are not available on iOS." */
export function notOnIosSentence(): string {
  return sentence(listInText(limitsWithScope('notIos').map(limitFeature)), {scope: 'notIos', plural: true});
}

/** The title of a limited feature's help note: "Desktop only". */
export function limitTitle(id: PlatformLimitId): string {
  const titles: Record<LimitScope, string> = {
    mobile: translate({id: 'platforms.scope.mobile.title', message: 'Phones and tablets only'}),
    android: translate({id: 'platforms.scope.android.title', message: 'Android only'}),
    desktop: translate({id: 'platforms.scope.desktop.title', message: 'Desktop only'}),
    windows: translate({id: 'platforms.scope.windows.title', message: 'Windows only'}),
    notIos: translate({id: 'platforms.scope.notIos.title', message: 'Not on iOS'}),
  };
  return titles[PLATFORM_LIMITS[id].scope];
}

/** The short note for a limited feature, as the features table and the home cards show it: "Windows only". */
export function limitNote(id: PlatformLimitId): string {
  const notes: Record<LimitScope, string> = {
    mobile: translate({id: 'platforms.scope.mobile.note', message: 'mobile'}),
    android: 'Android',
    desktop: translate({id: 'platforms.scope.desktop.note', message: 'desktop'}),
    windows: translate({id: 'platforms.scope.windows.note', message: 'Windows only'}),
    notIos: translate({id: 'platforms.scope.notIos.note', message: 'not on iOS'}),
  };
  return notes[PLATFORM_LIMITS[id].scope];
}
