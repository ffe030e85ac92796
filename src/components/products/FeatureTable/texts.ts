import {translate} from '@docusaurus/Translate';
import type {Feature, FeatureGroup, FeatureId} from '@site/src/data/features';
import {limitNote} from '@site/src/texts/platforms';

/** A group's heading row, in the page's language; called while rendering. */
export function groupLabel(group: FeatureGroup): string {
  const labels: Record<FeatureGroup, string> = {
    general: translate({id: 'features.group.general', message: 'General'}),
    deckManagement: translate({id: 'features.group.deckManagement', message: 'Deck Management'}),
    buttonManagement: translate({id: 'features.group.buttonManagement', message: 'Button Management'}),
    exclusive: translate({id: 'features.group.exclusive', message: 'Exclusive Features'}),
    interface: translate({id: 'features.group.interface', message: 'Interface'}),
    qualityOfLife: translate({id: 'features.group.qualityOfLife', message: 'Quality of Life'}),
    integrations: translate({id: 'features.group.integrations', message: 'Integrations'}),
  };
  return labels[group];
}

/** A feature's name in the page's language. */
export function featureName(feature: Feature): string {
  const names: Record<FeatureId, string> = {
    autoConnect: translate({id: 'features.row.autoConnect', message: 'Auto Connect'}),
    visualDeckList: translate({id: 'features.row.visualDeckList', message: 'Visual Deck List'}),
    touchAndMouse: translate({id: 'features.row.touchAndMouse', message: 'Optimized for touch and mouse'}),
    browserAndObsDock: translate({id: 'features.row.browserAndObsDock', message: 'Browser and OBS Dock Support'}),
    hideDecks: translate({id: 'features.row.hideDecks', message: 'Hide or Disable Decks'}),
    showHiddenDecks: translate({id: 'features.row.showHiddenDecks', message: 'Show and Hide Disabled or Hidden Decks'}),
    interactWithButtons: translate({id: 'features.row.interactWithButtons', message: 'Interact with Buttons'}),
    viewBlockedButtons: translate({id: 'features.row.viewBlockedButtons', message: 'View Blocked Buttons'}),
    advancedButtonMenus: translate({id: 'features.row.advancedButtonMenus', message: 'Advanced Button Menus'}),
    buttonCustomization: translate({id: 'features.row.buttonCustomization', message: 'Button Customization'}),
    transparentButtons: translate({id: 'features.row.transparentButtons', message: 'Transparent Buttons'}),
    buttonOverview: translate({id: 'features.row.buttonOverview', message: 'Button Overview'}),
    proxyButtons: translate({id: 'features.row.proxyButtons', message: 'Proxy Buttons'}),
    twitchEmbedButtons: translate({id: 'features.row.twitchEmbedButtons', message: 'Twitch Embed Buttons'}),
    persistentNavigationBar: translate({
      id: 'features.row.persistentNavigationBar',
      message: 'Persistent Navigation Bar',
    }),
    multipleWindows: translate({id: 'features.row.multipleWindows', message: 'Multiple Windows'}),
    hapticFeedback: translate({id: 'features.row.hapticFeedback', message: 'Haptic Feedback'}),
    disableContextMenu: translate({id: 'features.row.disableContextMenu', message: 'Disable Context Menu'}),
    alwaysOnTop: translate({id: 'features.row.alwaysOnTop', message: 'Always on Top'}),
    keepScreenActive: translate({id: 'features.row.keepScreenActive', message: 'Keep Screen Active'}),
    imageCaching: translate({id: 'features.row.imageCaching', message: 'Image Caching'}),
    launchFlags: translate({id: 'features.row.launchFlags', message: 'Launch Flags'}),
    waitForCommands: translate({id: 'features.row.waitForCommands', message: 'Wait For commands'}),
    popupMessageCommand: translate({id: 'features.row.popupMessageCommand', message: 'Popup Message Command'}),
    openUrlCommand: translate({id: 'features.row.openUrlCommand', message: 'Open URL Command'}),
    vibrateCommand: translate({id: 'features.row.vibrateCommand', message: 'Vibrate Command'}),
  };
  return names[feature.id];
}

/** The short qualifier shown under some features' names: what the feature covers. */
function featureCovers(id: FeatureId): string | undefined {
  const description = 'Under a feature name in the features table: what it covers (lower case)';
  const covers: Partial<Record<FeatureId, string>> = {
    browserAndObsDock: translate({id: 'features.row.browserAndObsDock.covers', message: 'server mode', description}),
    hideDecks: translate({id: 'features.row.hideDecks.covers', message: 'hidden decks stay active', description}),
    interactWithButtons: translate({
      id: 'features.row.interactWithButtons.covers',
      message: 'press, hold, release',
      description,
    }),
    advancedButtonMenus: translate({
      id: 'features.row.advancedButtonMenus.covers',
      message: 'stop, edit, block, reinit default variables, reset SAMMI',
      description,
    }),
    twitchEmbedButtons: translate(
      {
        id: 'features.row.twitchEmbedButtons.covers',
        message: 'supports login ({loginLimit})',
        description: `${description}; {loginLimit}: where logging in works ("Android")`,
      },
      {loginLimit: limitNote('twitchLogin')},
    ),
    waitForCommands: translate({id: 'features.row.waitForCommands.covers', message: 'input popups', description}),
    popupMessageCommand: translate({
      id: 'features.row.popupMessageCommand.covers',
      message: 'auto close, close command',
      description,
    }),
    openUrlCommand: translate({
      id: 'features.row.openUrlCommand.covers',
      message: 'auto close, close command, extra desktop options',
      description,
    }),
  };
  return covers[id];
}

/** The note under a feature's name: what it covers, then its platforms ("server mode, Windows only"). */
export function featureNote(feature: Feature): string | null {
  const parts = [featureCovers(feature.id), feature.limit && limitNote(feature.limit)].filter(Boolean);
  return parts.join(', ') || null;
}
