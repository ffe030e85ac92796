/**
 * @jest-environment node
 */
import {FORMS, type FieldDefinition} from '@site/src/data/forms';
import {fieldErrorText, fieldTexts} from '@site/src/components/forms/SupportForm/texts';
import {isEmailAddress, trimValues, validateField, validateForm} from '@site/src/components/forms/SupportForm/validate';

const field = (name: string) => {
  const found = FORMS.contact.fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no contact field ${name}`);
  return found;
};

/** What the field says under itself for this value, or null when it is fine. */
const message = (definition: FieldDefinition, value: string) => {
  const error = validateField(definition, value);
  return error && fieldErrorText(definition, error);
};

describe('isEmailAddress', () => {
  it.each(['name@example.com', 'first.last+tag@mail.example.co.uk', 'x@y.io'])('accepts %s', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it.each([
    'name',
    'name@',
    '@example.com',
    'name@example',
    'na me@example.com',
    'a@b@c.com',
    'name@.com',
    'name@example.',
  ])('rejects %s', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });
});

describe('validateField', () => {
  it('asks for each required field in plain words', () => {
    expect(validateField(field('email'), '')).toEqual({kind: 'required'});
    expect(message(field('email'), '')).toBe('Enter your e-mail address.');
    expect(message(field('$accountID'), '')).toBe(
      'Enter your user ID. You find it in the app under Menu › Account › Get User ID.',
    );
    expect(message(field('message'), '')).toBe('Describe the problem with your account.');
    const deletion = FORMS.dataDeletion.fields.find(({name}) => name === '$deletionRequest')!;
    expect(message(deletion, '')).toBe('Tell us what you want deleted.');
  });

  it('treats spaces and line breaks alone as empty', () => {
    expect(validateField(field('email'), '   ')).toEqual({kind: 'required'});
    expect(validateField(field('message'), ' \n\t ')).toEqual({kind: 'required'});
  });

  it('explains an address that does not look right', () => {
    expect(validateField(field('email'), 'name.example.com')).toEqual({kind: 'invalid'});
    expect(message(field('email'), 'name.example.com')).toBe(
      "This e-mail address doesn't look right. Check it has an @ and a domain, like name@example.com.",
    );
  });

  it('accepts an address with spaces around it', () => {
    expect(validateField(field('email'), '  name@example.com \n')).toBeNull();
  });

  it('lets the optional Discord username stay empty', () => {
    expect(validateField(field('$DiscordName'), '')).toBeNull();
    expect(validateField(field('$DiscordName'), '   ')).toBeNull();
  });

  it('reports a value over the limit with its length', () => {
    expect(validateField(field('$DiscordName'), 'a'.repeat(65))).toEqual({kind: 'tooLong', max: 64, length: 65});
    expect(message(field('$DiscordName'), 'a'.repeat(65))).toMatch(/65 characters, the limit is 64/);
    expect(validateField(field('$DiscordName'), 'a'.repeat(64))).toBeNull();
  });

  it('measures the limit after trimming', () => {
    expect(validateField(field('$DiscordName'), `  ${'a'.repeat(64)}  `)).toBeNull();
  });

  it('refuses a user ID its pattern refuses with the message that asks for it', () => {
    expect(validateField(field('$accountID'), 'one\ntwo')).toEqual({kind: 'invalid'});
    expect(fieldErrorText(field('$accountID'), {kind: 'invalid'})).toBe(fieldTexts('accountId').required);
  });

  it('falls back to a generic message for a field without one of its own', () => {
    expect(message({...field('$DiscordName'), required: true}, '')).toBe('Fill in "Discord username (optional)".');
    expect(fieldErrorText(field('message'), {kind: 'invalid'})).toBe('Fill in "Describe the issue".');
  });
});

describe('validateForm', () => {
  it('returns every problem, keyed by field name', () => {
    expect(validateForm(FORMS.contact.fields, {email: 'bad'})).toEqual({
      email: {kind: 'invalid'},
      $accountID: {kind: 'required'},
      message: {kind: 'required'},
    });
  });

  it('returns nothing for a complete form', () => {
    expect(
      validateForm(FORMS.dataDeletion.fields, {
        email: 'name@example.com',
        $accountID: 'abc',
        $deletionRequest: 'Everything, please.',
      }),
    ).toEqual({});
  });
});

describe('trimValues', () => {
  it('trims every field and fills missing ones with empty text', () => {
    expect(trimValues(FORMS.contact.fields, {email: ' a@b.co ', message: '\n hi \n'})).toEqual({
      email: 'a@b.co',
      $DiscordName: '',
      $accountID: '',
      message: 'hi',
    });
  });

  it('keeps line breaks inside a message', () => {
    expect(trimValues(FORMS.contact.fields, {message: ' one\ntwo '}).message).toBe('one\ntwo');
  });
});
