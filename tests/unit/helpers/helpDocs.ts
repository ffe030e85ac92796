/**
 * The help as the build reads it (src/plugins/help/source.ts), so a test sees
 * exactly the entries and anchors the site serves. The site's own help is
 * read once, in each language, before the unit tests run
 * (tests/unit/globalSetup.ts): `helpSource()` hands it out at once, to the
 * tests and to the mocked global data.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, type Locale} from '@site/src/data/locales';
import {readHelpSource, type HelpContent} from '@site/src/plugins/help';
import type {HelpEntry} from '@site/src/plugins/help/source';
import {readDoc} from '@site/src/plugins/help/translations';
import {HELP_SOURCE_FILE} from '../globalSetup';

/** The site's root folder. */
export const SITE_DIR = path.join(__dirname, '../../..');

let read: Record<string, HelpContent> | undefined;

/** The site's help in a language, as its build reads it. */
export function helpSource(locale: Locale = DEFAULT_LOCALE): HelpContent {
  read ??= JSON.parse(readFileSync(HELP_SOURCE_FILE, 'utf8')) as Record<string, HelpContent>;
  const source = read[locale];
  if (!source) throw new Error(`No help was read for "${locale}" before the tests (tests/unit/globalSetup.ts).`);
  return source;
}

/**
 * The entries of one help page in one docs version folder (`docs`,
 * `versioned_docs/version-1.6`, or a translation of either under `i18n/`),
 * or null when the page does not exist there. A translation is read as the
 * build reads it: put together with its English source.
 */
export async function entriesInDoc(page: string, docsDir = 'docs', siteDir = SITE_DIR): Promise<HelpEntry[] | null> {
  const file = `${docsDir}/${page}.mdx`;
  if (!existsSync(path.join(siteDir, file))) return null;
  const locale = /^i18n\/([^/]+)\//.exec(docsDir)?.[1];
  if (!locale) return (await readDoc(siteDir, file))?.entries ?? null;
  const {pages} = await readHelpSource(siteDir, locale, DEFAULT_LOCALE);
  return pages.find((candidate) => candidate.file === file)?.entries ?? null;
}
