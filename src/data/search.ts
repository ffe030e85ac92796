import {ROUTES, type RoutePath} from './routes';

/**
 * The site search's settings (the search itself is src/plugins/search): a
 * local index written by the build, so searching needs no hosted service,
 * no key and no request to another host.
 */

/** Marks page furniture that must not be indexed (badges, Copy link, notices). */
export const SEARCH_IGNORE_ATTRIBUTE = 'data-search-ignore';

/**
 * The characters a query needs before the search box answers: one letter
 * begins too many words to say which the reader means, and "Nothing
 * matches" after it would only flash by as they type the next.
 */
export const SEARCH_MIN_QUERY_LENGTH = 2;

/** How many answers the search box lists (the search page lists them all). */
export const SEARCH_RESULT_LIMIT = 8;

/** The search page (kept out of the sitemap and of search engines). */
export const SEARCH_PAGE_PATH = '/search';

/** The query parameter of the search page: `/search?q=proxy`. */
export const SEARCH_QUERY_PARAM = 'q';

/** The search's index, one per docs version, at the version's root in each language (`/next/search-index.json`). */
export const SEARCH_INDEX_FILE = 'search-index.json';

/**
 * The most gzip bytes the search downloads before its first answer: a larger index is written in parts of at most
 * this weight (`search-index.json` first, with every answer's title), and answers as they arrive.
 */
export const SEARCH_INDEX_PART_BYTES = 100_000;

/**
 * What the search offers before anything is typed: the entries a streamer needs first (connecting, the first setup,
 * stability, Pro, using it free), drawn from the help's own order rather than from usage; the search events
 * (src/plugins/search/README.md, "Gaps") show which answers visitors open, and may reorder it.
 */
export const SEARCH_MOST_ASKED: readonly string[] = [
  `${ROUTES.troubleshooting}#connectionIssues`,
  `${ROUTES.setup}#initialSetup`,
  `${ROUTES.troubleshooting}#stabilityIssues`,
  `${ROUTES.troubleshooting}#proVersionIssues`,
  `${ROUTES.faq}#canUseFree`,
];

/** The help pages, whose entries come before the licence and privacy pages' sections that match a query no better. */
export const SEARCH_HELP_PAGES: readonly string[] = [ROUTES.setup, ROUTES.troubleshooting, ROUTES.faq];

/** The licence and privacy pages. */
export const SEARCH_LEGAL_PAGES: readonly string[] = [
  ROUTES.license,
  ROUTES.privacyPolicy,
  ROUTES.privacyPolicyPro,
] satisfies RoutePath[];
