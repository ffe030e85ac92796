/**
 * The two support forms: their fields, limits, messages and texts.
 *
 * Field `name`s are what StaticForms receives and what lands in the support
 * inbox, so renaming one changes the e-mails support gets. A name starting
 * with `$` is shown by StaticForms as a custom field. To add a field, add an
 * entry to the form's `fields`; the form, its validation, its draft and the
 * tests all read this module.
 */
import {dt} from '../i18n/dataText';
import {ROUTES, type RoutePath} from './routes';

export type FormId = 'contact' | 'dataDeletion';

export type FieldType = 'email' | 'text' | 'textarea';

export type FieldDefinition = {
  /** The name posted to StaticForms. */
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  /** Longest value accepted after trimming. */
  maxLength: number;
  /** A short help line under the label. */
  hint?: string;
  /** Browser autofill token. */
  autoComplete?: string;
  /** Shown when a required field is empty (or only spaces). */
  requiredMessage?: string;
  /**
   * What the whole (trimmed) value must match, in the syntax of the HTML
   * `pattern` attribute, so a browser without the scripts refuses what the
   * scripts refuse. Not for textareas: browsers ignore it there.
   */
  pattern?: string;
  /** Shown when the value does not match `pattern` (also the control's `title`). */
  patternMessage?: string;
};

export type FormDefinition = {
  id: FormId;
  /** The form's own page; StaticForms sends the visitor back here. */
  route: RoutePath;
  title: string;
  description: string;
  fields: readonly FieldDefinition[];
  submitLabel: string;
  /** The whole page once StaticForms has accepted the submission. */
  successMessage: string;
  /** Link from the thank-you view back to an empty form. */
  backLabel: string;
  /** The field a `?about=<help entry id>` address fills in, if the form takes one. */
  aboutField?: string;
};

/** Hidden fields StaticForms reads; they are never part of a draft. */
export const HIDDEN_FIELD_NAMES = {
  honeypot: 'honeypot',
  replyTo: 'replyTo',
  redirectTo: 'redirectTo',
  accessKey: 'accessKey',
} as const;

/** `@` tells StaticForms to reply to the address in the `email` field. */
export const REPLY_TO_EMAIL_FIELD = '@';

/** Query StaticForms' redirect adds, which switches a form page to its thank-you view. */
export const SUCCESS_PARAM = {name: 'form', value: 'success'} as const;
export const SUCCESS_QUERY = `?${SUCCESS_PARAM.name}=${SUCCESS_PARAM.value}`;

/**
 * The id of the thank-you block every form page carries in its HTML. The
 * service returns to `?form=success#form-success`: the fragment lets the
 * stylesheet alone (`:target`) show the thank-you without any script.
 */
export const SUCCESS_FRAGMENT = 'form-success';
export const SUCCESS_RETURN = `${SUCCESS_QUERY}#${SUCCESS_FRAGMENT}`;

/**
 * Attributes a tiny script in the form page sets on `<html>` while the page
 * is parsed: the thank-you for `?form=success` shows in the first paint,
 * long before React runs, and a form framed by another page hides itself.
 */
export const FORM_PAGE_ATTRIBUTES = {success: 'data-form-success', framed: 'data-framed'} as const;

/** How long a send may take before the form gives the controls back. */
export const SEND_TIMEOUT_MS = 20_000;

/** Counters appear once a value reaches this share of its field's limit. */
export const COUNTER_THRESHOLD = 0.8;

/** sessionStorage key of a form's draft. */
export const draftStorageKey = (id: FormId): string => `deckhopper.formDraft.${id}`;

/**
 * sessionStorage key set just before this tab posts a form. Only when it is
 * there does the thank-you view throw the draft away: a stray success address
 * (a bookmark, a shared link) keeps a draft that was never sent.
 */
export const sentMarkerKey = (id: FormId): string => `deckhopper.formSending.${id}`;

/** The whole value has something other than spaces (an HTML `pattern`). */
export const NOT_BLANK_PATTERN = '.*\\S.*';

/**
 * An e-mail address: one local part, an @, and a domain with at least one
 * dot, none of them containing spaces or a second @. Deliberately loose: it
 * catches typos (a missing @ or domain, `a@b`) without rejecting unusual but
 * real addresses. HTML `pattern` syntax; the scripts use the same text.
 */
export const EMAIL_PATTERN = '[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+';

/** Where the app shows the user ID that the `$accountID` field asks for. */
export const ACCOUNT_ID_LOCATION = 'Menu › Account › Get User ID';

/**
 * Every text here is a data text (src/i18n/dataTexts.ts): components show it
 * through `useDataText()`. Messages with a number or a label in them are `dt`
 * templates, so translators see "Fill in \"{0}\"." and the label itself is
 * translated too.
 */
export const MESSAGES = {
  required: (label: string) => dt`Fill in "${label}".`,
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: "This e-mail address doesn't look right. Check it has an @ and a domain, like name@example.com.",
  accountIdRequired: dt`Enter your user ID. You find it in the app under ${ACCOUNT_ID_LOCATION}.`,
  messageRequired: 'Describe the problem with your account.',
  deletionRequestRequired: 'Tell us what you want deleted.',
  tooLong: (max: number, length: number) =>
    dt`This is too long: ${length} characters, the limit is ${max}. Shorten it a little.`,
  sending: 'Sending…',
  sendTimedOut: (seconds: number) =>
    dt`The form service did not answer within ${seconds} seconds, so nothing is known to be sent. Your text is still here: check your connection, then send it again.`,
  sendNotConfirmed:
    'Your last send was not confirmed by the form service. Your text is still here: check it, then send it again.',
  framed: 'For your safety this form only works on its own page.',
  openOnOwnPage: 'Open the form on its own page',
  summary: (count: number) =>
    count === 1
      ? 'One field needs your attention before this can be sent.'
      : dt`${count} fields need your attention before this can be sent.`,
  /** "1234 of 5000 characters", under a field near its limit. */
  counter: (length: number, max: number) => dt`${length} of ${max} characters`,
  /** Read before each error message by screen readers. */
  errorPrefix: 'Error: ',
  /** The label of the hidden honeypot field (only bots see it). */
  honeypotLabel: 'Leave this field empty',
  /** Before the maintainer notice of a build without a form access key. */
  maintainerNotice: 'For the site maintainer:',
} as const;

const EMAIL_FIELD: FieldDefinition = {
  name: 'email',
  label: 'E-mail address',
  type: 'email',
  required: true,
  maxLength: 254,
  hint: 'We answer to this address.',
  autoComplete: 'email',
  requiredMessage: MESSAGES.emailRequired,
  pattern: EMAIL_PATTERN,
  patternMessage: MESSAGES.emailInvalid,
};

const ACCOUNT_ID_FIELD: FieldDefinition = {
  name: '$accountID',
  label: 'User ID',
  type: 'text',
  required: true,
  maxLength: 128,
  hint: dt`In the app: ${ACCOUNT_ID_LOCATION}.`,
  autoComplete: 'off',
  requiredMessage: MESSAGES.accountIdRequired,
  // A user ID of spaces is no user ID.
  pattern: NOT_BLANK_PATTERN,
  patternMessage: MESSAGES.accountIdRequired,
};

export const FORMS = {
  contact: {
    id: 'contact',
    route: ROUTES.contact,
    title: 'Contact support',
    description: 'Write to Deck Hopper support about your account, your Pro licence or a purchase.',
    fields: [
      EMAIL_FIELD,
      {
        name: '$DiscordName',
        label: 'Discord username (optional)',
        type: 'text',
        required: false,
        maxLength: 64,
        hint: 'Only if you would like us to reach you on Discord as well.',
        autoComplete: 'off',
      },
      ACCOUNT_ID_FIELD,
      {
        name: 'message',
        label: 'Describe the issue',
        type: 'textarea',
        required: true,
        maxLength: 5000,
        hint: 'Include the link to your purchase receipt.',
        requiredMessage: MESSAGES.messageRequired,
      },
    ],
    submitLabel: 'Send message',
    successMessage: 'Thank you for your submission! We will get back to you shortly.',
    backLabel: 'Back to the contact form',
    aboutField: 'message',
  },
  dataDeletion: {
    id: 'dataDeletion',
    route: ROUTES.dataDeletion,
    title: 'Data deletion request',
    description: 'Ask for the data Deck Hopper keeps about your account to be deleted.',
    fields: [
      EMAIL_FIELD,
      ACCOUNT_ID_FIELD,
      {
        name: '$deletionRequest',
        label: 'What should we delete?',
        type: 'textarea',
        required: true,
        maxLength: 5000,
        hint: 'For example your whole account, or only the e-mail address stored for your Pro licence.',
        requiredMessage: MESSAGES.deletionRequestRequired,
      },
    ],
    submitLabel: 'Send deletion request',
    successMessage: "We've received your deletion request! We will get back to you shortly.",
    backLabel: 'Back to the data deletion form',
  },
} as const satisfies Record<FormId, FormDefinition>;

export const ALL_FORMS: readonly FormDefinition[] = Object.values(FORMS);
