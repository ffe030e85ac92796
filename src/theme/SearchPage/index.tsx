import {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import SearchPage from '@theme-original/SearchPage';

/**
 * The search plugin's results page, kept out of search engines: the plugin
 * writes its robots tag as `<meta property="robots">`, which crawlers ignore.
 * Its query box has an English ARIA label ("Search"), given the page's
 * language once hydrated.
 */
export default function SearchPageWrapper(): ReactNode {
  useEffect(() => {
    document.querySelector('input[type="search"][name="q"]')?.setAttribute(
      'aria-label',
      translate({
        id: 'theme.SearchBar.label',
        message: 'Search',
        description: 'The ARIA label and placeholder for search button',
      }),
    );
  }, []);
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchPage />
    </>
  );
}
