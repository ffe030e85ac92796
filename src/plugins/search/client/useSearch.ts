import {useCallback, useEffect, useMemo, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {DEFAULT_LOCALE, isLocale} from '../../../data/locales';
import {SEARCH_INDEX_FILE, SEARCH_MIN_QUERY_LENGTH} from '../../../data/search';
import type {Searcher, ShownHit} from './searcher';

export type SearchState =
  {status: 'idle'} | {status: 'loading'} | {status: 'failed'} | {status: 'ready'; hits: ShownHit[]};

/**
 * Searching `query`: nothing is loaded until `start()` (the box's first
 * focus) or a query; a query typed while the index loads is answered when
 * it arrives, and again as each part of a large index does. A failed load
 * says so and is tried again with `retry()`. A query shorter than
 * SEARCH_MIN_QUERY_LENGTH is not answered yet (`answered` is false): no
 * answers, and nothing to say that none matched; an empty one is answered
 * with the entries to start with.
 */
export function useSearch(query: string, limit?: number) {
  const {siteConfig, i18n} = useDocusaurusContext();
  // The index of the page's docs version (every page outside the docs belongs to the released one).
  const versionPath = useActiveDocContext(undefined).activeVersion?.path ?? siteConfig.baseUrl;
  const url = `${versionPath.replace(/\/$/, '')}/${SEARCH_INDEX_FILE}`;
  const locale = isLocale(i18n.currentLocale) ? i18n.currentLocale : DEFAULT_LOCALE;
  /** The index loaded, or that failed to load, with its address: another version's index is not this one. */
  const [loaded, setLoaded] = useState<{key: string; searcher: Searcher | null}>({key: '', searcher: null});
  const [wanted, setWanted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const active = wanted || query.trim() !== '';
  const key = `${url} ${locale} ${attempt}`;
  const answered = query.trim().length >= SEARCH_MIN_QUERY_LENGTH;

  const start = useCallback(() => setWanted(true), []);
  const retry = useCallback(() => {
    setWanted(true);
    setAttempt((count) => count + 1);
  }, []);

  useEffect(() => {
    if (!active) return undefined;
    let current = true;
    const show = (searcher: Searcher | null) => current && setLoaded({key, searcher});
    import('./searcher').then(({loadSearcher}) => loadSearcher(url, locale, show)).then(show, () => show(null));
    return () => {
      current = false;
    };
  }, [url, locale, active, key]);

  const searcher = loaded.key === key ? loaded.searcher : undefined;
  // Searched once per query and part of the index, not on each render (moving through the answers renders too).
  const state = useMemo<SearchState>(() => {
    if (searcher === undefined) return {status: active ? 'loading' : 'idle'};
    if (searcher === null) return {status: 'failed'};
    const hits = answered || query.trim() === '' ? searcher(query, limit) : [];
    // Nothing yet, while parts of the index are on their way: not "Nothing matches".
    return hits.length === 0 && answered && searcher.more() ? {status: 'loading'} : {status: 'ready', hits};
  }, [searcher, active, answered, query, limit]);
  return {state, start, retry, answered};
}
