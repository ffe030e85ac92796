/**
 * The search in the browser: the engine, the language's words and the
 * index of one docs version, loaded together on first use (one chunk, one
 * request) and kept for the visit.
 */
import type {Locale} from '../../../data/locales';
import {SEARCH_MOST_ASKED} from '../../../data/search';
import {createIndex, search, snippetOf, type SearchHit, type SearchRecord} from '../engine';
import {SEARCH_LANGUAGES} from '../languages';
import {cached, fold} from '../words';

/** An answer as a row shows it: its snippet in pieces, the words marked at the odd places (`["Set the ", "proxy", " buttons…"]`). */
export type ShownHit = SearchHit & {marked: string[]};

export type Searcher = (query: string, limit?: number) => ShownHit[];

const loaded = new Map<string, Promise<Searcher>>();

async function fetchRecords(url: string): Promise<SearchRecord[]> {
  // Revalidated each visit: the file keeps its name from one build to the next.
  const response = await fetch(url, {cache: 'no-cache', credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const records: unknown = await response.json();
  if (!Array.isArray(records)) throw new Error(`${url} is not a list of records`);
  return records as SearchRecord[];
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
  return (query, limit) => {
    const now = new Map<string, ShownHit>();
    const rows = searchIt(query, limit).map((hit) => {
      const marked = markSnippet(hit.snippet, query);
      const key = [hit.url, hit.title, hit.page, ...marked].join('\n');
      const row = before.get(key) ?? {...hit, marked};
      now.set(key, row);
      return row;
    });
    before = now;
    return rows;
  };
}

/** The searcher of the index at `url`; a failed load (the network, an error, a file cut short) is tried again on the next call. */
export function loadSearcher(url: string, locale: Locale): Promise<Searcher> {
  const known = loaded.get(url);
  if (known) return known;
  const loading = Promise.all([fetchRecords(url), SEARCH_LANGUAGES[locale]()]).then(async ([records, language]) => {
    // Built in steps, each a task of its own: the box stays responsive to the keys typed meanwhile.
    const index = await createIndex(records, language, () => new Promise((resolve) => setTimeout(resolve)));
    // Before anything is typed: the entries to start with, as this language's records have them.
    const mostAsked = SEARCH_MOST_ASKED.flatMap((url) => records.find((record) => record.url === url) ?? []).map(
      (record) => ({...record, score: 0, snippet: snippetOf(record.text, [])}),
    );
    return rowsOf((query, limit) => (query.trim() === '' ? mostAsked : search(index, query, limit)));
  });
  loaded.set(url, loading);
  loading.catch(() => loaded.delete(url));
  return loading;
}
