/**
 * The site's map: every canonical route, every alias and the navigation.
 *
 * Paths are relative to the base path (`/deckhopper/` by default). To add an
 * alias, add a line to `ALIASES`; the redirect plugin reads it at build time
 * and the browser tests visit each one.
 */

import {COMMUNITY_LINKS} from './links';

export const ROUTES = {
  home: '/',
  features: '/features',
  setup: '/setup',
  troubleshooting: '/troubleshooting',
  faq: '/faq',
  download: '/download',
  upgrade: '/upgrade',
  patchNotes: '/patch-notes',
  contact: '/contact',
  dataDeletion: '/datadeletion',
  license: '/license',
  privacyPolicy: '/privacy-policy',
  privacyPolicyPro: '/privacy-policy-pro',
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteName];

export type Alias = {from: string; to: RoutePath};

/**
 * Old or alternative addresses that land on a canonical route, keeping the
 * query string and the hash. `/index.html` is not listed: the static host
 * serves the real home page file for it (a redirect there would crash the
 * build, see "Other changes" in CONTRIBUTING.md).
 */
export const ALIASES: readonly Alias[] = [
  {from: '/home', to: ROUTES.home},
  {from: '/privacypolicy', to: ROUTES.privacyPolicy},
  {from: '/support', to: ROUTES.contact},
];

/** Addresses the static host answers with the target page itself. */
export const FILE_ALIASES: readonly Alias[] = [
  {from: '/index.html', to: ROUTES.home},
  {from: '/license.html', to: ROUTES.license},
];

export type NavItem = {
  label: string;
  to: RoutePath;
  /** Where the item sits in the header on large screens. */
  placement: 'main' | 'action' | 'menuOnly';
};

/**
 * Header items in the order the small-screen menu lists them. On large
 * screens `main` items sit left, `action` items are the buttons on the right,
 * and `menuOnly` items appear only in the small-screen menu.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  {label: 'Home', to: ROUTES.home, placement: 'main'},
  {label: 'Features', to: ROUTES.features, placement: 'main'},
  {label: 'Setup', to: ROUTES.setup, placement: 'main'},
  {label: 'FAQ', to: ROUTES.faq, placement: 'main'},
  {label: 'Help', to: ROUTES.troubleshooting, placement: 'main'},
  {label: 'Patch Notes', to: ROUTES.patchNotes, placement: 'menuOnly'},
  {label: 'Upgrade to Pro', to: ROUTES.upgrade, placement: 'action'},
  {label: 'Download', to: ROUTES.download, placement: 'action'},
];

export const FOOTER_LINKS: readonly {label: string; to: RoutePath}[] = [
  {label: 'License Information', to: ROUTES.license},
  {label: 'Privacy Policy', to: ROUTES.privacyPolicy},
  {label: 'Patch Notes', to: ROUTES.patchNotes},
];

/**
 * Where a visitor goes when the help has not solved it, one tap away on
 * every page: in the footer and the small-screen menu. The contact form is
 * for account and purchase problems only; everything else goes to the
 * community chat.
 */
/** On the header's "Get help" items, which the phone menu's help list ends with (src/theme/DocSidebar). */
export const GET_HELP_CLASS = 'navbar-item--getHelp';

export const GET_HELP_LINKS: readonly ({label: string} & ({href: string} | {to: RoutePath}))[] = [
  {label: 'Community chat (Discord)', href: COMMUNITY_LINKS.discord.href},
  {label: 'Contact: accounts and purchases', to: ROUTES.contact},
];
