import {useCallback, useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useLocation} from '@docusaurus/router';
import {DEFAULT_LOCALE, isLocale} from '../../../data/locales';
import type {SearchHit} from '../engine';
import {SEARCH_PLUGIN, type SearchGlobalData} from '../shared';
import type {Searcher} from './searcher';

export type SearchState =
  {status: 'idle'} | {status: 'loading'} | {status: 'failed'} | {status: 'ready'; hits: SearchHit[]};

/** The address of the index for the page's docs version, in the page's language. */
function useIndexUrl(): string {
  const {versionPaths, indexFile} = usePluginData(SEARCH_PLUGIN) as SearchGlobalData;
  const base = useBaseUrl('/');
  const {pathname} = useLocation();
  const relative = pathname.startsWith(base) ? pathname.slice(base.length) : '';
  const version = versionPaths.find((path) => relative === path || relative.startsWith(`${path}/`));
  return `${base}${version ? `${version}/` : ''}${indexFile}`;
}

/**
 * Searching `query`: nothing is loaded until `start()` (the box's first
 * focus) or a query; a query typed while the index loads is answered when
 * it arrives. A failed load says so and is tried again with `retry()`.
 */
export function useSearch(query: string, limit?: number) {
  const url = useIndexUrl();
  const {i18n} = useDocusaurusContext();
  const locale = isLocale(i18n.currentLocale) ? i18n.currentLocale : DEFAULT_LOCALE;
  const [searcher, setSearcher] = useState<Searcher | null>(null);
  const [problem, setProblem] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const active = wanted || query.trim() !== '';

  const start = useCallback(() => setWanted(true), []);
  const retry = useCallback(() => {
    setProblem(false);
    setWanted(true);
    setAttempt((count) => count + 1);
  }, []);

  useEffect(() => {
    if (!active) return undefined;
    let current = true;
    setSearcher(null);
    import('./searcher')
      .then(({loadSearcher}) => loadSearcher(url, locale))
      .then(
        (loaded) => current && setSearcher(() => loaded),
        () => current && setProblem(true),
      );
    return () => {
      current = false;
    };
  }, [url, locale, active, attempt]);

  const state: SearchState = problem
    ? {status: 'failed'}
    : !searcher
      ? {status: active ? 'loading' : 'idle'}
      : {status: 'ready', hits: query.trim() === '' ? [] : searcher(query, limit)};
  return {state, start, retry};
}
