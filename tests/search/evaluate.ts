/**
 * The search's relevance, measured: every query of the relevance set
 * (this folder) run through the site's engine on the built records of its
 * language. Used by `npm run search:eval` and by the browser tests, which
 * fail when a figure falls below the floor the project has reached
 * (tests/search/floor.json).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {LOCALES, localeBaseUrl, type Locale} from '../../src/data/locales';
import {createIndex, search, type SearchRecord} from '../../src/plugins/search/engine';
import {SEARCH_LANGUAGES} from '../../src/plugins/search/languages';
import {SEARCH_INDEX_FILE} from '../../src/data/search';

export type Query = {query: string; category: string; accept: string[]};

export type Figures = {queries: number; hit1: number; hit3: number; noResults: number};

export type Miss = {query: string; category: string; accept: string[]; got: string[]};

export type LocaleReport = {locale: Locale; total: Figures; categories: Record<string, Figures>; misses: Miss[]};

/** An accepted answer's address as the records write it (under the locale's base path). */
const localPath = (url: string, locale: Locale) =>
  locale === 'en' ? url : url.replace(new RegExp(`^/${locale}(?=/|$)`), '') || '/';

const empty = (): Figures => ({queries: 0, hit1: 0, hit3: 0, noResults: 0});

export async function evaluate({
  buildDir,
  queriesDir,
}: {
  buildDir: string;
  queriesDir: string;
}): Promise<LocaleReport[]> {
  return Promise.all(
    LOCALES.map(async (locale) => {
      const dir = locale === 'en' ? buildDir : path.join(buildDir, localeBaseUrl('/', locale).slice(1));
      const records = JSON.parse(readFileSync(path.join(dir, SEARCH_INDEX_FILE), 'utf8')) as SearchRecord[];
      const language = await SEARCH_LANGUAGES[locale]();
      const index = await createIndex(records, language);
      const queries = JSON.parse(readFileSync(path.join(queriesDir, `queries.${locale}.json`), 'utf8')) as Query[];
      const total = empty();
      const categories: Record<string, Figures> = {};
      const misses: Miss[] = [];
      for (const {query, category, accept} of queries) {
        const got = search(index, query, 10).map(({url}) => (url === '/' ? '/' : url));
        const accepted = new Set(accept.map((url) => localPath(url, locale)));
        const figures = (categories[category] ??= empty());
        for (const tally of [total, figures]) {
          tally.queries += 1;
          if (got.length === 0) tally.noResults += 1;
          if (got[0] !== undefined && accepted.has(got[0])) tally.hit1 += 1;
          if (got.slice(0, 3).some((url) => accepted.has(url))) tally.hit3 += 1;
        }
        if (got[0] === undefined || !accepted.has(got[0])) misses.push({query, category, accept, got: got.slice(0, 3)});
      }
      return {locale, total, categories, misses};
    }),
  );
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(0)}%`.padStart(5);

export function formatReport(reports: readonly LocaleReport[], {misses = false} = {}): string {
  const lines: string[] = [];
  for (const {locale, total, categories, misses: missed} of reports) {
    lines.push(`\n${locale}            queries  hit@1  hit@3  none`);
    const row = (name: string, f: Figures) =>
      `  ${name.padEnd(12)} ${String(f.queries).padStart(7)} ${percent(f.hit1, f.queries)} ${percent(f.hit3, f.queries)} ${percent(f.noResults, f.queries)}`;
    for (const [name, figures] of Object.entries(categories).sort()) lines.push(row(name, figures));
    lines.push(row('all', total));
    if (misses)
      for (const miss of missed)
        lines.push(
          `    ✗ ${miss.category}: "${miss.query}" → ${miss.got.join(', ') || 'nothing'}  (wants ${miss.accept[0]})`,
        );
  }
  return lines.join('\n');
}
