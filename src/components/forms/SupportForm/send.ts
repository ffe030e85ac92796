import {SEND_TIMEOUT_MS} from '@site/src/data/forms';
import {STATIC_FORMS_ENDPOINT} from '@site/src/data/links';
import type {SendProblem} from './texts';

/** What became of a send: the service took it, or why it is not known to have. */
export type SendOutcome = {kind: 'sent'} | SendProblem;

/**
 * The form's fields exactly as a browser posts them without scripts:
 * URL-encoded, hidden fields included, line breaks as CRLF (the HTML form
 * submission rules; a textarea's value and `FormData` hold bare LFs).
 */
function formBody(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') body.append(name, value.replace(/\r\n|\r|\n/g, '\r\n'));
  }
  return body;
}

/**
 * Whether StaticForms took the form: it redirects to `redirectTo` as for a
 * post without scripts (seen here as an opaque redirect), or answers
 * `{"success": true}`. Anything else is a refusal.
 */
async function accepted(response: Response): Promise<boolean> {
  if (response.type === 'opaqueredirect') return true;
  if (!response.ok) return false;
  const text = await response.text();
  try {
    return (JSON.parse(text) as {success?: unknown} | null)?.success === true;
  } catch {
    return false;
  }
}

/**
 * Posts the form from the page, so the visitor stays on it whatever the
 * service answers. A URL-encoded body with only an `Accept` header keeps it a
 * CORS "simple" request (no preflight).
 */
export async function sendForm(form: HTMLFormElement, signal: AbortSignal): Promise<SendOutcome> {
  try {
    const response = await fetch(STATIC_FORMS_ENDPOINT, {
      method: 'POST',
      body: formBody(form),
      headers: {Accept: 'application/json'},
      redirect: 'manual',
      signal,
    });
    return (await accepted(response)) ? {kind: 'sent'} : {kind: 'refused'};
  } catch {
    // fetch rejects with an AbortError once abandoned, and a TypeError when the answer cannot be
    // had: offline (nothing left), or a network error or a refusal by CORS after the request may
    // have left, which the page cannot tell apart.
    if (signal.aborted) return {kind: 'timedOut', seconds: Math.round(SEND_TIMEOUT_MS / 1000)};
    return navigator.onLine ? {kind: 'unclear'} : {kind: 'unreachable'};
  }
}
