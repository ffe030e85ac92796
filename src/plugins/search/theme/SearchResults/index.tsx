import {memo, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import {COMMUNITY_LINKS} from '@site/src/data/links';
import {ROUTES} from '@site/src/data/routes';
import type {ShownHit} from '../../client/searcher';
import type {SearchState} from '../../client/useSearch';
import styles from './styles.module.css';

/** Marks the history entry the phone's search panel adds while open (../SearchBar): a result followed takes its place. */
export const PANEL_ENTRY = 'deckhopperSearchPanel';

/** Whether the current history entry is the open search panel's. */
export const inPanelEntry = (): boolean =>
  (window.history.state as Record<string, unknown> | null)?.[PANEL_ENTRY] === true;

/**
 * The link of an answer, or of a way out: a plain link opened by the router,
 * not `@docusaurus/Link`, which prefetches and watches each link anew as the
 * rows change on each key (../../README.md, "Speed").
 */
export function HitLink({
  url,
  className,
  tabIndex,
  onNavigate,
  children,
}: {
  url: string;
  className?: string;
  /** -1 in the search box's list, where the keys stay in the box. */
  tabIndex?: number;
  onNavigate?: () => void;
  children: ReactNode;
}): ReactNode {
  const history = useHistory();
  const {withBaseUrl} = useBaseUrlUtils();
  const href = withBaseUrl(url);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    // A new tab or window, or a download, is the browser's to open.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (inPanelEntry()) history.replace(href);
    else history.push(href);
  };
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- see above: opened by the router all the same
    <a href={href} className={className} tabIndex={tabIndex} onClick={open}>
      {children}
    </a>
  );
}

/** One answer: its title, the page it is on, and a passage of its text; drawn again only for another answer (`rowsOf`). */
export const SearchHitView = memo(function SearchHitView({hit}: {hit: ShownHit}): ReactNode {
  // The words typed are at the odd places (`markSnippet`); they never move within a snippet: their places are their keys.
  const snippet = hit.marked.map((piece, index) => (index % 2 === 1 ? <mark key={index}>{piece}</mark> : piece));
  return (
    <>
      <span className={styles.title}>{hit.title}</span>
      {hit.page !== hit.title && <span className={styles.page}>{hit.page}</span>}
      <span className={styles.snippet}>{snippet}</span>
    </>
  );
});

/** Over the entries an empty search offers to start with. */
export const MostAsked = ({className}: {className?: string}): ReactNode => (
  <p className={clsx('margin-bottom--none', className)}>
    <Translate id="search.startHere" description="Over the answers an empty search offers">
      Start here
    </Translate>
  </p>
);

/** While the index loads, or after it failed to load (with Try again), for the box's and the page's status line. */
export function SearchLoadStatus({state, retry}: {state: SearchState; retry: () => void}): ReactNode {
  if (state.status === 'loading') {
    return (
      <Translate id="search.loading" description="While the search's index loads">
        Loading the search…
      </Translate>
    );
  }
  if (state.status !== 'failed') return null;
  return (
    <>
      <Translate id="search.failed" description="The search's index could not be loaded">
        The search could not be loaded.
      </Translate>{' '}
      <button type="button" className="button button--link button--sm" onClick={retry}>
        <Translate id="search.retry">Try again</Translate>
      </button>
    </>
  );
}

/**
 * Where a visitor goes when the search finds nothing: the connection check,
 * the troubleshooting and FAQ pages and the community chat; the contact form
 * only for an account or a purchase, as everywhere on the site.
 */
export function SearchWayOut({onNavigate}: {onNavigate?: () => void}): ReactNode {
  return (
    <div className={styles.wayOut}>
      <p>
        <Translate id="search.wayOut.title" description="Over the ways out when a search finds nothing">
          Try one of these:
        </Translate>
      </p>
      <ul>
        <li>
          <HitLink url={`${ROUTES.troubleshooting}#connectionIssues`} onNavigate={onNavigate}>
            <Translate id="search.wayOut.connection">Cannot connect? Go through the connection check</Translate>
          </HitLink>
        </li>
        <li>
          <HitLink url={ROUTES.troubleshooting} onNavigate={onNavigate}>
            <Translate id="search.wayOut.troubleshooting">All troubleshooting answers</Translate>
          </HitLink>
        </li>
        <li>
          <HitLink url={ROUTES.faq} onNavigate={onNavigate}>
            <Translate id="search.wayOut.faq">Frequently asked questions</Translate>
          </HitLink>
        </li>
        <li>
          <Link href={COMMUNITY_LINKS.discord.href}>
            <Translate
              id="search.wayOut.community"
              description="{community} is the chat server's name"
              values={{community: COMMUNITY_LINKS.discord.label}}
            >
              {'Ask the community on {community}'}
            </Translate>
          </Link>
        </li>
        <li>
          <Translate
            id="search.wayOut.contact"
            description="{contact} links to the contact form, which is for accounts and purchases only"
            values={{
              contact: (
                <HitLink url={ROUTES.contact} onNavigate={onNavigate}>
                  <Translate id="search.wayOut.contact.link">the contact form</Translate>
                </HitLink>
              ),
            }}
          >
            {'A question about your account or a purchase? Use {contact}.'}
          </Translate>
        </li>
      </ul>
    </div>
  );
}
