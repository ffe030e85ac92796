import {translate} from '@docusaurus/Translate';
import type {Feature, FeatureGroup, FeatureId} from '@site/src/data/features';
import {limitNote} from '@site/src/texts/platforms';

/** A group's heading row, in the page's language; called while rendering. */
export function groupLabel(group: FeatureGroup): string {
  switch (group) {
    case 'general':
      return translate({id: 'features.group.general', message: 'General'});
    case 'deckManagement':
      return translate({id: 'features.group.deckManagement', message: 'Deck Management'});
    case 'buttonManagement':
      return translate({id: 'features.group.buttonManagement', message: 'Button Management'});
    case 'exclusive':
      return translate({id: 'features.group.exclusive', message: 'Exclusive Features'});
    case 'interface':
      return translate({id: 'features.group.interface', message: 'Interface'});
    case 'qualityOfLife':
      return translate({id: 'features.group.qualityOfLife', message: 'Quality of Life'});
    case 'integrations':
      return translate({id: 'features.group.integrations', message: 'Integrations'});
  }
}

type FeatureTexts = {
  name: string;
  /** Short qualifier shown under the name: what it covers. */
  covers?: string;
};

const coversDescription = 'Under a feature name in the features table: what it covers (lower case)';

function featureTexts(id: FeatureId): FeatureTexts {
  switch (id) {
    case 'autoConnect':
      return {name: translate({id: 'features.row.autoConnect', message: 'Auto Connect'})};
    case 'visualDeckList':
      return {name: translate({id: 'features.row.visualDeckList', message: 'Visual Deck List'})};
    case 'touchAndMouse':
      return {name: translate({id: 'features.row.touchAndMouse', message: 'Optimized for touch and mouse'})};
    case 'browserAndObsDock':
      return {
        name: translate({id: 'features.row.browserAndObsDock', message: 'Browser and OBS Dock Support'}),
        covers: translate({
          id: 'features.row.browserAndObsDock.covers',
          message: 'server mode',
          description: coversDescription,
        }),
      };
    case 'hideDecks':
      return {
        name: translate({id: 'features.row.hideDecks', message: 'Hide or Disable Decks'}),
        covers: translate({
          id: 'features.row.hideDecks.covers',
          message: 'hidden decks stay active',
          description: coversDescription,
        }),
      };
    case 'showHiddenDecks':
      return {name: translate({id: 'features.row.showHiddenDecks', message: 'Show and Hide Disabled or Hidden Decks'})};
    case 'interactWithButtons':
      return {
        name: translate({id: 'features.row.interactWithButtons', message: 'Interact with Buttons'}),
        covers: translate({
          id: 'features.row.interactWithButtons.covers',
          message: 'press, hold, release',
          description: coversDescription,
        }),
      };
    case 'viewBlockedButtons':
      return {name: translate({id: 'features.row.viewBlockedButtons', message: 'View Blocked Buttons'})};
    case 'advancedButtonMenus':
      return {
        name: translate({id: 'features.row.advancedButtonMenus', message: 'Advanced Button Menus'}),
        covers: translate({
          id: 'features.row.advancedButtonMenus.covers',
          message: 'stop, edit, block, reinit default variables, reset SAMMI',
          description: coversDescription,
        }),
      };
    case 'buttonCustomization':
      return {name: translate({id: 'features.row.buttonCustomization', message: 'Button Customization'})};
    case 'transparentButtons':
      return {name: translate({id: 'features.row.transparentButtons', message: 'Transparent Buttons'})};
    case 'buttonOverview':
      return {name: translate({id: 'features.row.buttonOverview', message: 'Button Overview'})};
    case 'proxyButtons':
      return {name: translate({id: 'features.row.proxyButtons', message: 'Proxy Buttons'})};
    case 'twitchEmbedButtons':
      return {
        name: translate({id: 'features.row.twitchEmbedButtons', message: 'Twitch Embed Buttons'}),
        covers: translate(
          {
            id: 'features.row.twitchEmbedButtons.covers',
            message: 'supports login ({loginLimit})',
            description: `${coversDescription}; {loginLimit}: where logging in works ("Android")`,
          },
          {loginLimit: limitNote('twitchLogin')},
        ),
      };
    case 'persistentNavigationBar':
      return {name: translate({id: 'features.row.persistentNavigationBar', message: 'Persistent Navigation Bar'})};
    case 'multipleWindows':
      return {name: translate({id: 'features.row.multipleWindows', message: 'Multiple Windows'})};
    case 'hapticFeedback':
      return {name: translate({id: 'features.row.hapticFeedback', message: 'Haptic Feedback'})};
    case 'disableContextMenu':
      return {name: translate({id: 'features.row.disableContextMenu', message: 'Disable Context Menu'})};
    case 'alwaysOnTop':
      return {name: translate({id: 'features.row.alwaysOnTop', message: 'Always on Top'})};
    case 'keepScreenActive':
      return {name: translate({id: 'features.row.keepScreenActive', message: 'Keep Screen Active'})};
    case 'imageCaching':
      return {name: translate({id: 'features.row.imageCaching', message: 'Image Caching'})};
    case 'launchFlags':
      return {name: translate({id: 'features.row.launchFlags', message: 'Launch Flags'})};
    case 'waitForCommands':
      return {
        name: translate({id: 'features.row.waitForCommands', message: 'Wait For commands'}),
        covers: translate({
          id: 'features.row.waitForCommands.covers',
          message: 'input popups',
          description: coversDescription,
        }),
      };
    case 'popupMessageCommand':
      return {
        name: translate({id: 'features.row.popupMessageCommand', message: 'Popup Message Command'}),
        covers: translate({
          id: 'features.row.popupMessageCommand.covers',
          message: 'auto close, close command',
          description: coversDescription,
        }),
      };
    case 'openUrlCommand':
      return {
        name: translate({id: 'features.row.openUrlCommand', message: 'Open URL Command'}),
        covers: translate({
          id: 'features.row.openUrlCommand.covers',
          message: 'auto close, close command, extra desktop options',
          description: coversDescription,
        }),
      };
    case 'vibrateCommand':
      return {name: translate({id: 'features.row.vibrateCommand', message: 'Vibrate Command'})};
  }
}

/** A feature's name in the page's language. */
export const featureName = (feature: Feature): string => featureTexts(feature.id).name;

/** The note under a feature's name: what it covers, then its platforms ("server mode, Windows only"). */
export function featureNote(feature: Feature): string | null {
  const parts = [featureTexts(feature.id).covers, feature.limit ? limitNote(feature.limit) : undefined].filter(
    (part): part is string => Boolean(part),
  );
  return parts.length > 0 ? parts.join(', ') : null;
}
