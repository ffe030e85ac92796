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

/** Beside the fields in a saved draft: the prefill its text started from (text equal to it is not the visitor's). */
const PREFILL_KEY = '(prefill)';

/** Only the string values of the given fields. */
const stringsOf = (saved: unknown, names: readonly string[]): FormValues =>
  typeof saved !== 'object' || saved === null
    ? {}
    : Object.fromEntries(
        Object.entries(saved).filter(
          (entry): entry is [string, string] => names.includes(entry[0]) && typeof entry[1] === 'string',
        ),
      );

function readSaved(formId: FormId): Record<string, unknown> | null {
  try {
    const saved: unknown = JSON.parse(storage()?.getItem(key(formId)) ?? 'null');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The saved draft of a form, keeping only string values of the given fields. */
export const readDraft = (formId: FormId, names: readonly string[]): FormValues => stringsOf(readSaved(formId), names);

export function writeDraft(formId: FormId, values: FormValues, prefill: FormValues = {}): void {
  try {
    const draftKey = key(formId);
    const hasText = Object.values(values).some((value) => value !== '');
    const started = Object.keys(prefill).length > 0 ? {[PREFILL_KEY]: prefill} : {};
    if (hasText) storage()?.setItem(draftKey, JSON.stringify({...values, ...started}));
    else storage()?.removeItem(draftKey);
  } catch {
    // See the note at the top of this file.
  }
}

/** A draft without text is no draft. */
export const clearDraft = (formId: FormId): void => writeDraft(formId, {});

/**
 * The values a form starts with: text already in a field (typed before the
 * scripts ran, or put back by the browser) wins; then the saved draft, except
 * where the address asks for a prefill: a draft that is only the prefill it
 * started from (`draftPrefill`) gives way to the new one, and the visitor's
 * own text is kept under it.
 */
export function initialValues(
  names: readonly string[],
  inFields: FormValues,
  draft: FormValues,
  prefill: FormValues,
  draftPrefill: FormValues = {},
): FormValues {
  return Object.fromEntries(
    names.map((name) => {
      const inField = inFields[name] ?? '';
      if (inField !== '') return [name, inField];
      const saved = draft[name] ?? '';
      const fill = prefill[name] ?? '';
      if (fill === '' || saved.startsWith(fill)) return [name, saved];
      const started = draftPrefill[name] ?? '';
      const own = started !== '' && saved.startsWith(started) ? saved.slice(started.length) : saved;
      return [name, own.trim() === '' ? fill : `${fill}${own}`];
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
  /** The prefill the text now starts from: this address's, else the one the draft started from. */
  const [startedFrom, setStartedFrom] = useState<FormValues>({});

  useEffect(() => {
    // The saved draft, read once: its fields, and the prefill it started from.
    const saved = readSaved(formId);
    const draftPrefill = stringsOf(saved?.[PREFILL_KEY], names);
    setValues(
      initialValues(names, fieldValues(formRef.current, names), stringsOf(saved, names), prefill, draftPrefill),
    );
    setStartedFrom(Object.keys(prefill).length > 0 ? prefill : draftPrefill);
    setRestored(true);
    // Runs once per form: a form's field list never changes while it is shown,
    // and the prefill only counts when the form first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId]);

  useEffect(() => {
    if (restored) writeDraft(formId, values, startedFrom);
  }, [formId, restored, values, startedFrom]);

  const setValue = useCallback((name: string, value: string) => {
    setValues((current) => ({...current, [name]: value}));
  }, []);

  return {values, setValue, setValues};
}
