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
import {ERROR_TITLE} from '../data/errors';
import {FEATURES, FEATURE_GROUP_LABELS, featureNoteParts} from '../data/features';
import {ALL_FORMS, MESSAGES} from '../data/forms';
import {HOME_CARDS} from '../data/homeCards';
import {VALUE_LABELS} from '../data/buttonStyles';
import {STORE_LINKS} from '../data/links';
import {OVERVIEW_VIDEO, STORE_WIDGETS} from '../data/media';
import {HOME_DESCRIPTION, HOME_TITLE} from '../data/seo';
import {SUPPORT_NEEDS_SENTENCE} from '../data/support';

export type DataTextGroup = 'site' | 'help';

export const DATA_TEXTS: Readonly<Record<DataTextGroup, readonly string[]>> = {
  site: [
    // The editions' wording the help docs still show through <DataText> (src/data/editions.ts);
    // pages use src/components/products/Editions. These go when the docs do too.
    BASIC_COST,
    BASIC_COST_WITH_PRICE,
    BASIC_LIMITS,
    PRO_DESKTOP_COST,
    IOS_EDITION,
    // Home page cards (src/data/homeCards.ts)
    ...HOME_CARDS.flatMap(({title, description}) => [title, description]),
    // Home page title and description (src/data/seo.ts)
    HOME_TITLE,
    HOME_DESCRIPTION,
    // Feature table (src/data/features.ts): groups, names and the notes under them
    ...Object.values(FEATURE_GROUP_LABELS),
    ...FEATURES.flatMap((feature) => [feature.name, ...featureNoteParts(feature)]),
    // Support forms (src/data/forms.ts): texts, labels, hints and every message
    ...ALL_FORMS.flatMap((form) => [
      form.title,
      form.description,
      ...form.fields.flatMap(({label, hint, requiredMessage, patternMessage}) =>
        [label, hint, requiredMessage, patternMessage].filter((text): text is string => text !== undefined),
      ),
      form.submitLabel,
      form.successMessage,
      form.backLabel,
    ]),
    // The arguments only build the templates ("Fill in \"{0}\".", "{0} of {1} characters").
    MESSAGES.required('…'),
    MESSAGES.emailRequired,
    MESSAGES.emailInvalid,
    MESSAGES.accountIdRequired,
    MESSAGES.messageRequired,
    MESSAGES.deletionRequestRequired,
    MESSAGES.tooLong(2, 3),
    MESSAGES.sending,
    MESSAGES.sendTimedOut(20),
    MESSAGES.sendNotConfirmed,
    MESSAGES.framed,
    MESSAGES.openOnOwnPage,
    MESSAGES.summary(1),
    MESSAGES.summary(2),
    MESSAGES.counter(1, 2),
    MESSAGES.errorPrefix,
    MESSAGES.honeypotLabel,
    MESSAGES.maintainerNotice,
    // Error screen (src/data/errors.ts)
    ERROR_TITLE,
    // App store buttons (src/data/links.ts)
    STORE_LINKS.googlePlay.label,
    STORE_LINKS.appStore.label,
    // Embedded videos and store widgets (src/data/media.ts)
    OVERVIEW_VIDEO.title,
    OVERVIEW_VIDEO.fallback.label,
    ...Object.values(STORE_WIDGETS).flatMap(({title, linkLabel}) => [title, linkLabel]),
  ],
  help: [
    // What support needs, as the FAQ still shows it through <DataText> (src/data/support.ts)
    SUPPORT_NEEDS_SENTENCE,
    // The style builder's menus (src/data/buttonStyles.ts)
    ...Object.values(VALUE_LABELS).flatMap((labels) => Object.values(labels)),
  ],
};
