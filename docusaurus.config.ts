import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {COPYRIGHT_YEAR, PRODUCT_NAME, PROJECT_ORIGIN, TOOL_NAME} from './src/data/constants';
import {DOCS_VERSION, DOCS_VERSION_DROPDOWN_TYPE, DOCS_VERSIONS, NEXT_DOCS_PATH} from './src/data/docsVersions';
import {FOOTER_SOCIAL_LINKS} from './src/data/links';
import {ALIASES, FOOTER_LINKS, GET_HELP_CLASS, GET_HELP_LINKS, NAV_ITEMS, ROUTES} from './src/data/routes';
import {SITEMAP_FILENAME, SOCIAL_CARD, TAGLINE} from './src/data/seo';
import {SEARCH_PAGE_PATH} from './src/data/search';
import {OPEN_IN_BROWSER_TYPE} from './src/plugins/embedMode/contract';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_SHORTCUT_TYPE,
  currentBuildLocale,
  localeConfigsFor,
  type Locale,
} from './src/data/locales';
import {readSiteEnv, type SiteEnv} from './src/data/siteEnv';
import {ANALYTICS_POLICY_PATH, PRIVACY_SETTINGS_LINK} from './src/data/analytics';
import analyticsPlugin from './src/plugins/analytics';
import contentSecurityPolicyPlugin from './src/plugins/contentSecurityPolicy';
import {completeRedirectPages} from './src/plugins/redirectPages';
import frameGuardPlugin from './src/plugins/frameGuard';
import embedModePlugin from './src/plugins/embedMode';
import markdownTwinsPlugin, {linkTwins} from './src/plugins/markdownTwins';
import pendingFactsPlugin from './src/plugins/pendingFacts';
import prismOnDemandPlugin from './src/plugins/prismOnDemand';
import {createHelpWing, writeFaqStructuredData} from './src/plugins/help';
import searchPlugin from './src/plugins/search';
import codeTranslationsPlugin from './src/plugins/codeTranslations';
import remarkLinkAllowList from './src/plugins/remarkLinkAllowList';
import robotsTxtPlugin from './src/plugins/robotsTxt';
import {SSR_TEMPLATE} from './src/ssr/template';
import {translatedBlogOptions} from './src/i18n/blogOptions';
import {sortReleasesNewestFirst} from './src/utils/sortReleases';

// Every doc, post and MDX page: links limited to the schemes the app allows.
const remarkPlugins = [remarkLinkAllowList];
/**
 * Pages that crash or embed with made-up ids on purpose, for the browser tests
 * (tests/pages). Only the build `npm test` makes has them (it sets
 * SITE_TEST_PAGES=1, see scripts/test.mjs): the published site ships none.
 */
const TEST_PAGES_PATH = '/__tests';
const TEST_PAGES_VARIABLE = 'SITE_TEST_PAGES';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATCH_NOTES_DESCRIPTION = `What changed in each release of ${PRODUCT_NAME}.`;

/**
 * The site's settings for an environment: Docusaurus calls this with none
 * (the build's variables), the tests with the variables they check.
 */
const createConfig = (
  env: SiteEnv = readSiteEnv(process.env),
  locale: Locale = currentBuildLocale(),
  testPages: boolean = process.env[TEST_PAGES_VARIABLE] === '1',
) => {
  // The help's source, read once by its plugin and handed to its remark plugin (src/plugins/help).
  const help = createHelpWing();
  // The feeds in the locale's words (Docusaurus translates the list page, not the feeds).
  const feedTexts = locale === DEFAULT_LOCALE ? null : translatedBlogOptions(__dirname, locale);
  const navItems = NAV_ITEMS.map(({label, to, placement}) => ({
    label,
    to,
    position: placement === 'action' ? ('right' as const) : ('left' as const),
    className: `navbar-item--${placement}`,
    // "/" would otherwise count as active on every page.
    ...(to === ROUTES.home && {activeBaseRegex: `^${escapeRegExp(env.baseUrl)}(home|index\\.html)?$`}),
  }));
  return {
    title: PRODUCT_NAME,
    tagline: TAGLINE,
    favicon: 'img/favicon.svg',
    url: env.siteUrl,
    baseUrl: env.baseUrl,
    // Pages are written as `setup.html`, so a static host (GitHub Pages
    // included) answers `/deckhopper/setup` without a redirect.
    trailingSlash: false,
    // The scripts start after the load event on purpose (src/ssr/template.ts);
    // the hidden "site did not load properly" banner would only weigh on every page.
    baseUrlIssueBanner: false,

    onBrokenLinks: 'throw',
    // The app deep-links into accordion anchors; a missing one must fail the build.
    onBrokenAnchors: 'throw',
    onDuplicateRoutes: 'throw',
    markdown: {hooks: {onBrokenMarkdownLinks: 'throw'}},

    future: {
      v4: {
        // Rspack, SWC and Lightning CSS (@docusaurus/faster).
        fasterByDefault: true,
        removeLegacyPostBuildHeadAttribute: true,
        // Keeps this site's saved settings apart from other sites on the same host.
        siteStorageNamespacing: true,
        mdx1CompatDisabledByDefault: true,
        // Off: its specificity polyfill (`:not(#\#)`) makes Infima beat every rule in custom.css.
        useCssCascadeLayers: false,
      },
    },

    // Build-time values the client needs; read them with src/data/siteConfig.ts.
    customFields: {staticFormsAccessKey: env.staticFormsAccessKey},

    // Scripts start after the load event, so the page paints first: see src/ssr/template.ts.
    ssrTemplate: SSR_TEMPLATE,

    // Spanish under /es/ (see "Translations" in CONTRIBUTING.md). Each locale is built in a process
    // of its own by scripts/build.mjs, so the config is read for that locale (the feeds' titles).
    i18n: {
      defaultLocale: DEFAULT_LOCALE,
      locales: [...LOCALES],
      localeConfigs: localeConfigsFor(env.baseUrl),
    },

    presets: [
      [
        'classic',
        {
          docs: {
            // Help docs live at the root: /setup, /faq, /troubleshooting.
            routeBasePath: '/',
            sidebarPath: './sidebars.ts',
            // Help entries: their anchors are checked and they make the page's contents.
            remarkPlugins: [...remarkPlugins, help.remarkPlugin],
            // The released help stays at the root, where the app links; docs/ is the next version.
            lastVersion: DOCS_VERSION,
            versions: DOCS_VERSIONS,
          },
          blog: {
            routeBasePath: ROUTES.patchNotes.slice(1),
            blogTitle: 'Patch Notes',
            blogDescription: PATCH_NOTES_DESCRIPTION,
            postsPerPage: 'ALL',
            blogSidebarCount: 0,
            // No separate archive page: the list already shows every release.
            archiveBasePath: null,
            showReadingTime: false,
            // Posts are short release notes shown whole on the list page.
            onUntruncatedBlogPosts: 'ignore',
            feedOptions: {
              type: ['rss', 'atom'],
              limit: false,
              title: feedTexts ? `${PRODUCT_NAME}: ${feedTexts.title}` : `${PRODUCT_NAME} patch notes`,
              // The default says "Deck Hopper Blog".
              description: feedTexts?.description ?? PATCH_NOTES_DESCRIPTION,
              // Atom needs an author for every entry; the posts name none, so the product signs them.
              // Entries keep the date Docusaurus gives them (see "Search engines, link previews and feeds" in CONTRIBUTING.md).
              createFeedItems: async ({defaultCreateFeedItems, ...params}) =>
                (await defaultCreateFeedItems(params)).map((item) => ({...item, author: [{name: PRODUCT_NAME}]})),
            },
            remarkPlugins,
            // The list page adds a visible h1 and the #updateAvailable alert.
            blogListComponent: '@site/src/components/patchNotes/PatchNotesList',
            // Newest release first, by front-matter version rather than date.
            processBlogPosts: ({blogPosts}) => Promise.resolve(sortReleasesNewestFirst(blogPosts)),
          },
          pages: {remarkPlugins},
          theme: {customCss: './src/css/custom.css'},
          sitemap: {
            filename: SITEMAP_FILENAME,
            ignorePatterns: [
              ...ALIASES.map(({from}) => `${env.baseUrl}${from.slice(1)}`),
              ...(testPages ? [`${env.baseUrl}${TEST_PAGES_PATH.slice(1)}/**`] : []),
              // Unreleased help: not for search engines (it is also marked noindex).
              `${env.baseUrl}${NEXT_DOCS_PATH}/**`,
              // The search results page has no content of its own.
              `${env.baseUrl}${SEARCH_PAGE_PATH.slice(1)}`,
            ],
          },
        } satisfies Preset.Options,
      ],
    ],

    clientModules: [
      './src/clientModules/canonicalHtmlPath.ts',
      './src/clientModules/safeHash.ts',
      './src/clientModules/chunkLoadErrorNotice.ts',
      // The spec's smooth scroll to the page sections the app opens.
      './src/clientModules/sectionHashScroll.ts',
    ],

    plugins: [
      // First: its script at the top of every page keeps other sites from framing the pages.
      frameGuardPlugin,
      // `?embed=1` (the app's Help tab, an OBS dock): no site chrome from the first paint, no analytics.
      embedModePlugin,
      // The help wing: its source, its theme components, the first-paint opener, its global data.
      help.plugin,
      // The site search: an index of every page per docs version, searched in the browser.
      searchPlugin,
      // Translators' notes out of the browser's code; in Spanish, each component carries its own words.
      codeTranslationsPlugin,
      // Only with a measurement id, and only after the visitor accepts: otherwise no analytics code at all.
      ...(env.gaMeasurementId ? [analyticsPlugin({measurementId: env.gaMeasurementId})] : []),
      // A Content-Security-Policy <meta> with the hashes of each page's inline scripts, the alias
      // pages included: it runs the steps that write pages first (the client-redirects plugin, its
      // pages made valid HTML, the FAQ's structured data, each page's links to its Markdown twin and
      // llms.txt), as Docusaurus would run them all at once.
      contentSecurityPolicyPlugin({
        analytics: env.gaMeasurementId !== null,
        redirects: {redirects: ALIASES.map(({from, to}) => ({from, to}))},
        before: [completeRedirectPages, writeFaqStructuredData, linkTwins],
      }),
      // A Markdown twin of every page, llms.txt and llms-full.txt, for assistants.
      markdownTwinsPlugin,
      // Says at the end of each build how many facts still await the owner (npm run facts lists them).
      pendingFactsPlugin,
      // robots.txt beside the sitemap, naming its absolute address.
      robotsTxtPlugin({sitemap: SITEMAP_FILENAME, disallow: testPages ? [`${TEST_PAGES_PATH}/`] : []}),
      // Syntax highlighting loads when a code block comes into view, not with every page.
      prismOnDemandPlugin,
      // Only in the build the browser tests run on (not in the sitemap either).
      ...(testPages
        ? [
            [
              '@docusaurus/plugin-content-pages',
              {id: 'test-pages', path: 'tests/pages', routeBasePath: TEST_PAGES_PATH},
            ],
          ]
        : []),
    ],

    themeConfig: {
      // Open Graph and Twitter card image of every page (drawn by scripts/social-card.mjs).
      image: SOCIAL_CARD.path,
      metadata: [
        {property: 'og:site_name', content: PRODUCT_NAME},
        {property: 'og:type', content: 'website'},
        {property: 'og:image:width', content: String(SOCIAL_CARD.width)},
        {property: 'og:image:height', content: String(SOCIAL_CARD.height)},
        {property: 'og:image:type', content: SOCIAL_CARD.type},
        {property: 'og:image:alt', content: SOCIAL_CARD.alt},
        {name: 'twitter:image:alt', content: SOCIAL_CARD.alt},
      ],
      colorMode: {respectPrefersColorScheme: true},
      navbar: {
        title: PRODUCT_NAME,
        logo: {alt: `${PRODUCT_NAME} icon`, src: 'img/logo.svg', width: 32, height: 32},
        // On a phone the menu lists every item in this order: the site's pages first, then the help's
        // version and the language, then the buttons and the way out of the help. The right-hand side
        // of a large screen keeps its own order.
        items: [
          ...navItems.filter(({position}) => position === 'left'),
          // Help docs only: switch between the released and the next help.
          {type: DOCS_VERSION_DROPDOWN_TYPE, position: 'right'},
          // The same page in the other language, with its hash.
          {type: 'localeDropdown', position: 'right', className: 'navbar-locale-menu'},
          // On a phone, where the menu above sits deep in the side menu: EN / ES in the header.
          {type: LOCALE_SHORTCUT_TYPE, position: 'right'},
          // Only in embed mode: the page outside the app's web view or the OBS dock.
          {type: OPEN_IN_BROWSER_TYPE, position: 'right'},
          ...navItems.filter(({position}) => position === 'right'),
          // The way out of the help, in the small-screen menu only (the footer has it on large screens);
          // a help page's menu opens on the help's list, which ends with them too (src/theme/DocSidebar).
          ...GET_HELP_LINKS.map((link) => ({
            ...link,
            position: 'left' as const,
            className: `navbar-item--menuOnly ${GET_HELP_CLASS}`,
          })),
        ],
      },
      footer: {
        style: 'dark',
        links: [
          {title: 'Follow Deck Hopper', items: FOOTER_SOCIAL_LINKS.map(({label, href}) => ({label, href}))},
          {title: 'Get help', items: GET_HELP_LINKS.map((link) => ({...link}))},
          {
            title: 'About',
            items: [
              ...FOOTER_LINKS.map(({label, to}) => ({label, to})),
              // Reopens the analytics consent banner (a link to the policy without scripts).
              ...(env.gaMeasurementId ? [{...PRIVACY_SETTINGS_LINK, to: ANALYTICS_POLICY_PATH}] : []),
            ],
          },
        ],
        copyright: `Copyright © ${COPYRIGHT_YEAR} ${PRODUCT_NAME}. ${PROJECT_ORIGIN}, not an official ${TOOL_NAME} product.`,
      },
      docs: {sidebar: {hideable: false}},
      prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
    } satisfies Preset.ThemeConfig,
  } satisfies Config;
};

export default createConfig;
