import {translate} from '@docusaurus/Translate';
import type {HomeCardId} from '@site/src/data/homeCards';
import {hostsText, limitNote, operatingSystemsText} from '@site/src/texts/platforms';

export type CardTexts = {title: string; description: string};

/** A card's title and description in the page's language; called while rendering. */
export function cardTexts(id: HomeCardId): CardTexts {
  const cards: Record<HomeCardId, CardTexts> = {
    navigateDecks: {
      title: translate({id: 'home.card.navigateDecks.title', message: 'View & Navigate Decks'}),
      description: translate({
        id: 'home.card.navigateDecks.description',
        message:
          'See every deck from SAMMI Core in a visual list, then move between decks with a swipe, the scroll wheel or the arrow keys.',
      }),
    },
    hideDecks: {
      title: translate({id: 'home.card.hideDecks.title', message: 'Disable or Hide Decks'}),
      description: translate({
        id: 'home.card.hideDecks.description',
        message:
          'Long-tap or right-click a deck in the deck list to disable or hide it. A hidden deck stays active and can still be switched to by command; a disabled one does not.',
      }),
    },
    buttonMenus: {
      title: translate({id: 'home.card.buttonMenus.title', message: 'Advanced Button Menus'}),
      description: translate({
        id: 'home.card.buttonMenus.description',
        message: "Open a button's menu to stop, edit or block it, reinitialise its default variables, or reset SAMMI.",
      }),
    },
    proxyButtons: {
      title: translate({id: 'home.card.proxyButtons.title', message: 'Create Proxy Buttons'}),
      description: translate({
        id: 'home.card.proxyButtons.description',
        message:
          'Reuse a button on another deck: a proxy button points to the original and takes on its look and triggers.',
      }),
    },
    twitchEmbeds: {
      title: translate({id: 'home.card.twitchEmbeds.title', message: 'Twitch Embed Buttons'}),
      description: translate({
        id: 'home.card.twitchEmbeds.description',
        message:
          "Show a Twitch channel's video, chat or both right on a button, with Twitch login support. Not available on iOS.",
      }),
    },
    searchButtons: {
      title: translate({id: 'home.card.searchButtons.title', message: 'Search & Filter Buttons'}),
      description: translate({
        id: 'home.card.searchButtons.description',
        message: 'The button overview lists all your buttons in one place, so the one you need is quick to find.',
      }),
    },
    customization: {
      title: translate({id: 'home.card.customization.title', message: 'Customization Options'}),
      description: translate(
        {
          id: 'home.card.customization.description',
          message:
            'Transparent buttons, Always on Top ({alwaysOnTop}) and Keep Screen Active ({keepAwake}) come free; Pro adds your own text colour, alignment, weight and shadow.',
          description: '{alwaysOnTop}, {keepAwake}: where each feature works ("desktop", "mobile")',
        },
        {alwaysOnTop: limitNote('alwaysOnTop'), keepAwake: limitNote('keepAwake')},
      ),
    },
    platforms: {
      title: translate({id: 'home.card.platforms.title', message: 'Multiplatform Support'}),
      description: translate(
        {
          id: 'home.card.platforms.description',
          message: 'Use Deck Hopper on {systems}; with Pro, also {hosts} through server mode.',
          description:
            '{systems}: the operating systems with an app, as a list; {hosts}: where server mode runs the app ("in a web browser or …")',
        },
        {systems: operatingSystemsText(), hosts: hostsText()},
      ),
    },
  };
  return cards[id];
}
