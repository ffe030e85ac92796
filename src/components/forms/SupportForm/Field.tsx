import type {ReactNode} from 'react';
import clsx from 'clsx';
import VisuallyHidden from '@site/src/components/site/VisuallyHidden';
import {COUNTER_THRESHOLD, type FieldDefinition} from '@site/src/data/forms';
import {counterText, fieldErrorText, fieldTexts, formMessages, type FieldError} from './texts';
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

/** An error line that says "Error" in words and with an icon, not by colour alone. */
export function ErrorText({id, children}: {id?: string; children: ReactNode}): ReactNode {
  return (
    <p id={id} className={styles.error}>
      <svg className={styles.errorIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <rect x="9" y="5" width="2" height="6.5" rx="1" fill="currentColor" />
        <circle cx="10" cy="14.5" r="1.25" fill="currentColor" />
      </svg>
      <VisuallyHidden>{formMessages().errorPrefix}</VisuallyHidden>
      {children}
    </p>
  );
}

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
    className: clsx(styles.control, error && styles.controlInvalid),
  };

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {texts.label}
      </label>
      <p id={hintId} className={styles.hint}>
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
