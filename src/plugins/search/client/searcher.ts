/**
 * The search in the browser: the engine, the language's words and the
 * index of one docs version, loaded together on first use (one chunk, one
 * request) and kept for the visit.
 */
import type {Locale} from '../../../data/locales';
import {createIndexInSteps, search, type SearchHit, type SearchRecord} from '../engine';
import {SEARCH_LANGUAGES} from '../languages';

export type Searcher = (query: string, limit?: number) => SearchHit[];

const loaded = new Map<string, Promise<Searcher>>();

/** Why the index could not be had, for the message the box shows. */
export class SearchLoadError extends Error {}

/** A record as the build writes it; anything else in the file is left out. */
function isRecord(value: unknown): value is SearchRecord {
  if (typeof value !== 'object' || value === null) return false;
  const {url, title, page, text, keywords} = value as Record<string, unknown>;
  return (
    [url, title, page, text].every((field) => typeof field === 'string') &&
    (keywords === undefined || typeof keywords === 'string')
  );
}

async function fetchRecords(url: string): Promise<SearchRecord[]> {
  let response: Response;
  try {
    // Revalidated each visit: the file keeps its name from one build to the next.
    response = await fetch(url, {cache: 'no-cache', credentials: 'same-origin'});
  } catch {
    throw new SearchLoadError('network');
  }
  if (!response.ok) throw new SearchLoadError(`status ${response.status}`);
  try {
    const records: unknown = await response.json();
    if (!Array.isArray(records)) throw new Error('not a list');
    return records.filter(isRecord);
  } catch {
    throw new SearchLoadError('unreadable');
  }
}

/** The searcher of the index at `url` (a failed load is tried again on the next call). */
export function loadSearcher(url: string, locale: Locale): Promise<Searcher> {
  const known = loaded.get(url);
  if (known) return known;
  const loading = Promise.all([fetchRecords(url), SEARCH_LANGUAGES[locale]()]).then(async ([records, language]) => {
    // Built in steps, each a task of its own: the box stays responsive to the keys typed meanwhile.
    const index = await createIndexInSteps(records, language, () => new Promise((resolve) => setTimeout(resolve)));
    return (query: string, limit?: number) => search(index, query, language, limit);
  });
  loaded.set(url, loading);
  loading.catch(() => loaded.delete(url));
  return loading;
}
