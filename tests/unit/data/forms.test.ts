/**
 * @jest-environment node
 */
import {ALL_FORMS, COUNTER_THRESHOLD, FORMS, HIDDEN_FIELD_NAMES, draftStorageKey} from '@site/src/data/forms';
import {ROUTES} from '@site/src/data/routes';
import {fieldTexts} from '@site/src/components/forms/SupportForm/texts';

describe('form definitions', () => {
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

  it('shows the counter near the limit and keeps one draft per form', () => {
    expect(COUNTER_THRESHOLD).toBeGreaterThan(0);
    expect(COUNTER_THRESHOLD).toBeLessThan(1);
    expect(draftStorageKey('contact')).not.toBe(draftStorageKey('dataDeletion'));
  });
});
