/**
 * The eight "Why Choose Deck Hopper?" cards on the home page, in order.
 *
 * Each card names an icon and a colour from the unions below; the
 * HomeCards component draws the icon, maps the colour to a shade that keeps
 * the white icon readable in light and dark mode, and words each card by its
 * id (a new id does not compile until the component has its title and
 * description). Descriptions state only what the product specification says.
 */

export type HomeCardId =
  | 'navigateDecks'
  | 'hideDecks'
  | 'buttonMenus'
  | 'proxyButtons'
  | 'twitchEmbeds'
  | 'searchButtons'
  | 'customization'
  | 'platforms';

export type CardIcon = 'decks' | 'eyeOff' | 'menu' | 'proxy' | 'embed' | 'search' | 'palette' | 'devices';

export type CardColor = 'violet' | 'red' | 'blue' | 'teal' | 'purple' | 'orange' | 'pink' | 'green';

export type HomeCard = {
  id: HomeCardId;
  icon: CardIcon;
  color: CardColor;
  /** True when the feature needs Deck Hopper Pro. */
  pro: boolean;
};

export const HOME_CARDS: readonly HomeCard[] = [
  {id: 'navigateDecks', icon: 'decks', color: 'violet', pro: false},
  {id: 'hideDecks', icon: 'eyeOff', color: 'red', pro: true},
  {id: 'buttonMenus', icon: 'menu', color: 'blue', pro: true},
  {id: 'proxyButtons', icon: 'proxy', color: 'teal', pro: true},
  {id: 'twitchEmbeds', icon: 'embed', color: 'purple', pro: true},
  {id: 'searchButtons', icon: 'search', color: 'orange', pro: true},
  {id: 'customization', icon: 'palette', color: 'pink', pro: false},
  {id: 'platforms', icon: 'devices', color: 'green', pro: false},
];
