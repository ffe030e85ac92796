/**
 * The two support forms: their fields, limits, messages and texts.
 *
 * Field `name`s are what StaticForms receives and what lands in the support
 * inbox, so renaming one changes the e-mails support gets. A name starting
 * with `$` is shown by StaticForms as a custom field. To add a field, add an
 * entry to the form's `fields`; the form, its validation, its draft and the
 * tests all read this module.
 */
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

/** Counters appear once a value reaches this share of its field's limit. */
export const COUNTER_THRESHOLD = 0.8;

/** sessionStorage key of a form's draft. */
export const draftStorageKey = (id: FormId): string => `deckhopper.formDraft.${id}`;

/** Where the app shows the user ID that the `$accountID` field asks for. */
export const ACCOUNT_ID_LOCATION = 'Menu › Account › Get User ID';

export const MESSAGES = {
  required: (label: string) => `Fill in "${label}".`,
  emailRequired: 'Enter your e-mail address.',
  emailInvalid:
    "This e-mail address doesn't look right. Check it has an @ and a domain, like name@example.com.",
  accountIdRequired: `Enter your user ID. You find it in the app under ${ACCOUNT_ID_LOCATION}.`,
  messageRequired: 'Describe the problem with your account.',
  deletionRequestRequired: 'Tell us what you want deleted.',
  tooLong: (max: number, length: number) =>
    `This is too long: ${length} characters, the limit is ${max}. Shorten it a little.`,
  summary: (count: number) =>
    count === 1
      ? 'One field needs your attention before this can be sent.'
      : `${count} fields need your attention before this can be sent.`,
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
};

const ACCOUNT_ID_FIELD: FieldDefinition = {
  name: '$accountID',
  label: 'User ID',
  type: 'text',
  required: true,
  maxLength: 128,
  hint: `In the app: ${ACCOUNT_ID_LOCATION}.`,
  autoComplete: 'off',
  requiredMessage: MESSAGES.accountIdRequired,
};

export const FORMS = {
  contact: {
    id: 'contact',
    route: ROUTES.contact,
    title: 'Contact support',
    description:
      'Write to Deck Hopper support about your account, your Pro licence or a purchase.',
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
