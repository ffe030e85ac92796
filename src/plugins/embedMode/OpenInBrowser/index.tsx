import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {EMBED_QUERY_KEY, EMBED_THEME_QUERY_KEY, OPEN_IN_BROWSER_CLASS} from '../contract';
import styles from './styles.module.css';

/** The same address without the embed parameters, for a window of the browser. */
export function browserAddress({pathname, search, hash}: {pathname: string; search: string; hash: string}): string {
  const query = new URLSearchParams(search);
  query.delete(EMBED_QUERY_KEY);
  query.delete(EMBED_THEME_QUERY_KEY);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

/**
 * "Open in browser", a navbar item of the embed bar (hidden outside embed mode): the page at the
 * same address in a new window without an opener, a visit of its own, so not embedded.
 */
export default function OpenInBrowser({mobile}: {mobile?: boolean}): ReactNode {
  const location = useLocation();
  // Hydration keeps the page's HTML as it is: the query and hash are set on the render after it.
  const isBrowser = useIsBrowser();
  if (mobile) return null;
  return (
    // A window of the browser, outside the web view: never the router's navigation.
    // eslint-disable-next-line @docusaurus/no-html-links
    <a
      className={clsx('navbar__item navbar__link', OPEN_IN_BROWSER_CLASS, styles.link)}
      href={isBrowser ? browserAddress(location) : location.pathname}
      target="_blank"
      rel="noopener noreferrer"
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M14 3h7v7h-2V6.4l-8.3 8.3-1.4-1.4L17.6 5H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z"
        />
      </svg>
      <Translate id="embed.openInBrowser" description="Embed bar: opens the page in the browser, outside the app">
        Open in browser
      </Translate>
    </a>
  );
}
