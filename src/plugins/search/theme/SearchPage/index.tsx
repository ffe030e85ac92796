import {useEffect, useId, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {SEARCH_QUERY_PARAM} from '@site/src/data/search';
import {useSearch} from '../../client/useSearch';
import {SearchHitView, SearchWayOut} from '../SearchResults';
import styles from './styles.module.css';

/** The query of the address, read safely: `/search?q=proxy`. */
function queryOf(search: string): string {
  try {
    return (new URLSearchParams(search).get(SEARCH_QUERY_PARAM) ?? '').slice(0, 200);
  } catch {
    return '';
  }
}

/**
 * Every answer to a query, on a page of its own that a shared link opens
 * directly (`/search?q=…`): the query stays in the address as it is typed.
 */
export default function SearchPage(): ReactNode {
  const id = useId();
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState(() => queryOf(location.search));
  const {state, start, retry} = useSearch(query);

  useEffect(() => {
    start();
  }, [start]);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if ((params.get(SEARCH_QUERY_PARAM) ?? '') === query) return;
    if (query) params.set(SEARCH_QUERY_PARAM, query);
    else params.delete(SEARCH_QUERY_PARAM);
    const search = params.toString();
    history.replace({...location, search: search ? `?${search}` : ''});
  }, [query, history, location]);

  const title = translate({
    id: 'search.page.title',
    message: 'Search the help',
    description: 'Title of the search page',
  });
  return (
    <Layout
      title={title}
      description={translate({
        id: 'search.page.description',
        message: 'Search the Deck Hopper help, patch notes and pages.',
      })}
    >
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={id} className={styles.label}>
            <Translate id="search.page.label">Search for</Translate>
          </label>
          <input
            id={id}
            className={styles.input}
            type="search"
            name={SEARCH_QUERY_PARAM}
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
        <div role="status" className={styles.status}>
          {state.status === 'loading' && <Translate id="search.loading">Loading the search…</Translate>}
          {state.status === 'failed' && (
            <>
              <Translate id="search.failed">The search could not be loaded.</Translate>{' '}
              <button type="button" className="button button--link button--sm" onClick={retry}>
                <Translate id="search.retry">Try again</Translate>
              </button>
            </>
          )}
          {state.status === 'ready' && query.trim() !== '' && (
            <Translate
              id="search.page.count"
              description="{count} answers were found"
              values={{count: state.hits.length}}
            >
              {'{count} answers'}
            </Translate>
          )}
        </div>
        {state.status === 'ready' && (
          <ol className={styles.results}>
            {state.hits.map((hit) => (
              <li key={hit.url}>
                <Link to={hit.url} className={styles.link}>
                  <SearchHitView hit={hit} query={query} />
                </Link>
              </li>
            ))}
          </ol>
        )}
        {state.status === 'ready' && query.trim() !== '' && state.hits.length === 0 && <SearchWayOut />}
      </main>
    </Layout>
  );
}
