import {FORMS, MESSAGES} from '@site/src/data/forms';
import {isEmailAddress, trimValues, validateField, validateForm} from '@site/src/components/forms/SupportForm/validate';

const field = (name: string) => {
  const found = FORMS.contact.fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no contact field ${name}`);
  return found;
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
    expect(validateField(field('email'), '')).toBe('Enter your e-mail address.');
    expect(validateField(field('$accountID'), '')).toBe(
      'Enter your user ID. You find it in the app under Menu › Account › Get User ID.',
    );
    expect(validateField(field('message'), '')).toBe(MESSAGES.messageRequired);
    const deletion = FORMS.dataDeletion.fields.find(({name}) => name === '$deletionRequest')!;
    expect(validateField(deletion, '')).toBe(MESSAGES.deletionRequestRequired);
  });

  it('treats spaces and line breaks alone as empty', () => {
    expect(validateField(field('email'), '   ')).toBe(MESSAGES.emailRequired);
    expect(validateField(field('message'), ' \n\t ')).toBe(MESSAGES.messageRequired);
  });

  it('explains an address that does not look right', () => {
    expect(validateField(field('email'), 'name.example.com')).toBe(
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
    expect(validateField(field('$DiscordName'), 'a'.repeat(65))).toBe(MESSAGES.tooLong(64, 65));
    expect(MESSAGES.tooLong(64, 65)).toMatch(/65 characters, the limit is 64/);
    expect(validateField(field('$DiscordName'), 'a'.repeat(64))).toBeNull();
  });

  it('measures the limit after trimming', () => {
    expect(validateField(field('$DiscordName'), `  ${'a'.repeat(64)}  `)).toBeNull();
  });

  it('falls back to a generic message for a required field without its own', () => {
    expect(validateField({...field('message'), requiredMessage: undefined}, '')).toBe(
      MESSAGES.required('Describe the issue'),
    );
  });
});

describe('validateForm', () => {
  it('returns every problem, keyed by field name', () => {
    expect(validateForm(FORMS.contact.fields, {email: 'bad'})).toEqual({
      email: MESSAGES.emailInvalid,
      $accountID: MESSAGES.accountIdRequired,
      message: MESSAGES.messageRequired,
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
