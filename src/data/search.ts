/**
 * The site search's settings (the search itself is src/plugins/search): a
 * local index written by the build, so searching needs no hosted service,
 * no key and no request to another host.
 */

/** Marks page furniture that must not be indexed (badges, Copy link, notices). */
export const SEARCH_IGNORE_ATTRIBUTE = 'data-search-ignore';

/** How many answers the search box lists (the search page lists them all). */
export const SEARCH_RESULT_LIMIT = 8;

/** The search page (kept out of the sitemap and of search engines). */
export const SEARCH_PAGE_PATH = '/search';

/** The query parameter of the search page: `/search?q=proxy`. */
export const SEARCH_QUERY_PARAM = 'q';
