import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import {expect, test} from '@playwright/test';
import {DEFAULT_LOCALE, LOCALES, localeBaseUrl} from '../../src/data/locales';
import {SEARCH_INDEX_FILE} from '../../src/data/search';
import type {SearchRecord} from '../../src/plugins/search/engine';
import {engineHits} from './searchEngine';

/**
 * The search's relevance on the built index, without a browser: the query
 * set (tests/search) must not fall below the floor the site has reached
 * (tests/search/floor.json; below it, the failure names the queries that
 * moved and how to fix them), and every released help entry is found by its
 * own title typed with a letter missing.
 */
const load = createJiti(__filename, {interopDefault: true});
const {belowFloor, evaluate, figuresOf} = load('../search/evaluate') as typeof import('../search/evaluate');
const {readHelpSource} = load('../../src/plugins/help') as typeof import('../../src/plugins/help');

type Floor = import('../search/evaluate').Floor;
const FLOOR = JSON.parse(readFileSync('tests/search/floor.json', 'utf8')) as Floor;

/** The title with one letter left out of its longest word: "Proxy buttons" → "Proxy butons". */
function withTypo(title: string): string {
  const words = title.split(' ');
  const longest = words.reduce((best, word, at) => (word.length > words[best]!.length ? at : best), 0);
  const word = words[longest]!;
  const middle = Math.floor(word.length / 2);
  words[longest] = word.slice(0, middle) + word.slice(middle + 1);
  return words.join(' ');
}

test.describe('search relevance', () => {
  test('the query set stays at or above the floor, in every language', async () => {
    const reports = await evaluate({buildDir: 'build', queriesDir: 'tests/search'});
    for (const report of reports) {
      test.info().annotations.push({type: `search ${report.locale}`, description: JSON.stringify(figuresOf(report))});
    }
    expect(belowFloor(reports, FLOOR).join('\n')).toBe('');
  });

  test('every accepted answer of the query set is a page and anchor of the built site', () => {
    for (const locale of LOCALES) {
      const prefix = localeBaseUrl('/', locale);
      const queries = JSON.parse(readFileSync(`tests/search/queries.${locale}.json`, 'utf8')) as {accept: string[]}[];
      const missing = [...new Set(queries.flatMap(({accept}) => accept))].filter((url) => {
        const [route, id] = url.slice(prefix.length).split('#');
        const file = path.join('build', prefix.slice(1), route === '' ? 'index.html' : `${route}.html`);
        if (!existsSync(file)) return true;
        return id !== undefined && !new RegExp(`\\sid="?${id}[">\\s]`).test(readFileSync(file, 'utf8'));
      });
      expect(missing, `accepted ${locale} answers the site does not have`).toEqual([]);
    }
  });

  test('every released help entry is found by its title with a letter missing, in every language', async () => {
    const {pages} = await readHelpSource('.', DEFAULT_LOCALE, DEFAULT_LOCALE);
    const released = pages.filter(({route}) => route.split('/').length === 2);
    for (const locale of LOCALES) {
      const dir = path.join('build', localeBaseUrl('/', locale).slice(1));
      const records = JSON.parse(readFileSync(path.join(dir, SEARCH_INDEX_FILE), 'utf8')) as SearchRecord[];
      const missed: string[] = [];
      for (const {route, entries} of released) {
        for (const {id} of entries) {
          const url = `${route}#${id}`;
          const title = records.find((record) => record.url === url)?.title;
          expect(title, `${locale} ${url} is in the index`).toBeTruthy();
          const query = withTypo(title!);
          const found = (await engineHits(locale, '', query, 3)).map((hit) => hit.url);
          if (!found.includes(url)) missed.push(`"${query}" → ${found.join(', ')} (wants ${url})`);
        }
      }
      expect(missed, `${locale} entries not in the first three for their own title`).toEqual([]);
    }
  });
});
