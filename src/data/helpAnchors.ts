/**
 * Every accordion entry of the three help docs, in page order.
 *
 * The app opens these anchors directly (`/setup#proxyButtons`), so an id,
 * once published, must never change. The MDX files write the same ids, titles
 * and Pro flags by hand; `tests/unit/data/helpAnchors.test.ts` fails when a
 * doc and this list drift apart. To add an entry: add it here, then add the
 * matching `<Accordion>` at the same position in the doc.
 */
import type {TOCItem} from '@docusaurus/mdx-loader';
import {ROUTES} from './routes';

export type HelpPage = 'setup' | 'troubleshooting' | 'faq';

export type HelpEntry = {
  /** Anchor id, used in URLs: camelCase, never renamed. */
  id: string;
  title: string;
  /** Shows the Pro badge: the feature needs Deck Hopper Pro. */
  pro?: boolean;
};

export const HELP_PAGE_ROUTES = {
  setup: ROUTES.setup,
  troubleshooting: ROUTES.troubleshooting,
  faq: ROUTES.faq,
} as const satisfies Record<HelpPage, string>;

export const HELP_ENTRIES = {
  setup: [
    {id: 'initialSetup', title: 'Initial setup'},
    {id: 'deckHopperServer', title: 'Deck Hopper Server (browser and OBS dock)', pro: true},
    {id: 'navigation', title: 'Navigation'},
    {id: 'enableDisableDecks', title: 'Enable and disable decks', pro: true},
    {id: 'hideDecks', title: 'Hide decks', pro: true},
    {id: 'stopResetButtons', title: 'Stop and reset buttons', pro: true},
    {id: 'floatingHopperButton', title: 'Floating Hopper button'},
    {id: 'buttonOverview', title: 'Button overview', pro: true},
    {id: 'proxyButtons', title: 'Proxy buttons', pro: true},
    {id: 'twitchEmbeds', title: 'Twitch embeds', pro: true},
    {id: 'panelWaitForCommands', title: 'Wait For commands', pro: true},
    {id: 'popupMessage', title: 'Popup message', pro: true},
    {id: 'showUrl', title: 'Open URL', pro: true},
    {id: 'vibrateDevice', title: 'Vibrate device'},
    {id: 'customButtonText', title: 'Custom button text', pro: true},
    {id: 'launchFlags', title: 'Launch flags', pro: true},
    {id: 'settings', title: 'Settings'},
  ],
  troubleshooting: [
    {id: 'emptyScreen', title: 'Android shows an empty or white screen'},
    {id: 'instantlyCloses', title: 'Desktop version instantly closes'},
    {id: 'connectionIssues', title: 'Cannot connect to SAMMI'},
    {id: 'stabilityIssues', title: 'Constant disconnects and reconnects'},
    {id: 'proVersionIssues', title: 'Pro or Basic not recognised'},
    {id: 'accountIssues', title: 'Account problems'},
    {id: 'deckVisibility', title: 'Deck list wrong or decks missing'},
    {id: 'buttonPress', title: 'Button press does nothing'},
    {id: 'imageLoading', title: 'Images not loading'},
    {id: 'featureIssues', title: 'A feature is not working'},
    {id: 'switchDeckIssues', title: 'Switch Deck button broken'},
    {id: 'twitchEmbed', title: 'Missing Twitch embed', pro: true},
    {id: 'vibration', title: 'No vibration or haptics'},
  ],
  faq: [
    {id: 'canUseFree', title: 'Can I use Deck Hopper for free?'},
    {id: 'differencePro', title: 'What is the difference between Basic and Pro?'},
    {id: 'betaProgram', title: 'How do I join the beta programme?'},
    {id: 'suggestFeature', title: 'How can I suggest a feature?'},
    {id: 'switchDeck', title: 'How do I switch decks from a SAMMI button?'},
    {id: 'reportBug', title: 'How do I report a bug?'},
    {id: 'minAndroid', title: 'Which Android version do I need?'},
    {id: 'iosWear', title: 'Is Deck Hopper available on iOS or on a watch?'},
    {id: 'desktopPlatforms', title: 'Which desktop platforms are supported?'},
    {id: 'differenceApps', title: 'How is Deck Hopper different from SAMMI’s own deck?'},
    {id: 'remoteConnection', title: 'Can I connect from outside my home network?'},
    {id: 'rabbits', title: 'Why the rabbits?'},
    {id: 'notFreeAnymore', title: 'Why is Deck Hopper not completely free?'},
  ],
} as const satisfies Record<HelpPage, readonly HelpEntry[]>;

export const HELP_PAGES = Object.keys(HELP_ENTRIES) as HelpPage[];

/** The anchor ids of every help page, flattened with their page. */
export const HELP_ANCHORS: readonly {page: HelpPage; id: string}[] = HELP_PAGES.flatMap((page) =>
  HELP_ENTRIES[page].map(({id}) => ({page, id})),
);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The "On this page" list of a help doc. MDX only collects markdown headings,
 * and the accordion titles are components, so each doc exports this instead.
 */
export function helpToc(page: HelpPage): TOCItem[] {
  return HELP_ENTRIES[page].map(({id, title}) => ({id, value: escapeHtml(title), level: 2}));
}
