/**
 * @jest-environment node
 */
import {gzipSync} from 'node:zlib';
import {SEARCH_INDEX_FILE, SEARCH_INDEX_PART_BYTES} from '@site/src/data/search';
import {indexFiles} from '@site/src/plugins/search/parts';
import {loadSearcher, type Searcher} from '@site/src/plugins/search/client/searcher';
import {
  addRecords,
  createIndex,
  search,
  type SearchIndexHead,
  type SearchRecord,
} from '@site/src/plugins/search/engine';
import english from '@site/src/plugins/search/languages/en';

// The language as the browser gets it, without the dynamic import Jest leaves to Node.
jest.mock('@site/src/plugins/search/languages', () => {
  const {default: language} = jest.requireActual<typeof import('@site/src/plugins/search/languages/en')>(
    '@site/src/plugins/search/languages/en',
  );
  return {SEARCH_LANGUAGES: {en: () => Promise.resolve(language)}};
});

/** Made-up words, as many as a large help uses, drawn the same way on every run. */
let seed = 7;
const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const SYLLABLES = 'ba be bo ka ke ki lo lu ma mi na no pa pe ri ro sa so ta tu va ve zo zu'.split(' ');
const VOCABULARY = Array.from({length: 4000}, () =>
  Array.from({length: 2 + Math.floor(random() * 3)}, () => pick(SYLLABLES)).join(''),
);
const sentence = (length: number) => Array.from({length}, () => pick(VOCABULARY)).join(' ');

/** A help of 1,500 entries on three pages, each entry a text and a few list items (passages). */
const LARGE: SearchRecord[] = Array.from({length: 1500}, (_, at) => {
  const page = ['Setup', 'Troubleshooting', 'FAQ'][Math.floor((at / 1500) * 3)]!;
  const url = `/${page.toLowerCase()}#entry${at}`;
  const title = `${sentence(3)} ${at}`;
  return [
    {url, title, page, text: sentence(40), keywords: sentence(4)},
    ...Array.from({length: 2}, () => ({url, title, page, text: sentence(12)})),
  ];
}).flat();

const gzip = (json: string) => gzipSync(json).length;

/** A stand-in for the network: each file answers when `release(name)` is called (at once when `held` is false). */
function network(files: [string, string][], held: boolean) {
  const waiting = new Map<string, () => void>();
  const requested: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const name = (input instanceof Request ? input.url : input.toString()).split('/').pop() ?? '';
    requested.push(name);
    const json = files.find(([file]) => file === name)?.[1];
    const respond = () => new Response(json ?? 'missing', {status: json === undefined ? 404 : 200});
    if (!held || name === SEARCH_INDEX_FILE) return Promise.resolve(respond());
    return new Promise((resolve) => waiting.set(name, () => resolve(respond())));
  });
  return {requested, release: (name: string) => waiting.get(name)?.()};
}

afterEach(() => jest.restoreAllMocks());

describe('an index in parts', () => {
  it('is one list of records while it weighs at most SEARCH_INDEX_PART_BYTES gzip, as it always was', () => {
    const small = LARGE.slice(0, 60);
    expect(indexFiles(small)).toEqual([[SEARCH_INDEX_FILE, JSON.stringify(small)]]);
  });

  it('past that, is a first file of every title and the first records, then parts, none over the weight', () => {
    const files = indexFiles(LARGE);
    expect(gzip(JSON.stringify(LARGE))).toBeGreaterThan(2 * SEARCH_INDEX_PART_BYTES);
    expect(files.length).toBeGreaterThan(2);
    expect(Math.max(...files.map(([, json]) => gzip(json)))).toBeLessThanOrEqual(SEARCH_INDEX_PART_BYTES);
    const [[first, head], ...parts] = files as [[string, string], ...[string, string][]];
    const {titles, records, parts: names} = JSON.parse(head) as SearchIndexHead;
    expect(first).toBe(SEARCH_INDEX_FILE);
    expect(names).toEqual(parts.map(([name]) => name));
    expect(titles.map(({url}) => url)).toEqual([...new Set(LARGE.map(({url}) => url))]);
    const all = [records, ...parts.map(([, json]) => JSON.parse(json) as SearchRecord[])];
    expect(all.flat()).toEqual(LARGE);
    // Whole answers: no address is cut between two files.
    const urlsOf = all.map((list) => new Set(list.map(({url}) => url)));
    urlsOf.forEach((urls, at) =>
      urlsOf.slice(at + 1).forEach((later) => urls.forEach((url) => expect(later.has(url)).toBe(false))),
    );
  });

  it('answers as the whole index does once every part is added in order', async () => {
    const [head, ...parts] = indexFiles(LARGE).map(([, json]) => JSON.parse(json) as unknown);
    const whole = await createIndex(LARGE, english);
    const split = await createIndex((head as SearchIndexHead).records, english);
    for (const part of parts) await addRecords(split, part as SearchRecord[]);
    const queries = Array.from({length: 60}, (_, at) => {
      const word = pick(VOCABULARY);
      // Whole words, pairs, a word being typed and a word with a typo.
      return [word, `${word} ${pick(VOCABULARY)}`, word.slice(0, 3), `${word.slice(0, -1)}x`][at % 4]!;
    });
    for (const query of queries) expect([query, search(split, query, 10)]).toEqual([query, search(whole, query, 10)]);
  });

  it('gives its first answers from the first file alone, then answers again as each part arrives', async () => {
    const files = indexFiles(LARGE);
    const {requested, release} = network(files, true);
    let latest: Searcher | undefined;
    let announced = 0;
    const searcher = await loadSearcher('/deckhopper/search-index.json', 'en', (next) => {
      latest = next;
      announced += 1;
    });
    // Answered with only the first file downloaded (the parts are asked for, and held).
    expect(gzip(files[0]![1])).toBeLessThanOrEqual(SEARCH_INDEX_PART_BYTES);
    expect(searcher.more()).toBe(true);
    const [firstRecord] = LARGE;
    expect(searcher(firstRecord!.title)[0]?.url).toBe(firstRecord!.url);
    // An entry of the last part: found by its title at once, by its text once its part arrived.
    const last = LARGE.at(-3)!;
    expect(searcher(last.title).map(({url}) => url)).toContain(last.url);
    expect(searcher(last.text).map(({url}) => url)).not.toContain(last.url);
    for (const [name] of files.slice(1)) {
      release(name);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await waitFor(() => !searcher.more());
    // Each part arrived as a new searcher, for the box to search again.
    expect(announced).toBeGreaterThanOrEqual(files.length - 1);
    expect(latest).not.toBe(searcher);
    expect(searcher(last.text)[0]?.url).toBe(last.url);
    expect(requested.sort()).toEqual(files.map(([name]) => name).sort());
    // Once whole, the answers are the whole index's.
    const whole = await createIndex(LARGE, english);
    for (const query of [last.title, firstRecord!.text.slice(0, 30), 'bako', 'zuzo mani'])
      expect(searcher(query, 8).map(({url}) => url)).toEqual(search(whole, query, 8).map(({url}) => url));
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 400) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
