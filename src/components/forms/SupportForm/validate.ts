import {EMAIL_PATTERN, MESSAGES, type FieldDefinition} from '@site/src/data/forms';

export type FormValues = Record<string, string>;
export type FormErrors = Record<string, string>;

/** An HTML `pattern` as the browser applies it: to the whole value. */
export function matchesPattern(pattern: string, value: string): boolean {
  return new RegExp(`^(?:${pattern})$`, 'u').test(value);
}

export function isEmailAddress(value: string): boolean {
  return matchesPattern(EMAIL_PATTERN, value);
}

/** The message for one field's (untrimmed) value, or null when it is fine. */
export function validateField(field: FieldDefinition, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') {
    return field.required ? (field.requiredMessage ?? MESSAGES.required(field.label)) : null;
  }
  if (trimmed.length > field.maxLength) return MESSAGES.tooLong(field.maxLength, trimmed.length);
  if (field.type === 'email' && !isEmailAddress(trimmed)) return MESSAGES.emailInvalid;
  if (field.pattern && !matchesPattern(field.pattern, trimmed))
    return field.patternMessage ?? MESSAGES.required(field.label);
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
