import type {ReactNode} from 'react';
import clsx from 'clsx';
import ErrorText from '@site/src/components/site/ErrorText';
import {COUNTER_THRESHOLD, type FieldDefinition} from '@site/src/data/forms';
import {counterText, fieldErrorText, fieldTexts, type FieldError} from './texts';
import fields from '@site/src/css/fields.module.css';
import styles from './styles.module.css';

type Props = {
  field: FieldDefinition;
  /** Unique prefix for the element ids of this form. */
  idPrefix: string;
  value: string;
  error?: FieldError;
  onChange: (name: string, value: string) => void;
  /** While the form is being sent, what is sent is what the visitor sees. */
  readOnly?: boolean;
};

/** `$accountID` → `accountID`: ids stay valid CSS selectors. */
export const fieldId = (idPrefix: string, name: string): string => `${idPrefix}-${name.replace(/[^A-Za-z0-9_-]/g, '')}`;

/** One field: label, hint, control, its error and a counter near the limit. The posted `name` never changes. */
export default function Field({field, idPrefix, value, error, onChange, readOnly}: Props): ReactNode {
  const texts = fieldTexts(field.id);
  const id = fieldId(idPrefix, field.name);
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const showCounter = value.length >= field.maxLength * COUNTER_THRESHOLD;
  const counterId = showCounter ? `${id}-counter` : undefined;
  const describedBy = [errorId, hintId, counterId].filter(Boolean).join(' ') || undefined;

  const shared = {
    id,
    name: field.name,
    value,
    required: field.required,
    // The markup refuses what the scripts refuse, for browsers without them.
    maxLength: field.maxLength,
    readOnly,
    autoComplete: field.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: clsx(fields.control, error && fields.controlInvalid),
    // WebMCP: what an assistant filling the form in puts here.
    toolparamdescription: texts.toolParam,
  };

  return (
    <div className={fields.field}>
      <label className={fields.label} htmlFor={id}>
        {texts.label}
      </label>
      <p id={hintId} className={fields.hint}>
        {texts.hint}
      </p>
      {field.type === 'textarea' ? (
        <textarea
          {...shared}
          // The draft keeps unsent text; the browser must not bring sent text back on Back.
          autoComplete="off"
          rows={8}
          onChange={(event) => onChange(field.name, event.target.value)}
        />
      ) : (
        <input
          {...shared}
          type={field.type}
          pattern={field.pattern}
          title={field.pattern && texts.invalid}
          // Addresses, IDs and usernames must stay exactly as typed.
          autoCapitalize="off"
          spellCheck={false}
          onChange={(event) => onChange(field.name, event.target.value)}
        />
      )}
      {error && <ErrorText id={errorId}>{fieldErrorText(field, error)}</ErrorText>}
      {showCounter && (
        <p id={counterId} className={clsx(styles.counter, value.length > field.maxLength && styles.counterOver)}>
          {counterText(value.length, field.maxLength)}
        </p>
      )}
    </div>
  );
}
