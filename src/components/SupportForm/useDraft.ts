import {useCallback, useEffect, useState, type RefObject} from 'react';
import {draftStorageKey, type FormId} from '@site/src/data/forms';
import type {FormValues} from './validate';

/*
 * Storage can be missing or refuse writes (private windows, full quota,
 * blocked site data). A draft is a convenience, so those failures are
 * swallowed and the form keeps working without one.
 */

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The saved draft of a form, keeping only string values of the given fields. */
export function readDraft(formId: FormId, names: readonly string[]): FormValues {
  try {
    const raw = storage()?.getItem(draftStorageKey(formId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return {};
    const saved = parsed as Record<string, unknown>;
    return Object.fromEntries(
      names.flatMap((name) => {
        const value = saved[name];
        return typeof value === 'string' ? [[name, value]] : [];
      }),
    );
  } catch {
    return {};
  }
}

export function writeDraft(formId: FormId, values: FormValues): void {
  try {
    const key = draftStorageKey(formId);
    const hasText = Object.values(values).some((value) => value !== '');
    if (hasText) storage()?.setItem(key, JSON.stringify(values));
    else storage()?.removeItem(key);
  } catch {
    // See the note at the top of this file.
  }
}

export function clearDraft(formId: FormId): void {
  try {
    storage()?.removeItem(draftStorageKey(formId));
  } catch {
    // See the note at the top of this file.
  }
}

const empty = (names: readonly string[]): FormValues =>
  Object.fromEntries(names.map((name) => [name, '']));

/**
 * The form's values, saved to sessionStorage on every change so a reload, a
 * failed send or the service's error page followed by Back loses nothing.
 *
 * The server HTML has empty fields, so the draft is restored after hydration.
 * Text already in a field at that moment (typed before the scripts ran, or
 * put back by the browser) wins over the saved draft.
 */
export function useDraft(
  formId: FormId,
  names: readonly string[],
  formRef: RefObject<HTMLFormElement | null>,
) {
  const [values, setValues] = useState<FormValues>(() => empty(names));
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const draft = readDraft(formId, names);
    const elements = formRef.current?.elements;
    setValues(
      Object.fromEntries(
        names.map((name) => {
          const field = elements?.namedItem(name);
          const inField =
            field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
          return [name, inField !== '' ? inField : (draft[name] ?? '')];
        }),
      ),
    );
    setRestored(true);
    // Runs once per form: a form's field list never changes while it is shown.
  }, [formId]);

  useEffect(() => {
    if (restored) writeDraft(formId, values);
  }, [formId, restored, values]);

  const setValue = useCallback((name: string, value: string) => {
    setValues((current) => ({...current, [name]: value}));
  }, []);

  return {values, setValue, setValues};
}
