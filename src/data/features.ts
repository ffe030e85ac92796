/**
 * The Basic / Pro comparison on /features (SPEC section 3's feature matrix).
 *
 * To add a feature, add one entry to `FEATURES` with a new id and its group:
 * the page renders groups in the order of `FEATURE_GROUPS` and rows in the
 * order written here, and the FeatureTable component words each row by its
 * id (a new id does not compile until it has its name there). A feature
 * limited to some platforms names its entry of `PLATFORM_LIMITS`
 * (src/data/platforms.ts), so the table, the settings list and the setup
 * notes say the same. `tests/unit/data/features.test.ts` checks that ids are
 * unique and no group is left empty.
 */
import type {PlatformLimitId} from './platforms';

export type FeatureGroup =
  'general' | 'deckManagement' | 'buttonManagement' | 'exclusive' | 'interface' | 'qualityOfLife' | 'integrations';

/** Display order of the groups in the table. */
export const FEATURE_GROUPS: readonly FeatureGroup[] = [
  'general',
  'deckManagement',
  'buttonManagement',
  'exclusive',
  'interface',
  'qualityOfLife',
  'integrations',
];

export type FeatureId =
  | 'autoConnect'
  | 'visualDeckList'
  | 'touchAndMouse'
  | 'browserAndObsDock'
  | 'hideDecks'
  | 'showHiddenDecks'
  | 'interactWithButtons'
  | 'viewBlockedButtons'
  | 'advancedButtonMenus'
  | 'buttonCustomization'
  | 'transparentButtons'
  | 'buttonOverview'
  | 'proxyButtons'
  | 'twitchEmbedButtons'
  | 'persistentNavigationBar'
  | 'multipleWindows'
  | 'hapticFeedback'
  | 'disableContextMenu'
  | 'alwaysOnTop'
  | 'keepScreenActive'
  | 'imageCaching'
  | 'launchFlags'
  | 'waitForCommands'
  | 'popupMessageCommand'
  | 'openUrlCommand'
  | 'vibrateCommand';

export type Feature = {
  id: FeatureId;
  /** The platforms it is limited to, added to the note under its name. */
  limit?: PlatformLimitId;
  group: FeatureGroup;
  /** Included in Basic. */
  basic: boolean;
  /** Included in Pro. */
  pro: boolean;
};

export const FEATURES: readonly Feature[] = [
  {id: 'autoConnect', group: 'general', basic: true, pro: true},
  {id: 'visualDeckList', group: 'general', basic: true, pro: true},
  {id: 'touchAndMouse', group: 'general', basic: true, pro: true},
  {id: 'browserAndObsDock', limit: 'server', group: 'general', basic: false, pro: true},

  {id: 'hideDecks', group: 'deckManagement', basic: false, pro: true},
  {id: 'showHiddenDecks', group: 'deckManagement', basic: true, pro: true},

  {id: 'interactWithButtons', group: 'buttonManagement', basic: true, pro: true},
  {id: 'viewBlockedButtons', group: 'buttonManagement', basic: true, pro: true},
  {id: 'advancedButtonMenus', group: 'buttonManagement', basic: false, pro: true},
  {id: 'buttonCustomization', group: 'buttonManagement', basic: false, pro: true},
  {id: 'transparentButtons', group: 'buttonManagement', basic: true, pro: true},

  {id: 'buttonOverview', group: 'exclusive', basic: false, pro: true},
  {id: 'proxyButtons', group: 'exclusive', basic: false, pro: true},
  {id: 'twitchEmbedButtons', limit: 'twitchEmbeds', group: 'exclusive', basic: false, pro: true},

  {id: 'persistentNavigationBar', group: 'interface', basic: true, pro: true},
  {id: 'multipleWindows', limit: 'multipleWindows', group: 'interface', basic: true, pro: true},
  {id: 'hapticFeedback', limit: 'hapticFeedback', group: 'interface', basic: true, pro: true},
  {id: 'disableContextMenu', limit: 'contextMenu', group: 'interface', basic: true, pro: true},

  {id: 'alwaysOnTop', limit: 'alwaysOnTop', group: 'qualityOfLife', basic: true, pro: true},
  {id: 'keepScreenActive', limit: 'keepAwake', group: 'qualityOfLife', basic: true, pro: true},
  {id: 'imageCaching', group: 'qualityOfLife', basic: true, pro: true},
  {id: 'launchFlags', limit: 'launchFlags', group: 'qualityOfLife', basic: false, pro: true},

  {id: 'waitForCommands', group: 'integrations', basic: false, pro: true},
  {id: 'popupMessageCommand', group: 'integrations', basic: false, pro: true},
  {id: 'openUrlCommand', group: 'integrations', basic: false, pro: true},
  {id: 'vibrateCommand', limit: 'vibrate', group: 'integrations', basic: true, pro: true},
];

export type FeatureSection = {group: FeatureGroup; features: readonly Feature[]};

/** The matrix grouped for rendering, in display order; pages never filter. */
export const FEATURE_SECTIONS: readonly FeatureSection[] = FEATURE_GROUPS.map((group) => ({
  group,
  features: FEATURES.filter((feature) => feature.group === group),
}));

/** How many rows only Pro has; used in copy such as "N more features with Pro". */
export const PRO_ONLY_COUNT = FEATURES.filter((feature) => feature.pro && !feature.basic).length;
