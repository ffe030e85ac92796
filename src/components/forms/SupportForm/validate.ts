import {EMAIL_PATTERN, type FieldDefinition} from '@site/src/data/forms';
import type {FieldError} from './texts';

export type FormValues = Record<string, string>;
/** What is wrong with each field, by field name; the fields word it while rendering. */
export type FormErrors = Record<string, FieldError>;

/** An HTML `pattern` as the browser applies it: to the whole value. */
export function matchesPattern(pattern: string, value: string): boolean {
  return new RegExp(`^(?:${pattern})$`, 'u').test(value);
}

export function isEmailAddress(value: string): boolean {
  return matchesPattern(EMAIL_PATTERN, value);
}

/** What is wrong with one field's (untrimmed) value, or null when it is fine. */
export function validateField(field: FieldDefinition, value: string): FieldError | null {
  const trimmed = value.trim();
  if (trimmed === '') return field.required ? {kind: 'required'} : null;
  if (trimmed.length > field.maxLength) return {kind: 'tooLong', max: field.maxLength, length: trimmed.length};
  if (field.type === 'email' && !isEmailAddress(trimmed)) return {kind: 'invalid'};
  if (field.pattern && !matchesPattern(field.pattern, trimmed)) return {kind: 'invalid'};
  return null;
}

/** The problems of every field that has one, in field order. */
export function validateForm(fields: readonly FieldDefinition[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const error = validateField(field, values[field.name] ?? '');
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** The values as they will be sent: every field present, spaces trimmed at both ends. */
export function trimValues(fields: readonly FieldDefinition[], values: FormValues): FormValues {
  return Object.fromEntries(fields.map(({name}) => [name, (values[name] ?? '').trim()]));
}
