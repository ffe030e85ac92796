/**
 * The eight "Why Choose Deck Hopper?" cards on the home page.
 *
 * Each card names an icon and a colour from the unions below; the
 * HomeCards component draws the icon and maps the colour to a shade that
 * keeps the white icon readable in light and dark mode. Descriptions state
 * only what the product specification says.
 */
import {dt} from '../i18n/dataText';
import {HOSTS_TEXT, OPERATING_SYSTEMS_TEXT, limitNote} from './platforms';

export type CardIcon = 'decks' | 'eyeOff' | 'menu' | 'proxy' | 'embed' | 'search' | 'palette' | 'devices';

export type CardColor = 'violet' | 'red' | 'blue' | 'teal' | 'purple' | 'orange' | 'pink' | 'green';

export type HomeCard = {
  title: string;
  description: string;
  icon: CardIcon;
  color: CardColor;
  /** True when the feature needs Deck Hopper Pro. */
  pro: boolean;
};

export const HOME_CARDS: readonly HomeCard[] = [
  {
    title: 'View & Navigate Decks',
    description:
      'See every deck from SAMMI Core in a visual list, then move between decks with a swipe, the scroll wheel or the arrow keys.',
    icon: 'decks',
    color: 'violet',
    pro: false,
  },
  {
    title: 'Disable or Hide Decks',
    description:
      'Long-tap or right-click a deck in the deck list to disable or hide it. A hidden deck stays active and can still be switched to by command; a disabled one does not.',
    icon: 'eyeOff',
    color: 'red',
    pro: true,
  },
  {
    title: 'Advanced Button Menus',
    description: "Open a button's menu to stop, edit or block it, reinitialise its default variables, or reset SAMMI.",
    icon: 'menu',
    color: 'blue',
    pro: true,
  },
  {
    title: 'Create Proxy Buttons',
    description:
      'Reuse a button on another deck: a proxy button points to the original and takes on its look and triggers.',
    icon: 'proxy',
    color: 'teal',
    pro: true,
  },
  {
    title: 'Twitch Embed Buttons',
    description:
      "Show a Twitch channel's video, chat or both right on a button, with Twitch login support. Not available on iOS.",
    icon: 'embed',
    color: 'purple',
    pro: true,
  },
  {
    title: 'Search & Filter Buttons',
    description: 'The button overview lists all your buttons in one place, so the one you need is quick to find.',
    icon: 'search',
    color: 'orange',
    pro: true,
  },
  {
    title: 'Customization Options',
    description: dt`Transparent buttons, Always on Top (${limitNote('alwaysOnTop')}) and Keep Screen Active (${limitNote('keepAwake')}) come free; Pro adds your own text colour, alignment, weight and shadow.`,
    icon: 'palette',
    color: 'pink',
    pro: false,
  },
  {
    title: 'Multiplatform Support',
    description: dt`Use Deck Hopper on ${OPERATING_SYSTEMS_TEXT}; with Pro, also ${HOSTS_TEXT} through server mode.`,
    icon: 'devices',
    color: 'green',
    pro: false,
  },
];
