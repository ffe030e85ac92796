/**
 * The search in the browser: the engine, the language's words and the
 * index of one docs version, loaded together on first use and kept for the
 * visit. A large index comes in parts (../parts.ts): the first answers from
 * the first, the titles of the rest standing in for what has not arrived.
 */
import type {Locale} from '../../../data/locales';
import {SEARCH_MOST_ASKED} from '../../../data/search';
import {
  addRecords,
  createIndex,
  search,
  snippetOf,
  type SearchHit,
  type SearchIndexHead,
  type SearchRecord,
} from '../engine';
import {SEARCH_LANGUAGES} from '../languages';
import {cached, fold} from '../words';

/** An answer as a row shows it: its snippet in pieces, the words marked at the odd places (`["Set the ", "proxy", " buttons…"]`). */
export type ShownHit = SearchHit & {marked: string[]};

/** Answers a query; `more()` while parts of the index are on their way. */
export type Searcher = ((query: string, limit?: number) => ShownHit[]) & {more: () => boolean};

/** Each index loaded or loading, and who hears of its parts as they arrive. */
const loaded = new Map<string, {searcher: Promise<Searcher>; onPart: Set<(searcher: Searcher) => void>}>();

async function fetchIndex(url: string): Promise<SearchRecord[] | SearchIndexHead> {
  // Revalidated each visit: the file keeps its name from one build to the next.
  const response = await fetch(url, {cache: 'no-cache', credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const file: unknown = await response.json();
  if (!Array.isArray(file) && !Array.isArray((file as SearchIndexHead | null)?.records))
    throw new Error(`${url} is no search index`);
  return file as SearchRecord[] | SearchIndexHead;
}

/** Each word of the snippets met, folded: the rows of each key mark the same words again. */
const foldWord = cached(fold);

/**
 * The snippet in pieces, with the words marked that start like a word typed
 * (all of a short one, all but two letters of a longer one); the text
 * between marks stays one piece, so a row is a handful of nodes.
 */
export function markSnippet(text: string, query: string): string[] {
  const starts = (fold(query).match(/[\p{L}\p{N}]{2,}/gu) ?? []).map((word) =>
    word.slice(0, Math.max(3, word.length - 2)),
  );
  const pieces: string[] = [];
  let plain = '';
  // Split on words, kept: the words are at the odd places, what parts them at the even ones.
  text.split(/([\p{L}\p{N}]+)/u).forEach((part, index) => {
    const folded = index % 2 === 1 ? foldWord(part) : '';
    if (folded === '' || !starts.some((start) => folded.startsWith(start))) {
      plain += part;
      return;
    }
    pieces.push(plain, part);
    plain = '';
  });
  pieces.push(plain);
  return pieces;
}

/** The rows of each query: an answer shown before with the same marks is the same object, so its row is not drawn again. */
export function rowsOf(searchIt: (query: string, limit?: number) => SearchHit[]): Searcher {
  let before = new Map<string, ShownHit>();
  const rows = (query: string, limit?: number) => {
    const now = new Map<string, ShownHit>();
    const shown = searchIt(query, limit).map((hit) => {
      const marked = markSnippet(hit.snippet, query);
      const key = [hit.url, hit.title, hit.page, ...marked].join('\n');
      const row = before.get(key) ?? {...hit, marked};
      now.set(key, row);
      return row;
    });
    before = now;
    return shown;
  };
  return Object.assign(rows, {more: () => false});
}

/** Each step of indexing a task of its own: the box stays responsive to the keys typed meanwhile. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The searcher of the index at `url`, once its first file is indexed; a failed load (the network, an error, a file
 * cut short) is tried again on the next call. The other parts are fetched at once and indexed in their order as they
 * arrive, each then handed to `onPart` as a new searcher (a new object: what was searched before is searched again);
 * until then an answer not yet indexed is found by its title, after those indexed.
 */
export function loadSearcher(
  url: string,
  locale: Locale,
  onPart: (searcher: Searcher) => void = () => undefined,
): Promise<Searcher> {
  const known = loaded.get(url);
  known?.onPart.add(onPart);
  if (known) return known.searcher;
  const listeners = new Set([onPart]);
  const loading = Promise.all([fetchIndex(url), SEARCH_LANGUAGES[locale]()]).then(async ([file, language]) => {
    const {titles = [], records, parts = []} = Array.isArray(file) ? {records: file} : file;
    const index = await createIndex(records, language, pause);
    let titleIndex = parts.length > 0 ? await createIndex(titles, language, pause) : null;
    // Before anything is typed: the entries to start with, as this language's records have them.
    const mostAsked = () =>
      SEARCH_MOST_ASKED.flatMap((asked) => [...records, ...titles].find((record) => record.url === asked) ?? []).map(
        (record) => ({...record, score: 0, snippet: snippetOf(record.text, [])}),
      );
    const rows = rowsOf((query, limit) => {
      if (query.trim() === '') return mostAsked();
      const hits = search(index, query, limit);
      if (!titleIndex) return hits;
      const waiting = search(titleIndex, query, limit).filter((hit) => !index.answerTerms.has(hit.url));
      return [...hits, ...waiting].slice(0, limit);
    });
    let more = parts.length > 0;
    const searcher = () => Object.assign((query: string, limit?: number) => rows(query, limit), {more: () => more});
    const fetched = parts.map((part) => fetchIndex(url.replace(/[^/]*$/, part)));
    for (const part of fetched) void part.catch(() => undefined);
    void (async () => {
      try {
        for (const part of fetched) {
          const added = (await part) as SearchRecord[];
          await addRecords(index, added, pause);
          records.push(...added);
          listeners.forEach((listener) => listener(searcher()));
        }
        titleIndex = null;
      } catch {
        // A part that failed leaves the titles standing in for what it held.
      } finally {
        more = false;
        listeners.forEach((listener) => listener(searcher()));
        listeners.clear();
      }
    })();
    return searcher();
  });
  loaded.set(url, {searcher: loading, onPart: listeners});
  loading.catch(() => loaded.delete(url));
  return loading;
}
