import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import createJiti from 'jiti';
import type {Page, Route} from '@playwright/test';
import {expect, open, settled, test} from './fixtures';
import {LOCALES, localeBaseUrl} from '../../src/data/locales';
import {SEARCH_INDEX_FILE, SEARCH_INDEX_PART_BYTES, SEARCH_RESULT_LIMIT} from '../../src/data/search';
import {normalizeBaseUrl} from '../../src/data/siteEnv';
import type {SearchIndexHead, SearchRecord} from '../../src/plugins/search/engine';
import {hitHref} from './searchEngine';

/**
 * A help too large for one index file (src/plugins/search/README.md,
 * "Parts"): its first file alone gives the first answers, the answers grow
 * as the parts arrive, and once all have they are the whole index's, on the
 * relevance set too.
 */
const load = createJiti(__filename, {interopDefault: true});
const {indexFiles} = load('../../src/plugins/search/parts') as typeof import('../../src/plugins/search/parts');
const {addRecords, createIndex, search} = load(
  '../../src/plugins/search/engine',
) as typeof import('../../src/plugins/search/engine');
const {SEARCH_LANGUAGES} = load(
  '../../src/plugins/search/languages',
) as typeof import('../../src/plugins/search/languages');

const BASE = normalizeBaseUrl(process.env.BASE_URL);
const recordsOf = (locale: (typeof LOCALES)[number]) =>
  JSON.parse(
    readFileSync(path.join('build', localeBaseUrl('/', locale).slice(1), SEARCH_INDEX_FILE), 'utf8'),
  ) as SearchRecord[];

/** Made-up entries after the site's own, drawn the same way on every run: the site's index grown past one file. */
function grown(records: SearchRecord[]): SearchRecord[] {
  let seed = 11;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const syllables = 'ba ke lo mi nu pa re si to vu za fe'.split(' ');
  const vocabulary = Array.from({length: 3000}, () =>
    Array.from({length: 2 + Math.floor(random() * 3)}, () => syllables[Math.floor(random() * syllables.length)]).join(
      '',
    ),
  );
  const sentence = (length: number) =>
    Array.from({length}, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(' ');
  const made = Array.from({length: 1200}, (_, at): SearchRecord => {
    const url = `/faq#generated${at}`;
    return {url, title: `Generated ${at}: ${sentence(3)}`, page: 'FAQ', text: sentence(70)};
  });
  return [...records, ...made];
}

const box = (page: Page) => page.locator('nav.navbar').getByRole('combobox');
const optionHrefs = (page: Page) =>
  page
    .locator('nav.navbar')
    .getByRole('listbox')
    .getByRole('option')
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

test.describe('search index in parts', () => {
  test('answers from the first file alone, then as each part arrives, until the answers are the whole index’s', async ({
    page,
  }) => {
    const records = grown(recordsOf('en'));
    const files = new Map(indexFiles(records));
    expect(files.size, 'the grown index is written in parts').toBeGreaterThan(2);
    expect(gzipSync(files.get(SEARCH_INDEX_FILE)!).length).toBeLessThanOrEqual(SEARCH_INDEX_PART_BYTES);
    const served: string[] = [];
    const held: (() => Promise<void>)[] = [];
    await page.route(
      (url) => /\/search-index[^/]*\.json$/.test(url.pathname),
      async (route: Route) => {
        const name = path.basename(new URL(route.request().url()).pathname);
        const answer = async () => {
          served.push(name);
          await route.fulfill({contentType: 'application/json', body: files.get(name) ?? ''});
        };
        if (name === SEARCH_INDEX_FILE) await answer();
        else held.push(answer);
      },
    );
    await open(page, '/faq');
    await settled(page);

    // The site's own first entry, from the first file, while every part is held.
    const [first] = records;
    await box(page).click();
    await box(page).fill(first!.title);
    await expect.poll(() => optionHrefs(page)).toContain(hitHref(BASE, 'en', first!.url));
    expect(served).toEqual([SEARCH_INDEX_FILE]);

    // An entry of the last part: found by its title before its part arrives, by its words after.
    const last = records.at(-1)!;
    await box(page).fill(last.title);
    await expect.poll(() => optionHrefs(page)).toContain(hitHref(BASE, 'en', last.url));
    const words = last.text.split(' ').slice(10, 13).join(' ');
    await box(page).fill(words);
    await settled(page);
    expect(await optionHrefs(page)).not.toContain(hitHref(BASE, 'en', last.url));
    await expect.poll(() => held.length).toBe(files.size - 1);
    for (const answer of held) await answer();
    // Answered as the parts arrive, with nothing typed again.
    await expect.poll(() => optionHrefs(page)).toContain(hitHref(BASE, 'en', last.url));

    const language = await SEARCH_LANGUAGES.en();
    const whole = await createIndex(records, language);
    for (const query of [words, first!.title, 'proxy', 'cant connect']) {
      await box(page).fill(query);
      const expected = search(whole, query, SEARCH_RESULT_LIMIT).map(({url}) => hitHref(BASE, 'en', url));
      await expect.poll(() => optionHrefs(page)).toEqual(expected);
    }
  });

  test('indexed part by part, answers the relevance set as the whole index does, in every language', async () => {
    for (const locale of LOCALES) {
      const records = recordsOf(locale);
      const language = await SEARCH_LANGUAGES[locale]();
      // Parts far smaller than the site's, so today's records come in many.
      const [head, ...parts] = indexFiles(records, 4000).map(([, json]) => JSON.parse(json) as unknown);
      expect(parts.length).toBeGreaterThan(3);
      const split = await createIndex((head as SearchIndexHead).records, language);
      for (const part of parts) await addRecords(split, part as SearchRecord[]);
      const whole = await createIndex(records, language);
      const queries = JSON.parse(readFileSync(`tests/search/queries.${locale}.json`, 'utf8')) as {query: string}[];
      const moved = queries
        .map(({query}) => query)
        .filter((query) => JSON.stringify(search(split, query, 10)) !== JSON.stringify(search(whole, query, 10)));
      expect(moved, `${locale} queries answered otherwise by the index in parts`).toEqual([]);
    }
  });
});
