/**
 * Every address outside this site, written once.
 *
 * Entries marked `confirm: true` are not given in the product specification;
 * they point at the right place (a store search, the service's home) until a
 * maintainer replaces them with the exact listing. Change them here only:
 * pages, docs and the footer all read this module.
 */

export type ExternalLink = {
  label: string;
  href: string;
  /** True while the address still needs the exact listing from the owner. */
  confirm?: boolean;
};

export const SOCIAL_LINKS = [
  {label: 'X (Twitter)', href: 'https://x.com/search?q=%22Deck%20Hopper%22%20SAMMI', confirm: true},
  {label: 'Patreon', href: 'https://www.patreon.com/search?q=Deck%20Hopper', confirm: true},
  {label: 'itch.io', href: 'https://christinak.itch.io/deck-hopper'},
  {label: 'Ko-fi', href: 'https://ko-fi.com/', confirm: true},
] as const satisfies readonly ExternalLink[];

export const STORE_LINKS = {
  // These three are the listings SAMMI's own Deck App documentation links to.
  googlePlay: {
    label: 'Get it on Google Play',
    href: 'https://play.google.com/store/apps/details?id=ca.christinak.DeckHopper',
  },
  appStore: {
    label: 'Download on the App Store',
    href: 'https://apps.apple.com/us/app/deck-hopper/id6746429701',
  },
  itchDesktop: {
    label: 'Deck Hopper on itch.io',
    href: 'https://christinak.itch.io/deck-hopper',
  },
  itchExtension: {
    label: 'Deck Hopper Advanced Extension on itch.io',
    href: 'https://itch.io/search?q=deck+hopper+extension',
    confirm: true,
  },
} as const satisfies Record<string, ExternalLink>;

export const COMMUNITY_LINKS = {
  discord: {label: 'Discord', href: 'https://discord.com/invite/', confirm: true},
} as const satisfies Record<string, ExternalLink>;

export const SAMMI_LINKS = {
  home: {label: 'SAMMI', href: 'https://sammi.solutions/'},
  docs: {label: 'SAMMI documentation', href: 'https://sammi.solutions/docs/'},
  deckAppCommands: {
    label: 'Deck App commands in the SAMMI documentation',
    href: 'https://sammi.solutions/docs/commands/deck-app',
  },
} as const satisfies Record<string, ExternalLink>;

/** Both support forms post here (a static-form service; no server of ours). */
export const STATIC_FORMS_ENDPOINT = 'https://api.staticforms.xyz/submit';

export const ALL_EXTERNAL_LINKS: readonly ExternalLink[] = [
  ...SOCIAL_LINKS,
  ...Object.values(STORE_LINKS),
  ...Object.values(COMMUNITY_LINKS),
  ...Object.values(SAMMI_LINKS),
];
