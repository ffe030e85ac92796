/**
 * The Basic / Pro comparison on /features (SPEC section 3's feature matrix).
 *
 * To add a feature, add one entry to `FEATURES` with its group; the page
 * renders groups in the order of `FEATURE_GROUPS` and rows in the order
 * written here. A feature limited to some platforms names its entry of
 * `PLATFORM_LIMITS` (src/data/platforms.ts), so the table, the settings list
 * and the setup notes say the same. `tests/unit/data/features.test.ts`
 * checks that names are unique and no group is left empty.
 */
import {dt} from '../i18n/dataText';
import {limitNote, type PlatformLimitId} from './platforms';

export type FeatureGroup =
  'general' | 'deckManagement' | 'buttonManagement' | 'exclusive' | 'interface' | 'qualityOfLife' | 'integrations';

export const FEATURE_GROUP_LABELS: Record<FeatureGroup, string> = {
  general: 'General',
  deckManagement: 'Deck Management',
  buttonManagement: 'Button Management',
  exclusive: 'Exclusive Features',
  interface: 'Interface',
  qualityOfLife: 'Quality of Life',
  integrations: 'Integrations',
};

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

export type Feature = {
  name: string;
  /** Short qualifier shown under the name: what it covers. */
  description?: string;
  /** The platforms it is limited to, added to the note under the name. */
  limit?: PlatformLimitId;
  group: FeatureGroup;
  /** Included in Basic. */
  basic: boolean;
  /** Included in Pro. */
  pro: boolean;
};

export const FEATURES: readonly Feature[] = [
  {name: 'Auto Connect', group: 'general', basic: true, pro: true},
  {name: 'Visual Deck List', group: 'general', basic: true, pro: true},
  {name: 'Optimized for touch and mouse', group: 'general', basic: true, pro: true},
  {
    name: 'Browser and OBS Dock Support',
    description: 'server mode',
    limit: 'server',
    group: 'general',
    basic: false,
    pro: true,
  },

  {
    name: 'Hide or Disable Decks',
    description: 'hidden decks stay active',
    group: 'deckManagement',
    basic: false,
    pro: true,
  },
  {name: 'Show and Hide Disabled or Hidden Decks', group: 'deckManagement', basic: true, pro: true},

  {
    name: 'Interact with Buttons',
    description: 'press, hold, release',
    group: 'buttonManagement',
    basic: true,
    pro: true,
  },
  {name: 'View Blocked Buttons', group: 'buttonManagement', basic: true, pro: true},
  {
    name: 'Advanced Button Menus',
    description: 'stop, edit, block, reinit default variables, reset SAMMI',
    group: 'buttonManagement',
    basic: false,
    pro: true,
  },
  {name: 'Button Customization', group: 'buttonManagement', basic: false, pro: true},
  {name: 'Transparent Buttons', group: 'buttonManagement', basic: true, pro: true},

  {name: 'Button Overview', group: 'exclusive', basic: false, pro: true},
  {name: 'Proxy Buttons', group: 'exclusive', basic: false, pro: true},
  {
    name: 'Twitch Embed Buttons',
    description: dt`supports login (${limitNote('twitchLogin')})`,
    limit: 'twitchEmbeds',
    group: 'exclusive',
    basic: false,
    pro: true,
  },

  {name: 'Persistent Navigation Bar', group: 'interface', basic: true, pro: true},
  {name: 'Multiple Windows', limit: 'multipleWindows', group: 'interface', basic: true, pro: true},
  {name: 'Haptic Feedback', limit: 'hapticFeedback', group: 'interface', basic: true, pro: true},
  {name: 'Disable Context Menu', limit: 'contextMenu', group: 'interface', basic: true, pro: true},

  {name: 'Always on Top', limit: 'alwaysOnTop', group: 'qualityOfLife', basic: true, pro: true},
  {name: 'Keep Screen Active', limit: 'keepAwake', group: 'qualityOfLife', basic: true, pro: true},
  {name: 'Image Caching', group: 'qualityOfLife', basic: true, pro: true},
  {name: 'Launch Flags', limit: 'launchFlags', group: 'qualityOfLife', basic: false, pro: true},

  {
    name: 'Wait For commands',
    description: 'input popups',
    group: 'integrations',
    basic: false,
    pro: true,
  },
  {
    name: 'Popup Message Command',
    description: 'auto close, close command',
    group: 'integrations',
    basic: false,
    pro: true,
  },
  {
    name: 'Open URL Command',
    description: 'auto close, close command, extra desktop options',
    group: 'integrations',
    basic: false,
    pro: true,
  },
  {name: 'Vibrate Command', limit: 'vibrate', group: 'integrations', basic: true, pro: true},
];

/** The parts of the note under a feature's name: what it covers, then its platforms. Each is a data text. */
export function featureNoteParts({description, limit}: Feature): string[] {
  return [description, limit ? limitNote(limit) : undefined].filter((part): part is string => Boolean(part));
}

/** The note under a feature's name: what it covers, then its platforms ("server mode, Windows only"). */
export function featureNote(feature: Feature, translate: (text: string) => string = (text) => text): string | null {
  const parts = featureNoteParts(feature).map(translate);
  return parts.length > 0 ? parts.join(', ') : null;
}

export type FeatureSection = {group: FeatureGroup; label: string; features: readonly Feature[]};

/** The matrix grouped for rendering, in display order; pages never filter. */
export const FEATURE_SECTIONS: readonly FeatureSection[] = FEATURE_GROUPS.map((group) => ({
  group,
  label: FEATURE_GROUP_LABELS[group],
  features: FEATURES.filter((feature) => feature.group === group),
}));

/** How many rows only Pro has; used in copy such as "N more features with Pro". */
export const PRO_ONLY_COUNT = FEATURES.filter((feature) => feature.pro && !feature.basic).length;
