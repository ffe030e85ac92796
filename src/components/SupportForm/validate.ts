import {MESSAGES, type FieldDefinition} from '@site/src/data/forms';

export type FormValues = Record<string, string>;
export type FormErrors = Record<string, string>;

/**
 * One local part, an @, and a domain with at least one dot, none of them
 * containing spaces or a second @. Deliberately loose: it catches typos
 * (a missing @ or domain) without rejecting unusual but real addresses.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** The message for one field's (untrimmed) value, or null when it is fine. */
export function validateField(field: FieldDefinition, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') {
    return field.required ? (field.requiredMessage ?? MESSAGES.required(field.label)) : null;
  }
  if (trimmed.length > field.maxLength) return MESSAGES.tooLong(field.maxLength, trimmed.length);
  if (field.type === 'email' && !isEmailAddress(trimmed)) return MESSAGES.emailInvalid;
  return null;
}

/** Messages for every field with a problem, in field order. */
export function validateForm(fields: readonly FieldDefinition[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const message = validateField(field, values[field.name] ?? '');
    if (message) errors[field.name] = message;
  }
  return errors;
}

/** The values as they will be sent: every field present, spaces trimmed at both ends. */
export function trimValues(fields: readonly FieldDefinition[], values: FormValues): FormValues {
  return Object.fromEntries(fields.map(({name}) => [name, (values[name] ?? '').trim()]));
}
