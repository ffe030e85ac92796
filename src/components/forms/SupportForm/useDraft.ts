import {useCallback, useEffect, useState, type RefObject} from 'react';
import {draftStorageKey, type FormId} from '@site/src/data/forms';
import {storageKey} from '@site/src/utils/embed';
import type {FormValues} from './validate';

/** The draft's key, namespaced in embed mode (a dock and a browser tab keep their own). */
const key = (formId: FormId): string => storageKey(draftStorageKey(formId));

/*
 * Storage can be missing or refuse writes (private windows, full quota, blocked
 * site data; even reading `window.sessionStorage` may throw). A draft is a
 * convenience: those failures are swallowed and the form works without one.
 */

const storage = (): Storage | null => (typeof window === 'undefined' ? null : window.sessionStorage);

/** The saved draft of a form, keeping only string values of the given fields. */
export function readDraft(formId: FormId, names: readonly string[]): FormValues {
  try {
    const saved: unknown = JSON.parse(storage()?.getItem(key(formId)) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return {};
    return Object.fromEntries(
      Object.entries(saved).filter(
        (entry): entry is [string, string] => names.includes(entry[0]) && typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export function writeDraft(formId: FormId, values: FormValues): void {
  try {
    const draftKey = key(formId);
    const hasText = Object.values(values).some((value) => value !== '');
    if (hasText) storage()?.setItem(draftKey, JSON.stringify(values));
    else storage()?.removeItem(draftKey);
  } catch {
    // See the note at the top of this file.
  }
}

/** A draft without text is no draft. */
export const clearDraft = (formId: FormId): void => writeDraft(formId, {});

/**
 * The values a form starts with: text already in a field (typed before the
 * scripts ran, or put back by the browser) wins over the saved draft, and the
 * draft wins over the prefill an address asks for.
 */
export function initialValues(
  names: readonly string[],
  inFields: FormValues,
  draft: FormValues,
  prefill: FormValues,
): FormValues {
  const hasDraft = names.some((name) => (draft[name] ?? '') !== '' || (inFields[name] ?? '') !== '');
  return Object.fromEntries(
    names.map((name) => {
      const inField = inFields[name] ?? '';
      if (inField !== '') return [name, inField];
      return [name, hasDraft ? (draft[name] ?? '') : (prefill[name] ?? '')];
    }),
  );
}

function fieldValues(form: HTMLFormElement | null, names: readonly string[]): FormValues {
  const elements = form?.elements;
  return Object.fromEntries(
    names.map((name) => {
      const field = elements?.namedItem(name);
      return [name, field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : ''];
    }),
  );
}

/**
 * The form's values, saved to sessionStorage on every change so a reload or a
 * visit to another page of the tab loses nothing. The server HTML has empty
 * fields, so the draft is restored after hydration (see `initialValues`).
 */
export function useDraft(
  formId: FormId,
  names: readonly string[],
  formRef: RefObject<HTMLFormElement | null>,
  prefill: FormValues = {},
) {
  const [values, setValues] = useState<FormValues>(() => Object.fromEntries(names.map((name) => [name, ''])));
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    setValues(initialValues(names, fieldValues(formRef.current, names), readDraft(formId, names), prefill));
    setRestored(true);
    // Runs once per form: a form's field list never changes while it is shown,
    // and the prefill only counts when the form first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId]);

  useEffect(() => {
    if (restored) writeDraft(formId, values);
  }, [formId, restored, values]);

  const setValue = useCallback((name: string, value: string) => {
    setValues((current) => ({...current, [name]: value}));
  }, []);

  return {values, setValue, setValues};
}
