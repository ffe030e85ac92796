/**
 * What every page must do, read from one load of each page of the build in
 * each language: it answers at its own address and logs no error, starts its
 * scripts after the load event, stays within its size budget, breaks no rule
 * of its Content-Security-Policy (before and after the visitor accepts
 * analytics), locks down its external links and embeds, carries its
 * metadata, and axe finds nothing (its colour rules, in light and dark mode,
 * on the English pages, whose twins share their colours). At phone size, what
 * the screen size changes: no sideways scrolling, and axe again.
 *
 * One test per page, so no test's work grows with the site. Independent
 * checks are soft: one load reports everything wrong with a page.
 */
import type {Page} from '@playwright/test';
import {BANNER_ID} from '../../src/plugins/analytics/contract';
import {PRIVACY_SETTINGS_LINK} from '../../src/data/analytics';
import {PRODUCT_NAME} from '../../src/data/constants';
import {HELP_PAGES} from '../../src/data/deepLinks';
import {NEXT_DOCS_PATH} from '../../src/data/docsVersions';
import {DEFAULT_LOCALE, LOCALES, LOCALE_CONFIGS, type Locale} from '../../src/data/locales';
import {ALIASES} from '../../src/data/routes';
import {SEARCH_PAGE_PATH} from '../../src/data/search';
import {SOCIAL_CARD} from '../../src/data/seo';
import {SUCCESS_QUERY} from '../../src/data/forms';
import {normalizeBaseUrl} from '../../src/data/siteEnv';
import {budgetFor, overBudget, recordFilesLoaded} from './budgets';
import {
  ENTRY_SCRIPT,
  PHONE_ONLY,
  axeFindings,
  expect,
  googleTagUrl,
  hydrated,
  localePrefix,
  open,
  policyViolations,
  publicUrl,
  recordPolicyViolations,
  sitemapPaths,
  siteText,
  test,
  timeoutForLoads,
  trackRequests,
} from './fixtures';

const BASE = normalizeBaseUrl(process.env.BASE_URL);

type SitePage = {
  /** Where visitors open it, relative to the base path: '/setup', '/es/setup'. */
  path: string;
  locale: Locale;
  /** The same page's route within its language: '/setup'. */
  route: string;
  /** Listed in the sitemap; the next help is not, it is kept out of search engines. */
  listed: boolean;
};

function listedPages(locale: Locale): SitePage[] {
  const prefix = localePrefix(locale);
  return sitemapPaths(locale === DEFAULT_LOCALE ? 'build' : `build/${locale}`).map((absolute) => {
    const path = `/${absolute.slice(BASE.length)}`;
    return {path, locale, route: path.slice(prefix.length) || '/', listed: true};
  });
}

/** The next help, which visitors reach from the version menu. */
const NEXT_HELP: SitePage[] = Object.values(HELP_PAGES).map((route) => ({
  path: `/${NEXT_DOCS_PATH}${route}`,
  locale: DEFAULT_LOCALE,
  route: `/${NEXT_DOCS_PATH}${route}`,
  listed: false,
}));

const PAGES: SitePage[] = [...LOCALES.flatMap(listedPages), ...NEXT_HELP];

/** What small screens show instead of the large-screen layout: the header and the docs' table of contents. */
const SMALL_SCREEN_CHROME = ['nav.navbar', '.theme-doc-toc-mobile'];

const searchBox = (page: Page) => page.locator('nav.navbar').getByRole('combobox');

/** The search box's label: the theme's own in English, the translation in the other languages. */
const SEARCH_LABELS = Object.fromEntries(
  LOCALES.map((locale) => [locale, locale === DEFAULT_LOCALE ? 'Search' : siteText('theme.SearchBar.label', locale)]),
) as Record<Locale, string>;

/** The page's own CSP rules are in place, and none was broken so far. */
async function expectPolicyKept(page: Page, path: string): Promise<void> {
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect.soft(policy, `${path}: scripts from the site and the hashes of its own`).toMatch(/script-src 'self' 'sha256-/);
  expect.soft(policy, `${path}: no plugins`).toContain("object-src 'none'");
  expect.soft(await policyViolations(page), `${path}: policy violations`).toEqual([]);
}

/**
 * Accepts analytics the way a visitor changes their mind, from the footer's
 * Privacy settings: the Google tag is then requested, and the policy must
 * let it (the fixtures block the request itself).
 */
async function acceptAnalytics(page: Page, externalRequests: string[]): Promise<void> {
  const tag = await googleTagUrl(page);
  await page.locator(`footer a.${PRIVACY_SETTINGS_LINK.className}`).click();
  await page.locator(`#${BANNER_ID} [data-consent-choice="granted"]`).click();
  await expect.poll(() => externalRequests.includes(tag), {message: 'the Google tag is requested'}).toBe(true);
}

/** Whether the site's two scripts started after the page's load event. */
function scriptTimings(page: Page) {
  return page.evaluate((pattern) => {
    const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
    return performance
      .getEntriesByType('resource')
      .filter(({name}) => new RegExp(pattern).test(name.replace(/^.*\//, '')))
      .map((entry) => ({
        script: entry.name.replace(/^.*\/js\//, '').replace(/\.[0-9a-f]+\.js$/, ''),
        afterLoad: entry.startTime >= load,
      }));
  }, ENTRY_SCRIPT.source);
}

/**
 * Links to other sites that open a new window without `noopener
 * noreferrer` (the new page could reach this one through `window.opener`,
 * and would see its address), and frames without their safeguards.
 */
function unsafeLinksAndFrames(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (!/^https?:/.test(anchor.href) || new URL(anchor.href).origin === window.location.origin) continue;
      if (!anchor.target || anchor.target === '_self') continue;
      const rel = (anchor.getAttribute('rel') ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) found.push(`${anchor.href} rel="${rel.join(' ')}"`);
    }
    for (const frame of document.querySelectorAll('iframe')) {
      const missing = [
        !frame.title.trim() && 'title',
        frame.getAttribute('loading') !== 'lazy' && 'loading="lazy"',
        !frame.getAttribute('referrerpolicy') && 'referrerpolicy',
        !frame.hasAttribute('sandbox') && 'sandbox',
      ].filter(Boolean);
      if (missing.length) found.push(`iframe ${frame.src} lacks ${missing.join(', ')}`);
    }
    return found;
  });
}

/** What search engines and link previews read in the head, as React leaves it, read in one go. */
function headOf(page: Page) {
  return page.evaluate(() => {
    const attribute = (selector: string, name: string) =>
      [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(name) ?? '');
    const meta = (selector: string) => attribute(`meta${selector}`, 'content')[0] ?? null;
    return {
      lang: document.documentElement.lang,
      title: document.title,
      canonical: attribute('link[rel="canonical"]', 'href'),
      alternates: Object.fromEntries(
        [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang') ?? '',
          link.getAttribute('href') ?? '',
        ]),
      ),
      description: meta('[name="description"]'),
      ogUrl: meta('[property="og:url"]'),
      ogTitle: meta('[property="og:title"]'),
      ogDescription: meta('[property="og:description"]'),
      ogImage: meta('[property="og:image"]'),
      twitterImage: meta('[name="twitter:image"]'),
      twitterCard: meta('[name="twitter:card"]'),
    };
  });
}

async function expectMetadata(page: Page, {path, locale, route}: SitePage): Promise<void> {
  const head = await headOf(page);
  expect.soft(head.lang, `${path}: its language`).toBe(LOCALE_CONFIGS[locale].htmlLang);
  expect.soft(head.canonical, `${path}: one canonical address, its own`).toEqual([publicUrl(path)]);
  expect.soft(head.alternates, `${path}: the same page in every language`).toEqual({
    ...Object.fromEntries(
      LOCALES.map((other) => [LOCALE_CONFIGS[other].htmlLang, publicUrl(`${localePrefix(other)}${route}`)]),
    ),
    'x-default': publicUrl(route),
  });
  expect
    .soft(head.title, `${path}: the page's own title, then the product`)
    .toMatch(new RegExp(`\\S.* \\| ${PRODUCT_NAME}$`));
  expect.soft(head.description?.length ?? 0, `${path}: a meta description of a useful length`).toBeGreaterThan(40);
  // Each language's build carries the site's static files, the social card among them.
  const card = publicUrl(`${localePrefix(locale)}/${SOCIAL_CARD.path}`);
  expect.soft(head, `${path}: its link preview`).toMatchObject({
    ogUrl: publicUrl(path),
    ogTitle: head.title,
    ogDescription: head.description,
    ogImage: card,
    twitterImage: card,
    twitterCard: 'summary_large_image',
  });
}

/**
 * Whether axe's colour rules run on the page, in light and dark mode. A page
 * in another language is the same markup with the same stylesheet as its
 * English twin, so the rules that read colours find on it what they find
 * there; its text and structure are checked with every other rule. The next
 * help has content of its own, and is checked in both modes.
 */
const coloursChecked = ({locale}: SitePage): boolean => locale === DEFAULT_LOCALE;

test.describe('every page', () => {
  for (const sitePage of PAGES) {
    const {path, locale, route, listed} = sitePage;
    const checksColours = coloursChecked(sitePage);

    test(`${path}: answers, keeps its policy and budget, locks down its links, passes axe${checksColours ? ' light and dark' : ' but for colours'}`, async ({
      page,
      baseURL,
      externalRequests,
    }) => {
      await recordPolicyViolations(page);
      const files = recordFilesLoaded(page, new URL(baseURL!).origin);
      const traffic = trackRequests(page);
      await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});

      const response = await page.goto(path.slice(1));
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname, `${path} is served without a redirect`).toBe(`${BASE}${path.slice(1)}`);
      await hydrated(page);
      await expect.soft(page.locator('h1').first(), path).toBeVisible();
      await expect.soft(searchBox(page), `${path}: the search box`).toBeVisible();
      await expect.soft(searchBox(page), `${path}: the search box`).toHaveAccessibleName(SEARCH_LABELS[locale]);
      // Let the page settle: lazy chunks arrive.
      await traffic.quiet();

      expect.soft(await scriptTimings(page), `${path}: the site's scripts start after the load event`).toEqual([
        {script: 'runtime~main', afterLoad: true},
        {script: 'main', afterLoad: true},
      ]);
      if (listed) {
        const characters = await page.evaluate(() => document.querySelector('main')?.textContent.length ?? 0);
        expect.soft(overBudget(path, files, budgetFor(route, locale), characters), path).toEqual([]);
      }
      await expectPolicyKept(page, path);
      expect.soft(await unsafeLinksAndFrames(page), `${path}: external links and frames`).toEqual([]);
      if (listed) await expectMetadata(page, sitePage);

      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect
        .soft(await axeFindings(page, {colours: checksColours ? undefined : 'skip'}), `${path} (light)`)
        .toEqual([]);
      if (checksColours) {
        await page.emulateMedia({colorScheme: 'dark'});
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        expect.soft(await axeFindings(page, {colours: 'only'}), `${path} (dark)`).toEqual([]);
      }

      await acceptAnalytics(page, externalRequests);
      expect.soft(await policyViolations(page), `${path}: policy violations once analytics are accepted`).toEqual([]);
    });
  }
});

/**
 * At phone size axe looks again at what the screen's size changes: the
 * small-screen header and table of contents, shown only there, with every
 * rule; on the whole page, the rules that read sizes and scrolling. The rest
 * of the page is the same markup with the same colours as on a large screen,
 * where pages are checked with every rule in both colour modes.
 */
const SIZE_RULES = ['target-size', 'scrollable-region-focusable'];

test.describe('every page at phone size', () => {
  for (const {path} of PAGES.filter(({locale}) => locale === DEFAULT_LOCALE)) {
    test(`${path}: no sideways scrolling down to 360 px, and axe light and dark`, PHONE_ONLY, async ({page}) => {
      await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
      await open(page, path);
      await expect.soft(searchBox(page), `${path}: the search box`).toBeVisible();
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect
        .soft(await overflow(), `${path} scrolls sideways at ${page.viewportSize()!.width} px`)
        .toBeLessThanOrEqual(0);
      expect
        .soft(await axeFindings(page, {include: SMALL_SCREEN_CHROME}), `${path}: small-screen header (light)`)
        .toEqual([]);
      expect.soft(await axeFindings(page, {rules: SIZE_RULES}), `${path}: sizes (light)`).toEqual([]);
      await page.emulateMedia({colorScheme: 'dark'});
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect
        .soft(
          await axeFindings(page, {colours: 'only', include: SMALL_SCREEN_CHROME}),
          `${path}: small-screen header (dark)`,
        )
        .toEqual([]);
      // The narrowest phones in use.
      await page.setViewportSize({width: 360, height: 780});
      await expect.poll(overflow, {message: `${path} scrolls sideways at 360 px`}).toBeLessThanOrEqual(0);
    });
  }
});

/**
 * Addresses that are not pages of the sitemap but carry a policy of their
 * own: the aliases (a page that forwards) and page states with a query.
 */
const OTHER_ADDRESSES = [...ALIASES.map(({from}) => from), `/contact${SUCCESS_QUERY}`, `${SEARCH_PAGE_PATH}?q=proxy`];

for (const locale of LOCALES) {
  const addresses = OTHER_ADDRESSES.map((path) => `${localePrefix(locale)}${path}`);
  test(`${locale}: the aliases and page states keep their Content-Security-Policy, before and after analytics are accepted`, async ({
    page,
    externalRequests,
  }) => {
    test.setTimeout(timeoutForLoads(addresses.length));
    await recordPolicyViolations(page);
    const traffic = trackRequests(page);
    for (const address of addresses) {
      await open(page, address);
      // Let the page settle: the search page loads its index.
      await traffic.quiet();
      await expectPolicyKept(page, address);
      await acceptAnalytics(page, externalRequests);
      expect.soft(await policyViolations(page), `${address} once analytics are accepted`).toEqual([]);
    }
  });
}
