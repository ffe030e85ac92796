/**
 * The two support forms: their fields, limits and what they post.
 *
 * Field `name`s are what StaticForms receives and what lands in the support
 * inbox, so renaming one changes the e-mails support gets. A name starting
 * with `$` is shown by StaticForms as a custom field. To add a field, add an
 * entry to the form's `fields` with a new `FieldId`: the form, its
 * validation, its draft and the tests all read this module, and TypeScript
 * then asks for the field's words in src/components/forms/SupportForm/texts.ts.
 */
import {ROUTES, type RoutePath} from './routes';

export type FormId = 'contact' | 'dataDeletion';

/** Which field it is, whatever form it sits in; its words are looked up by this id. */
export type FieldId = 'email' | 'discordName' | 'accountId' | 'message' | 'deletionRequest';

export type FieldType = 'email' | 'text' | 'textarea';

export type FieldDefinition = {
  id: FieldId;
  /** The name posted to StaticForms. */
  name: string;
  type: FieldType;
  required: boolean;
  /** Longest value accepted after trimming. */
  maxLength: number;
  /** Browser autofill token. */
  autoComplete?: string;
  /**
   * What the whole (trimmed) value must match, in the syntax of the HTML
   * `pattern` attribute, so a browser without the scripts refuses what the
   * scripts refuse. Not for textareas: browsers ignore it there.
   */
  pattern?: string;
};

export type FormDefinition = {
  id: FormId;
  /** The form's own page; StaticForms sends the visitor back here. */
  route: RoutePath;
  fields: readonly FieldDefinition[];
  /** The field a `?about=<help entry id>` address fills in, if the form takes one. */
  aboutField?: string;
  /** Its name as a WebMCP tool (the `toolname` of the form), the same in every language. */
  toolName: string;
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
 * The attribute a tiny script in the form page sets on the form's wrapper
 * while the page is parsed, so the thank-you for `?form=success` shows in the
 * first paint, long before React runs. (A page framed by another site gives
 * way to the frame guard's notice: src/plugins/frameGuard.) On the wrapper, not on `<html>`: Docusaurus copies every
 * `?docusaurus-data-*` query parameter onto `<html>`, so there a link could
 * hide the form or show the thank-you.
 */
export const FORM_PAGE_ATTRIBUTES = {success: 'data-form-success'} as const;

/** How long a send may take before the form gives the controls back. */
export const SEND_TIMEOUT_MS = 20_000;

/** Counters appear once a value reaches this share of its field's limit. */
export const COUNTER_THRESHOLD = 0.8;

/** sessionStorage key of a form's draft. */
export const draftStorageKey = (id: FormId): string => `deckhopper.formDraft.${id}`;

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

const EMAIL_FIELD: FieldDefinition = {
  id: 'email',
  name: 'email',
  type: 'email',
  required: true,
  maxLength: 254,
  autoComplete: 'email',
  pattern: EMAIL_PATTERN,
};

const ACCOUNT_ID_FIELD: FieldDefinition = {
  id: 'accountId',
  name: '$accountID',
  type: 'text',
  required: true,
  maxLength: 128,
  autoComplete: 'off',
  // A user ID of spaces is no user ID.
  pattern: NOT_BLANK_PATTERN,
};

export const FORMS = {
  contact: {
    id: 'contact',
    route: ROUTES.contact,
    fields: [
      EMAIL_FIELD,
      {id: 'discordName', name: '$DiscordName', type: 'text', required: false, maxLength: 64, autoComplete: 'off'},
      ACCOUNT_ID_FIELD,
      {id: 'message', name: 'message', type: 'textarea', required: true, maxLength: 5000},
    ],
    aboutField: 'message',
    toolName: 'contactSupport',
  },
  dataDeletion: {
    id: 'dataDeletion',
    route: ROUTES.dataDeletion,
    fields: [
      EMAIL_FIELD,
      ACCOUNT_ID_FIELD,
      {id: 'deletionRequest', name: '$deletionRequest', type: 'textarea', required: true, maxLength: 5000},
    ],
    toolName: 'requestDataDeletion',
  },
} as const satisfies Record<FormId, FormDefinition>;

export const ALL_FORMS: readonly FormDefinition[] = Object.values(FORMS);
