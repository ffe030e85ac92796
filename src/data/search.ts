/**
 * The site search: a local index written by the build
 * (`@easyops-cn/docusaurus-search-local`), so searching needs no hosted
 * service, no key and no request to another host.
 *
 * It covers the help docs (each accordion entry is its own result, linking
 * to `page#anchor`) and the patch notes. Every docs version gets its own
 * index; a search from `/next/…` searches the next docs.
 */
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {DEFAULT_LOCALE, type Locale} from './locales';
import {ROUTES} from './routes';

/** Marks page furniture inside a doc that must not be indexed (badges, Copy link). */
export const SEARCH_IGNORE_ATTRIBUTE = 'data-search-ignore';

/** How many hits the search box lists. */
export const SEARCH_RESULT_LIMIT = 8;

/** The search results page the plugin adds (kept out of the sitemap). */
export const SEARCH_PAGE_PATH = '/search';

/** The options for the index of one locale: each language gets its own words and stems. */
export const searchOptions = (locale: Locale) =>
  ({
    ...SEARCH_OPTIONS,
    language: [locale],
    // Spanish is searched by stems (a plural finds the singular); English as typed.
    removeDefaultStemmer: locale === DEFAULT_LOCALE,
    // The hash also covers the translations of the docs and posts.
    docsDir: [...SEARCH_OPTIONS.docsDir, ...(locale === DEFAULT_LOCALE ? [] : [`i18n/${locale}`])],
  }) satisfies PluginOptions;

export const SEARCH_OPTIONS = {
  // A query string with the content hash, so a new build never serves a stale index.
  hashed: true,
  // The hash covers every docs version, not only the next one in docs/.
  docsDir: ['docs', 'versioned_docs'],
  // Docs live at the site root, not /docs.
  docsRouteBasePath: '/',
  indexDocs: true,
  indexBlog: true,
  blogRouteBasePath: ROUTES.patchNotes,
  blogDir: 'blog',
  // Forms, prices and legal text are not help content.
  indexPages: false,
  // Whole words and prefixes match as typed ("vibration", "vib"), not stems.
  removeDefaultStemmer: true,
  highlightSearchTermsOnTargetPage: true,
  searchResultLimits: SEARCH_RESULT_LIMIT,
  // Shows "Help › No vibration or haptics" so a hit says which page it is on.
  explicitSearchResultPath: true,
  // The next docs are marked noindex for search engines, but their own search must still work.
  forceIgnoreNoIndex: true,
  searchBarShortcutKeymap: 'mod+k',
  ignoreCssSelectors: [`[${SEARCH_IGNORE_ATTRIBUTE}]`, 'noscript', '.theme-doc-toc-mobile', '.pagination-nav'],
} satisfies PluginOptions;
