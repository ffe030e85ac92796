/**
 * @jest-environment node
 */
import {
  ALL_FORMS,
  COUNTER_THRESHOLD,
  FORMS,
  HIDDEN_FIELD_NAMES,
  REPLY_TO_EMAIL_FIELD,
  SUCCESS_QUERY,
  draftStorageKey,
} from '@site/src/data/forms';
import {ROUTES} from '@site/src/data/routes';
import {fieldTexts} from '@site/src/components/forms/SupportForm/texts';

/** What StaticForms must receive; support's inbox and filters rely on these names. */
const EXPECTED = {
  contact: [
    {name: 'email', type: 'email', required: true},
    {name: '$DiscordName', type: 'text', required: false},
    {name: '$accountID', type: 'text', required: true},
    {name: 'message', type: 'textarea', required: true},
  ],
  dataDeletion: [
    {name: 'email', type: 'email', required: true},
    {name: '$accountID', type: 'text', required: true},
    {name: '$deletionRequest', type: 'textarea', required: true},
  ],
} as const;

describe('form definitions', () => {
  it.each(Object.keys(EXPECTED) as (keyof typeof EXPECTED)[])(
    '%s has exactly the field names, types and required flags of the spec',
    (id) => {
      const actual = FORMS[id].fields.map(({name, type, required}) => ({name, type, required}));
      expect(actual).toEqual(EXPECTED[id]);
    },
  );

  it('each form posts back to its own canonical route', () => {
    expect(FORMS.contact.route).toBe(ROUTES.contact);
    expect(FORMS.dataDeletion.route).toBe(ROUTES.dataDeletion);
  });

  it.each(ALL_FORMS.map((form) => [form.id, form] as const))(
    '%s: names and ids are unique and never clash with the hidden StaticForms fields',
    (_id, form) => {
      const names = form.fields.map(({name}) => name);
      expect(new Set(names).size).toBe(names.length);
      expect(new Set(form.fields.map(({id}) => id)).size).toBe(names.length);
      for (const hidden of Object.values(HIDDEN_FIELD_NAMES)) expect(names).not.toContain(hidden);
    },
  );

  it.each(ALL_FORMS.flatMap((form) => form.fields.map((field) => [form.id, field.name, field] as const)))(
    '%s › %s: has a label, a hint, a sensible limit and, when required, its own message',
    (_id, _name, field) => {
      const texts = fieldTexts(field.id);
      expect(texts.label.trim()).not.toBe('');
      expect(texts.hint.trim()).not.toBe('');
      expect(field.maxLength).toBeGreaterThan(0);
      expect(field.maxLength).toBeLessThanOrEqual(5000);
      if (field.required) {
        expect(texts.required).toMatch(/\.$/);
        expect(texts.required).not.toBe(`Fill in "${texts.label}".`);
      }
    },
  );

  it('keeps the limits of the brief', () => {
    const limit = (id: keyof typeof FORMS, name: string) =>
      FORMS[id].fields.find((field) => field.name === name)?.maxLength;
    expect(limit('contact', 'email')).toBe(254);
    expect(limit('contact', '$DiscordName')).toBe(64);
    expect(limit('contact', '$accountID')).toBe(128);
    expect(limit('contact', 'message')).toBe(5000);
    expect(limit('dataDeletion', '$deletionRequest')).toBe(5000);
  });

  it('has the StaticForms constants', () => {
    expect(REPLY_TO_EMAIL_FIELD).toBe('@');
    expect(SUCCESS_QUERY).toBe('?form=success');
    expect(COUNTER_THRESHOLD).toBeGreaterThan(0);
    expect(COUNTER_THRESHOLD).toBeLessThan(1);
    expect(draftStorageKey('contact')).not.toBe(draftStorageKey('dataDeletion'));
  });
});
