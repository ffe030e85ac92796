/**
 * Reads the site's help once, in each language, as its build does, before the
 * unit tests run: tests/unit/helpers/helpDocs.ts hands it to the tests and to
 * the mocked global data without reading the docs again in every suite.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';
import {readHelpSource} from '../../src/plugins/help';

const SITE_DIR = path.join(__dirname, '../..');

/** Where the help read before the tests is kept for them (read by ./helpers/helpDocs.ts). */
export const HELP_SOURCE_FILE = path.join(SITE_DIR, 'node_modules/.cache/unit-tests/help-source.json');

export default async function readHelp(): Promise<void> {
  const read = Object.fromEntries(
    await Promise.all(
      LOCALES.map(async (locale) => [locale, await readHelpSource(SITE_DIR, locale, DEFAULT_LOCALE)] as const),
    ),
  );
  mkdirSync(path.dirname(HELP_SOURCE_FILE), {recursive: true});
  writeFileSync(HELP_SOURCE_FILE, JSON.stringify(read));
}
