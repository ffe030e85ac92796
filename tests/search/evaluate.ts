/**
 * The search's relevance, measured: every query of the relevance set
 * (this folder) run through the site's engine on the built records of its
 * language. Used by `npm run search:eval` and by the browser tests, which
 * fail when a figure falls below the floor the project has reached
 * (./floor.json: the figures, and each query's first answer then), naming
 * the queries whose answers moved and what to do about them. An accepted
 * answer written with an entry's former id counts as the renamed entry.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES, localeBaseUrl, type Locale} from '../../src/data/locales';
import {readHelpSource} from '../../src/plugins/help';
import {createIndex, search, type SearchRecord} from '../../src/plugins/search/engine';
import {SEARCH_LANGUAGES} from '../../src/plugins/search/languages';
import {SEARCH_INDEX_FILE} from '../../src/data/search';

export type Query = {query: string; category: string; accept: string[]};

export type Figures = {queries: number; hit1: number; hit3: number; noResults: number};

export type Miss = {query: string; category: string; accept: string[]; got: string[]};

export type LocaleReport = {
  locale: Locale;
  total: Figures;
  categories: Record<string, Figures>;
  /** Every query, with its first three answers. */
  results: Miss[];
  misses: Miss[];
};

/** The floor of a language: its figures (%), and each query's first answer (empty for none) when they were set. */
export type Floor = Record<string, {hit1: number; hit3: number; noResults: number; answers: Record<string, string>}>;

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
      const {pages} = await readHelpSource('.', locale, DEFAULT_LOCALE);
      const renamed = new Map(
        pages.flatMap(({route, entries}) =>
          entries.flatMap(({id, formerIds}) => formerIds.map((former) => [`${route}#${former}`, `${route}#${id}`])),
        ),
      );
      const total = empty();
      const categories: Record<string, Figures> = {};
      const results: Miss[] = [];
      const misses: Miss[] = [];
      for (const {query, category, accept} of queries) {
        const got = search(index, query, 10).map(({url}) => (url === '/' ? '/' : url));
        const accepted = new Set(accept.map((url) => localPath(url, locale)).map((url) => renamed.get(url) ?? url));
        const figures = (categories[category] ??= empty());
        for (const tally of [total, figures]) {
          tally.queries += 1;
          if (got.length === 0) tally.noResults += 1;
          if (got[0] !== undefined && accepted.has(got[0])) tally.hit1 += 1;
          if (got.slice(0, 3).some((url) => accepted.has(url))) tally.hit3 += 1;
        }
        const result = {query, category, accept: [...accepted], got: got.slice(0, 3)};
        results.push(result);
        if (got[0] === undefined || !accepted.has(got[0])) misses.push(result);
      }
      return {locale, total, categories, results, misses};
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

const share = (part: number, whole: number) => Math.round((1000 * part) / Math.max(whole, 1)) / 10;

/** The figures as the floor keeps them (%, one decimal). */
export function figuresOf({total}: LocaleReport) {
  return {
    hit1: share(total.hit1, total.queries),
    hit3: share(total.hit3, total.queries),
    noResults: share(total.noResults, total.queries),
  };
}

/** The floor the reports reach: `npm run search:eval -- --update-floor` writes it after a review. */
export const floorOf = (reports: readonly LocaleReport[]): Floor =>
  Object.fromEntries(
    reports.map((report) => [
      report.locale,
      {...figuresOf(report), answers: Object.fromEntries(report.results.map(({query, got}) => [query, got[0] ?? '']))},
    ]),
  );

/**
 * What falls below the floor, in sentences: the figures, the queries whose first answer was
 * accepted at the floor and is not now (before → after), and how to fix them. A change of one
 * query's share is tolerated, so a single new or moved query never fails the run by itself.
 * Empty when every language holds its floor.
 */
export function belowFloor(reports: readonly LocaleReport[], floor: Floor): string[] {
  return reports.flatMap((report) => {
    const {locale, total, results} = report;
    const before = floor[locale];
    if (!before) return [`${locale}: no floor yet. Review the figures, then: npm run search:eval -- --update-floor`];
    const now = figuresOf(report);
    const tolerance = share(1, total.queries);
    const fallen = [
      now.hit1 < before.hit1 - tolerance && `hit@1 ${now.hit1}% (floor ${before.hit1}%)`,
      now.hit3 < before.hit3 - tolerance && `hit@3 ${now.hit3}% (floor ${before.hit3}%)`,
      now.noResults > before.noResults + tolerance && `no results ${now.noResults}% (floor ${before.noResults}%)`,
    ].filter((line): line is string => typeof line === 'string');
    if (fallen.length === 0) return [];
    const moved = results.filter(({query, accept, got}) => {
      const then = before.answers[query];
      return then !== undefined && accept.includes(then) && !accept.includes(got[0] ?? '');
    });
    return [
      `${locale}: the search fell below its floor: ${fallen.join(', ')}.`,
      ...(moved.length > 0
        ? [
            `Queries whose first answer moved (before → after):`,
            ...moved.map(
              ({query, category, got}) =>
                `  "${query}" (${category}): ${before.answers[query]} → ${got[0] ?? 'nothing'}`,
            ),
          ]
        : ['No query of the floor lost its answer: new queries that find no accepted answer pulled the figures down.']),
      `Fix each with a synonym (the streamer's words → the help's, in src/plugins/search/synonyms/${locale}.ts) or ` +
        'keywords="…" on the entry that answers it; or, after a review shows the new answers are as good, accept ' +
        'the figures: npm run search:eval -- --update-floor',
    ];
  });
}
