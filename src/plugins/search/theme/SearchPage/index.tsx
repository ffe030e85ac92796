import {useEffect, useId, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {usePluralForm} from '@docusaurus/theme-common';
import {SEARCH_QUERY_PARAM} from '@site/src/data/search';
import {useSearch} from '../../client/useSearch';
import {HitLink, MostAsked, SearchHitView, SearchLoadStatus, SearchWayOut} from '../SearchResults';
import styles from './styles.module.css';

/** The query of the address: `/search?q=proxy`. */
const queryOf = (search: string): string => (new URLSearchParams(search).get(SEARCH_QUERY_PARAM) ?? '').slice(0, 200);

/**
 * Every answer to a query, on a page of its own that a shared link opens
 * directly (`/search?q=…`): the query stays in the address as it is typed.
 */
export default function SearchPage(): ReactNode {
  const id = useId();
  const location = useLocation();
  const history = useHistory();
  // The query is the address's (read once the page is live: the built page has none), or what the
  // visitor typed here, which the address then carries; an address from elsewhere (the header box) wins.
  const isBrowser = useIsBrowser();
  const [typed, setTyped] = useState<{query: string; search: string} | null>(null);
  const query = typed?.search === location.search ? typed.query : isBrowser ? queryOf(location.search) : '';
  const {state, start, retry, answered} = useSearch(query);
  const {selectMessage} = usePluralForm();

  useEffect(() => {
    start();
  }, [start]);

  const onType = (value: string) => {
    const params = new URLSearchParams(location.search);
    if (value) params.set(SEARCH_QUERY_PARAM, value);
    else params.delete(SEARCH_QUERY_PARAM);
    const rest = params.toString();
    const search = rest ? `?${rest}` : '';
    setTyped({query: value, search});
    history.replace({...location, search});
  };

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
            onChange={(event) => onType(event.target.value)}
          />
        </form>
        <noscript>
          <p>
            <Translate id="search.page.noScript" description="On the search page when the browser runs no JavaScript">
              The search needs JavaScript. Every answer is on these pages too:
            </Translate>
          </p>
          <SearchWayOut />
        </noscript>
        <div role="status" className={styles.status}>
          <SearchLoadStatus state={state} retry={retry} />
          {state.status === 'ready' &&
            answered &&
            selectMessage(
              state.hits.length,
              translate(
                {
                  id: 'search.page.count',
                  message: 'One answer|{count} answers',
                  description: 'How many answers were found (plural forms separated by |)',
                },
                {count: state.hits.length},
              ),
            )}
        </div>
        {state.status === 'ready' && !answered && state.hits.length > 0 && <MostAsked />}
        {state.status === 'ready' && (
          <ol className={styles.results}>
            {state.hits.map((hit) => (
              <li key={hit.url}>
                <HitLink url={hit.url} className={styles.link}>
                  <SearchHitView hit={hit} />
                </HitLink>
              </li>
            ))}
          </ol>
        )}
        {state.status === 'ready' && answered && state.hits.length === 0 && <SearchWayOut />}
      </main>
    </Layout>
  );
}
