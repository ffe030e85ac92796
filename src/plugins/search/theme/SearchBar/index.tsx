import {useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl, {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useHistory} from '@docusaurus/router';
import {SEARCH_PAGE_PATH, SEARCH_QUERY_PARAM, SEARCH_RESULT_LIMIT} from '@site/src/data/search';
import {track} from '@site/src/utils/track';
import {useSearch} from '../../client/useSearch';
import {
  HitLink,
  MostAsked,
  PANEL_ENTRY,
  SearchHitView,
  SearchLoadStatus,
  SearchWayOut,
  inPanelEntry,
} from '../SearchResults';
import styles from './styles.module.css';

const label = () => translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The search box'});

/** Where the open search fills the screen (styles.module.css). */
const FULL_SCREEN = '(max-width: 996px)';

/** While the phone's panel has its history entry: what a step back does (close it). */
let closePanel: (() => void) | null = null;
/** The panel closed on the page takes its entry back: that step is no one else's business. */
let leaving = false;

// Listening as the module loads, before the router (which would take the step for a new page and scroll to the top).
if (typeof window !== 'undefined')
  window.addEventListener('popstate', (event) => {
    if (!closePanel && !leaving) return;
    event.stopImmediatePropagation();
    leaving = false;
    closePanel?.();
  });

/**
 * On a phone the open search is a screen of its own, so the system Back closes it and keeps the
 * page: while it is open it has a history entry at the page's address (a result followed from it
 * takes its place, `HitLink`), which the router never hears of. Closed on the page, the entry goes too.
 */
function useBackCloses(open: boolean, onBack: () => void) {
  const back = useEffectEvent(onBack);
  useEffect(() => {
    if (!open || !window.matchMedia(FULL_SCREEN).matches) return undefined;
    const {href} = window.location;
    window.history.pushState({...(window.history.state as object), [PANEL_ENTRY]: true}, '');
    closePanel = () => {
      closePanel = null;
      back();
    };
    return () => {
      if (!closePanel) return;
      closePanel = null;
      // Not when a result followed took the entry's place.
      leaving = window.location.href === href && inPanelEntry();
      if (leaving) window.history.back();
    };
  }, [open]);
}

/**
 * The search box of the header, a WAI-ARIA combobox: the input owns a
 * listbox of answers, each a real link; arrows move through them, Enter
 * opens one, Escape closes the list. Without JavaScript it is a plain form
 * that opens the search page.
 */
export default function SearchBar(): ReactNode {
  const id = useId();
  const listId = `${id}-results`;
  const history = useHistory();
  const {i18n} = useDocusaurusContext();
  const searchPage = useBaseUrl(SEARCH_PAGE_PATH);
  const {withBaseUrl} = useBaseUrlUtils();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const {state, start, retry, answered} = useSearch(query, SEARCH_RESULT_LIMIT);
  const hits = state.status === 'ready' ? state.hits : [];
  /** The query an analytics event was last sent for, so each search is counted once. */
  const counted = useRef('');

  const report = (chosen: string | null) => {
    const term = query.trim();
    if (!answered || counted.current === term) return;
    counted.current = term;
    track('search', {
      search_term: term,
      results: hits.length,
      locale: i18n.currentLocale,
      docs_version: history.location.pathname.includes('/next/') ? 'next' : 'released',
      chosen,
    });
  };

  const close = (chosen: string | null = null) => {
    report(chosen);
    setOpen(false);
    setActive(-1);
  };

  // Ctrl K / ⌘ K focuses the box from anywhere.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Typed before the scripts ran: hydration leaves the text in the box, and the search answers it.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === '') return;
    setQuery(input.value);
    setOpen(document.activeElement === input);
  }, []);

  useBackCloses(open, () => {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
  });

  /** Opens an address of the site (under the base path of the page's language). */
  const go = (url: string) => {
    close(url);
    inputRef.current?.blur();
    if (inPanelEntry()) history.replace(withBaseUrl(url));
    else history.push(withBaseUrl(url));
  };

  const showList = open && (answered || query.trim() === '');
  const allResults = `${SEARCH_PAGE_PATH}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(query.trim())}`;
  const nothingMatches = state.status === 'ready' && hits.length === 0 && answered;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current + 1) % hits.length : current <= 0 ? hits.length - 1 : current - 1,
      );
    } else if (event.key === 'Escape') {
      // A search input clears itself on Escape: the first one only closes the list.
      event.preventDefault();
      if (showList) close();
      else setQuery('');
    } else if (event.key === 'Enter') {
      const hit = hits[active] ?? (active < 0 && answered ? hits[0] : undefined);
      if (!hit) return;
      event.preventDefault();
      go(hit.url);
    }
  };

  const activeId = active >= 0 && active < hits.length ? `${id}-option-${active}` : undefined;

  return (
    <form
      role="search"
      action={searchPage}
      method="get"
      className={clsx(styles.search, showList && styles.open)}
      onSubmit={(event) => {
        event.preventDefault();
        if (query.trim() !== '') go(allResults);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <input
        ref={inputRef}
        className={styles.input}
        // A text input: HTML allows the combobox role there, not on type="search";
        // enterKeyHint still gives phones their Search key.
        type="text"
        name={SEARCH_QUERY_PARAM}
        role="combobox"
        aria-label={label()}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={label()}
        value={query}
        onFocus={() => {
          start();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={clsx('button button--secondary', styles.cancel)}
        onClick={(event) => {
          close();
          setQuery('');
          // The panel is open while focus is inside it: leaving it on this button would keep an empty panel over the page.
          event.currentTarget.blur();
        }}
      >
        <Translate id="search.cancel" description="Closes the search panel on a phone">
          Cancel
        </Translate>
      </button>
      <div className={styles.panel} hidden={!showList}>
        {!answered && hits.length > 0 && <MostAsked className={styles.status} />}
        <ul id={listId} role="listbox" aria-label={label()} className={styles.results}>
          {hits.map((hit, index) => (
            // Keyed by place: the rows stay as the answers change under them, and only their text is rewritten.
            <li
              key={index}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={clsx(styles.option, index === active && styles.active)}
            >
              <HitLink url={hit.url} tabIndex={-1} onNavigate={() => close(hit.url)} className={styles.link}>
                <SearchHitView hit={hit} />
              </HitLink>
            </li>
          ))}
        </ul>
        <div role="status" className={styles.status}>
          <SearchLoadStatus state={state} retry={retry} />
          {nothingMatches && (
            <Translate id="search.noResults" description="No answer matches the query" values={{query: query.trim()}}>
              {'Nothing matches “{query}”.'}
            </Translate>
          )}
        </div>
        {nothingMatches && (
          <div className={styles.wayOut}>
            <SearchWayOut onNavigate={() => close()} />
          </div>
        )}
        {answered && hits.length > 0 && (
          <HitLink className={styles.all} url={allResults} onNavigate={() => close()}>
            <Translate id="search.seeAll" description="Opens the search page with every answer">
              See all results
            </Translate>
          </HitLink>
        )}
      </div>
    </form>
  );
}
