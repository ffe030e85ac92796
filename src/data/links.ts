/**
 * Every address outside this site, written once.
 *
 * Some addresses are not given in the product specification and still need
 * the owner's word. Such an entry carries `confirm`, saying where its address
 * comes from; it is the best working public address known, never a search or
 * an empty profile. A social page with no known address has `href: null` and
 * stays out of the footer. `npm run facts` lists every entry still waiting,
 * with its line here: change it here only, pages, docs and the footer all
 * read this module. `tests/unit/data/links.test.ts` fails on an unmarked
 * search page, bare invite or empty profile.
 */

import type {PlatformId} from './platforms';

export type ExternalLink = {
  /** The page's name, for the footer and the owner's list of facts (`npm run facts`); pages word their links themselves. */
  label: string;
  href: string;
  /** Set while the owner has not confirmed the address: where it comes from. */
  confirm?: string;
};

/** A social page; `href` is null while its address is unknown. */
export type SocialLink = Omit<ExternalLink, 'href'> & {href: string | null};

export const STORE_LINKS = {
  // These three are the listings SAMMI's own Deck App documentation links to.
  googlePlay: {
    label: 'Google Play',
    href: 'https://play.google.com/store/apps/details?id=ca.christinak.DeckHopper',
  },
  appStore: {
    label: 'App Store',
    href: 'https://apps.apple.com/us/app/deck-hopper/id6746429701',
  },
  itchDesktop: {
    label: 'Deck Hopper on itch.io',
    href: 'https://christinak.itch.io/deck-hopper',
  },
  itchExtension: {
    label: 'Deck Hopper Advanced Extension on itch.io',
    href: 'https://christinak.itch.io/',
    confirm:
      "The developer's itch.io page, which lists the developer's projects; replace it with the extension's own page.",
  },
} as const satisfies Record<string, ExternalLink>;

// Typed, not `as const`: an address still to be found (null) is filled in later.
export const SOCIAL_LINKS: Readonly<Record<'x' | 'patreon' | 'itch' | 'kofi', SocialLink>> = {
  x: {
    label: 'X (Twitter)',
    href: 'https://x.com/christina_kral',
    confirm: "The founder's account, as SAMMI's documentation links it; replace it if Deck Hopper has its own.",
  },
  patreon: {
    label: 'Patreon',
    href: 'https://www.patreon.com/Christinna',
    confirm: "The founder's Patreon page, as SAMMI's documentation links it; check that it runs the beta programme.",
  },
  itch: {label: 'itch.io', href: STORE_LINKS.itchDesktop.href},
  kofi: {
    label: 'Ko-fi',
    href: null,
    confirm: 'No public Ko-fi page is known; the footer leaves the link out until its address is set.',
  },
};

/** Where the app updates on a phone: its store (a desktop app updates itself after a restart). */
export const PHONE_STORE_LINKS: Partial<Record<PlatformId, ExternalLink>> = {
  ios: STORE_LINKS.appStore,
  android: STORE_LINKS.googlePlay,
};

const hasAddress = (link: SocialLink): link is ExternalLink => link.href !== null;

/** The footer's social links, in order, without those whose address is unknown. */
export const FOOTER_SOCIAL_LINKS: readonly ExternalLink[] = Object.values<SocialLink>(SOCIAL_LINKS).filter(hasAddress);

export const COMMUNITY_LINKS = {
  discord: {
    label: 'Discord',
    href: 'https://discord.gg/dXez8Zh',
    confirm:
      "SAMMI's community server, as SAMMI's documentation links it; confirm it is where Deck Hopper bug reports go.",
  },
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

/** Every link of this module the site can show (social pages without an address left out). */
export const ALL_EXTERNAL_LINKS: readonly ExternalLink[] = [
  ...FOOTER_SOCIAL_LINKS,
  ...Object.values(STORE_LINKS),
  ...Object.values(COMMUNITY_LINKS),
  ...Object.values(SAMMI_LINKS),
];

/** Every entry still waiting for the owner, social pages without an address included. */
export const LINKS_TO_CONFIRM: readonly SocialLink[] = [
  ...Object.values<SocialLink>(SOCIAL_LINKS),
  ...Object.values<ExternalLink>(STORE_LINKS),
  ...Object.values<ExternalLink>(COMMUNITY_LINKS),
  ...Object.values<ExternalLink>(SAMMI_LINKS),
].filter((link) => link.confirm !== undefined);
