import {readFileSync} from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import {localeBaseUrl, type Locale} from '../../src/data/locales';
import type {SearchHit, SearchRecord} from '../../src/plugins/search/engine';
import {SEARCH_INDEX_FILE} from '../../src/data/search';

// The stemmers are ES modules, which the test runner's CommonJS cannot require: jiti loads them, as `npm run search:eval` does.
const load = createJiti(__filename, {interopDefault: true});
const {createIndex, search} = load(
  '../../src/plugins/search/engine',
) as typeof import('../../src/plugins/search/engine');
const {SEARCH_LANGUAGES} = load(
  '../../src/plugins/search/languages',
) as typeof import('../../src/plugins/search/languages');

/**
 * The site's own search run on the built index, so the browser tests expect
 * what the engine answers instead of restating the content: `docsPath` is
 * the docs version's path ('' for the released docs, 'next').
 */
export async function engineHits(
  locale: Locale,
  docsPath: string,
  query: string,
  limit?: number,
): Promise<SearchHit[]> {
  const dir = path.join('build', localeBaseUrl('/', locale).slice(1), docsPath);
  const language = await SEARCH_LANGUAGES[locale]();
  let index = indexes.get(dir);
  if (!index) {
    index = await createIndex(
      JSON.parse(readFileSync(path.join(dir, SEARCH_INDEX_FILE), 'utf8')) as SearchRecord[],
      language,
    );
    indexes.set(dir, index);
  }
  return search(index, query, limit);
}

const indexes = new Map<string, Awaited<ReturnType<typeof createIndex>>>();

/** A hit's address as a link of the site writes it (under the base path and the locale's prefix). */
export function hitHref(base: string, locale: Locale, url: string): string {
  return `${localeBaseUrl(base, locale)}${url.slice(1)}`;
}
