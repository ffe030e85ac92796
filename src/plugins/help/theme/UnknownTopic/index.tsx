import {useEffect, useRef, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {SEARCH_PAGE_PATH, SEARCH_QUERY_PARAM} from '@site/src/data/search';
import {useSearch} from '@site/src/plugins/search/client/useSearch';
import {HitLink, SearchHitView, SearchLoadStatus, SearchWayOut} from '@site/src/plugins/search/theme/SearchResults';
import styles from './styles.module.css';

/** The words of an entry id: `imagesNotLoading` → "images not loading". */
const wordsOfId = (id: string): string => id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * Where the entries start when the address names a topic the page does not
 * have (an old or mistyped link): says so, and searches the id's words, with
 * the ways out when nothing matches.
 */
export default function UnknownTopic({id}: {id: string}): ReactNode {
  const words = wordsOfId(id);
  const {state, retry} = useSearch(words, 5);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({block: 'center'});
    ref.current?.focus({preventScroll: true});
  }, [id]);
  const hits = state.status === 'ready' ? state.hits : [];
  return (
    <section
      ref={ref}
      className={`alert alert--warning ${styles.notice}`}
      tabIndex={-1}
      aria-labelledby="unknown-topic"
    >
      <p id="unknown-topic" className="text--bold margin-bottom--sm">
        <Translate id="help.unknownTopic.title" description="The address names an entry the page does not have">
          We couldn't find that topic
        </Translate>
      </p>
      <p>
        <Translate
          id="help.unknownTopic.text"
          description="{words} are the words of the unknown entry's id"
          values={{words: <strong>{words}</strong>}}
        >
          {'The link may be old. What the help has on {words}:'}
        </Translate>{' '}
        <SearchLoadStatus state={state} retry={retry} />
      </p>
      <ul className="clean-list">
        {hits.map((hit) => (
          <li key={hit.url}>
            <HitLink url={hit.url} className={styles.answer}>
              <SearchHitView hit={hit} />
            </HitLink>
          </li>
        ))}
      </ul>
      {state.status === 'ready' && hits.length === 0 && <SearchWayOut />}
      <HitLink url={`${SEARCH_PAGE_PATH}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(words)}`}>
        <Translate id="search.seeAll">See all results</Translate>
      </HitLink>
    </section>
  );
}
