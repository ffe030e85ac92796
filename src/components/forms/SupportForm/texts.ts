/**
 * The words of the support forms, in the page's language. The forms' facts
 * (fields, names, limits, patterns) are in src/data/forms.ts; each function
 * here is called while rendering, so `translate()` gives the locale's text.
 * A form or a field without its words here does not compile.
 */
import {translate} from '@docusaurus/Translate';
import {ACCOUNT_ID_LOCATION, type FieldDefinition, type FieldId, type FormId} from '@site/src/data/forms';

export type FormTexts = {
  title: string;
  description: string;
  submitLabel: string;
  /** The whole page once StaticForms has accepted the submission. */
  successMessage: string;
  /** Link from the thank-you view back to an empty form. */
  backLabel: string;
  /** What the form is for, told to assistants (WebMCP's `tooldescription`). */
  toolDescription: string;
};

export function formTexts(id: FormId): FormTexts {
  const forms: Record<FormId, FormTexts> = {
    contact: {
      title: translate({id: 'forms.contact.title', message: 'Contact support'}),
      description: translate({
        id: 'forms.contact.description',
        message: 'Write to Deck Hopper support about your account, your Pro licence or a purchase.',
      }),
      submitLabel: translate({id: 'forms.contact.submit', message: 'Send message'}),
      successMessage: translate({
        id: 'forms.contact.success',
        message: 'Thank you for your submission! We will get back to you shortly.',
      }),
      backLabel: translate({id: 'forms.contact.back', message: 'Back to the contact form'}),
      toolDescription: translate({
        id: 'forms.contact.toolDescription',
        message:
          'Prepares a message to Deck Hopper support about a problem with the person’s account, Pro licence or a purchase, and only those: help and bug questions go to the help pages and the community chat. The person reads the form and sends it.',
      }),
    },
    dataDeletion: {
      title: translate({id: 'forms.dataDeletion.title', message: 'Data deletion request'}),
      description: translate({
        id: 'forms.dataDeletion.description',
        message: 'Ask for the data Deck Hopper keeps about your account to be deleted.',
      }),
      submitLabel: translate({id: 'forms.dataDeletion.submit', message: 'Send deletion request'}),
      successMessage: translate({
        id: 'forms.dataDeletion.success',
        message: "We've received your deletion request! We will get back to you shortly.",
      }),
      backLabel: translate({id: 'forms.dataDeletion.back', message: 'Back to the data deletion form'}),
      toolDescription: translate({
        id: 'forms.dataDeletion.toolDescription',
        message:
          'Prepares a request that Deck Hopper delete the data it keeps about the person’s account. The person reads the form and sends it.',
      }),
    },
  };
  return forms[id];
}

export type FieldTexts = {
  label: string;
  /** A short help line under the label. */
  hint: string;
  /** Shown when a required field is empty (or only spaces). */
  required: string;
  /** Shown when the value is not an e-mail address or does not match the field's pattern (also the control's `title`). */
  invalid: string;
  /** What the field takes, told to assistants (WebMCP's `toolparamdescription`). */
  toolParam: string;
};

/** "Fill in "User ID".": a field's own messages say more, this is the fallback. */
const fillIn = (label: string) =>
  translate(
    {id: 'forms.message.required', message: 'Fill in "{label}".', description: "{label}: the field's label"},
    {label},
  );

export function fieldTexts(id: FieldId): FieldTexts {
  switch (id) {
    case 'email':
      return {
        label: translate({id: 'forms.field.email.label', message: 'E-mail address'}),
        hint: translate({id: 'forms.field.email.hint', message: 'We answer to this address.'}),
        required: translate({id: 'forms.field.email.required', message: 'Enter your e-mail address.'}),
        invalid: translate({
          id: 'forms.field.email.invalid',
          message: "This e-mail address doesn't look right. Check it has an @ and a domain, like name@example.com.",
        }),
        toolParam: translate({
          id: 'forms.field.email.toolParam',
          message: 'The person’s own e-mail address, where support answers.',
        }),
      };
    case 'discordName': {
      const label = translate({id: 'forms.field.discordName.label', message: 'Discord username (optional)'});
      return {
        label,
        hint: translate({
          id: 'forms.field.discordName.hint',
          message: 'Only if you would like us to reach you on Discord as well.',
        }),
        required: fillIn(label),
        invalid: fillIn(label),
        toolParam: translate({
          id: 'forms.field.discordName.toolParam',
          message: 'Optional: the person’s Discord username, only if they want support to reach them on Discord too.',
        }),
      };
    }
    case 'accountId': {
      const values = {location: ACCOUNT_ID_LOCATION};
      const required = translate(
        {
          id: 'forms.field.accountId.required',
          message: 'Enter your user ID. You find it in the app under {location}.',
          description: "{location}: the app's menu path, in English as the app shows it",
        },
        values,
      );
      return {
        label: translate({id: 'forms.field.accountId.label', message: 'User ID'}),
        hint: translate(
          {
            id: 'forms.field.accountId.hint',
            message: 'In the app: {location}.',
            description: "{location}: the app's menu path, in English as the app shows it",
          },
          values,
        ),
        required,
        // A user ID of spaces is an empty one.
        invalid: required,
        toolParam: translate(
          {
            id: 'forms.field.accountId.toolParam',
            message: 'The person’s Deck Hopper user ID, shown in the app under {location}.',
            description: "{location}: the app's menu path, in English as the app shows it",
          },
          values,
        ),
      };
    }
    case 'message': {
      const label = translate({id: 'forms.field.message.label', message: 'Describe the issue'});
      return {
        label,
        hint: translate({id: 'forms.field.message.hint', message: 'Include the link to your purchase receipt.'}),
        required: translate({id: 'forms.field.message.required', message: 'Describe the problem with your account.'}),
        invalid: fillIn(label),
        toolParam: translate({
          id: 'forms.field.message.toolParam',
          message:
            'The problem with the account, the Pro licence or the purchase, in the person’s words, with the link to the purchase receipt.',
        }),
      };
    }
    case 'deletionRequest': {
      const label = translate({id: 'forms.field.deletionRequest.label', message: 'What should we delete?'});
      return {
        label,
        hint: translate({
          id: 'forms.field.deletionRequest.hint',
          message: 'For example your whole account, or only the e-mail address stored for your Pro licence.',
        }),
        required: translate({id: 'forms.field.deletionRequest.required', message: 'Tell us what you want deleted.'}),
        invalid: fillIn(label),
        toolParam: translate({
          id: 'forms.field.deletionRequest.toolParam',
          message:
            'What to delete: the whole account, or only part of its data, such as the e-mail address stored for the Pro licence.',
        }),
      };
    }
  }
}

/** What is wrong with a field's value; the field shows it in words (`fieldErrorText`). */
export type FieldError = {kind: 'required'} | {kind: 'invalid'} | {kind: 'tooLong'; max: number; length: number};

export function fieldErrorText(field: FieldDefinition, error: FieldError): string {
  switch (error.kind) {
    case 'required':
      return fieldTexts(field.id).required;
    case 'invalid':
      return fieldTexts(field.id).invalid;
    case 'tooLong':
      return translate(
        {
          id: 'forms.message.tooLong',
          message: 'This is too long: {length} characters, the limit is {max}. Shorten it a little.',
        },
        {length: error.length, max: error.max},
      );
  }
}

/** Why the last send is not known to have reached support; the form says so above its button. */
export type SendProblem =
  {kind: 'refused'} | {kind: 'unreachable'} | {kind: 'unclear'} | {kind: 'timedOut'; seconds: number};

export function sendProblemText(problem: SendProblem): string {
  switch (problem.kind) {
    case 'refused':
      return translate({
        id: 'forms.message.sendRefused',
        message:
          'The form service could not accept the form just now, so nothing was sent. Your text is still here: try again in a few minutes.',
      });
    case 'unreachable':
      return translate({
        id: 'forms.message.sendUnreachable',
        message:
          'The form service could not be reached, so nothing was sent. Your text is still here: check your connection, then try again.',
      });
    case 'unclear':
      return translate({
        id: 'forms.message.sendUnclear',
        message:
          'The form service’s answer could not be read, so your message may not have arrived. Your text is still here. To avoid sending it twice, wait a few minutes before sending it again, and say in it that it is a second try.',
      });
    case 'timedOut':
      return translate(
        {
          id: 'forms.message.sendTimedOut',
          message:
            'The form service did not answer within {seconds} seconds, so nothing is known to be sent. Your text is still here: check your connection, then send it again.',
        },
        {seconds: problem.seconds},
      );
  }
}

/** Above the button after a failed attempt: how many fields need attention. */
export function summaryText(count: number): string {
  return count === 1
    ? translate({id: 'forms.message.summary.one', message: 'One field needs your attention before this can be sent.'})
    : translate(
        {id: 'forms.message.summary.other', message: '{count} fields need your attention before this can be sent.'},
        {count},
      );
}

/** "1234 of 5000 characters", under a field near its limit. */
export function counterText(length: number, max: number): string {
  return translate(
    {id: 'forms.message.counter', message: '{length} of {max} characters', description: 'Under a field near its limit'},
    {length, max},
  );
}

/** The forms' short messages, in the page's language; called while rendering. */
export const formMessages = () => ({
  sending: translate({
    id: 'forms.message.sending',
    message: 'Sending…',
    description: 'The submit button while the form is sent',
  }),
  /** The label of the hidden honeypot field (only bots see it). */
  honeypotLabel: translate({id: 'forms.message.honeypotLabel', message: 'Leave this field empty'}),
  /** The same, told to assistants (WebMCP): a value there makes the form send nothing. */
  honeypotTool: translate({
    id: 'forms.message.honeypotTool',
    message: 'Always leave empty: a trap for spam robots. Any value here stops the form from being sent.',
  }),
  /** Before the maintainer notice of a build without a form access key. */
  maintainerNotice: translate({id: 'forms.message.maintainerNotice', message: 'For the site maintainer:'}),
  /** Before the thank-you in the page's HTML, for browsers that show it without the stylesheet that hides it. */
  afterSending: translate({id: 'forms.message.afterSending', message: 'Once the form is sent, this page says:'}),
});
