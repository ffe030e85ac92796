import {DEEP_LINKS, type HelpPage} from '@site/src/data/deepLinks';
import type {FormDefinition} from '@site/src/data/forms';
import {CONTACT_ABOUT_KEY} from '@site/src/data/stillStuck';
import type {FormValues} from './validate';

/** How the message names each help page. */
const HELP_PAGE_LABELS: Record<HelpPage, string> = {
  setup: 'Setup',
  troubleshooting: 'Troubleshooting',
  faq: 'FAQ',
};

/**
 * The first line of a message sent from a help entry's "Still stuck?" link:
 * `?about=proxyButtons` → "About: Setup › proxyButtons". Only the ids of
 * help entries the app links to count; anything else (unknown, malformed,
 * hostile) gives null and the form starts empty.
 */
export function aboutLine(search: string): string | null {
  let id: string | null;
  try {
    id = new URLSearchParams(search).get(CONTACT_ABOUT_KEY);
  } catch {
    return null;
  }
  if (!id) return null;
  const entry = DEEP_LINKS.find((link) => link.kind === 'entry' && link.hash === id);
  if (!entry?.page) return null;
  return `About: ${HELP_PAGE_LABELS[entry.page]} › ${entry.hash}`;
}

/** The values an address fills in: the about line, then an empty line to write on. */
export function aboutPrefill(form: FormDefinition, search: string): FormValues {
  const line = form.aboutField ? aboutLine(search) : null;
  return line && form.aboutField ? {[form.aboutField]: `${line}\n\n`} : {};
}
