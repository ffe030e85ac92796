import type {HelpPage} from '@site/src/data/deepLinks';
import type {FormDefinition} from '@site/src/data/forms';
import {CONTACT_ABOUT_KEY} from '@site/src/data/stillStuck';
import type {VersionEntries} from '@site/src/plugins/help';
import type {FormValues} from './validate';

/** How the message names each help page. */
const HELP_PAGE_LABELS: Readonly<Partial<Record<string, string>>> = {
  setup: 'Setup',
  troubleshooting: 'Troubleshooting',
  faq: 'FAQ',
} satisfies Record<HelpPage, string>;

const pageLabel = (page: string) => HELP_PAGE_LABELS[page] ?? page;

/**
 * The first line of a message sent from a help entry's "Still stuck?" link:
 * `?about=proxyButtons` → "About: Setup › proxyButtons". Only the entries of
 * the help count, in any docs version (`entries`: the help plugin's entry
 * ids by version), so an entry written in the next help gets its line too;
 * anything else (unknown, malformed, hostile) gives null and the form starts
 * empty.
 */
export function aboutLine(search: string, entries: Readonly<Record<string, VersionEntries>>): string | null {
  let id: string | null;
  try {
    id = new URLSearchParams(search).get(CONTACT_ABOUT_KEY);
  } catch {
    return null;
  }
  if (!id) return null;
  for (const pages of Object.values(entries)) {
    const page = Object.keys(pages).find((name) => pages[name]?.includes(id));
    if (page) return `About: ${pageLabel(page)} › ${id}`;
  }
  return null;
}

/** The values an address fills in: the about line, then an empty line to write on. */
export function aboutPrefill(
  form: FormDefinition,
  search: string,
  entries: Readonly<Record<string, VersionEntries>>,
): FormValues {
  const line = form.aboutField ? aboutLine(search, entries) : null;
  return line && form.aboutField ? {[form.aboutField]: `${line}\n\n`} : {};
}
