/**
 * Which texts of `src/data` pages show, by reference: the registry
 * `npm run write-translations` turns into `i18n/<locale>/deckhopper-data-texts/`.
 * A component shows one with `useDataText()`, an MDX page with `<DataText>`.
 *
 * Two groups, two translation files: `site` (the product pages, forms and
 * site furniture) and `help` (the help pages and their tools). To make a new
 * data text translatable, list it here and run `npm run write-translations`.
 */
import {BASIC_COST, BASIC_COST_WITH_PRICE, BASIC_LIMITS, IOS_EDITION, PRO_DESKTOP_COST} from '../data/editions';
import {HOME_CARDS} from '../data/homeCards';
import {VALUE_LABELS} from '../data/buttonStyles';
import {CONNECTION_STEPS, FIX_LINK_TEXTS, fixTemplate} from '../data/connectionSteps';
import {PROJECT_ORIGIN} from '../data/constants';
import {SAMMI_LINKS} from '../data/links';
import {
  DESKTOP_SYSTEMS_TEXT,
  HOSTS_TEXT,
  NOT_ON_IOS_SENTENCE,
  OPERATING_SYSTEMS_TEXT,
  PLATFORM_CHOICES,
  PLATFORM_LIMITS,
  PLATFORM_SCOPES,
  limitSentence,
  type PlatformLimitId,
} from '../data/platforms';
import {APP_SETTINGS, LAUNCH_FLAGS} from '../data/settings';
import {SUPPORT_NEEDS, SUPPORT_NEEDS_INTRO, SUPPORT_NEEDS_SENTENCE} from '../data/support';

export type DataTextGroup = 'site' | 'help';

export const DATA_TEXTS: Readonly<Record<DataTextGroup, readonly string[]>> = {
  site: [
    // Editions and prices (src/data/editions.ts)
    BASIC_COST,
    BASIC_COST_WITH_PRICE,
    BASIC_LIMITS,
    PRO_DESKTOP_COST,
    IOS_EDITION,
    // Home page cards (src/data/homeCards.ts)
    ...HOME_CARDS.flatMap(({title, description}) => [title, description]),
  ],
  help: [
    // Platforms (src/data/platforms.ts)
    OPERATING_SYSTEMS_TEXT,
    DESKTOP_SYSTEMS_TEXT,
    HOSTS_TEXT,
    ...PLATFORM_CHOICES.map(({label}) => label),
    ...Object.values(PLATFORM_SCOPES).flatMap(({label, title}) => [label, title]),
    ...(Object.keys(PLATFORM_LIMITS) as PlatformLimitId[]).map(limitSentence),
    NOT_ON_IOS_SENTENCE,
    // Settings and launch flags (src/data/settings.ts); setting names stay as the app shows them
    ...APP_SETTINGS.flatMap(({description, see}) => (see ? [description, see.words] : [description])),
    ...LAUNCH_FLAGS.map(({description}) => description),
    // The connection check (src/data/connectionSteps.ts)
    ...CONNECTION_STEPS.flatMap(({question, summary, fix}) => [question, summary, fixTemplate(fix)]),
    ...FIX_LINK_TEXTS,
    // What support needs (src/data/support.ts)
    SUPPORT_NEEDS_INTRO,
    ...SUPPORT_NEEDS.flatMap(({item, where}) => (where ? [item, where] : [item])),
    SUPPORT_NEEDS_SENTENCE,
    // The style builder's menus (src/data/buttonStyles.ts)
    ...Object.values(VALUE_LABELS).flatMap((labels) => Object.values(labels)),
    // Sentences the help docs show from other modules
    PROJECT_ORIGIN,
    SAMMI_LINKS.deckAppCommands.label,
  ],
};
