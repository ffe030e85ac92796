import type {Page} from '@playwright/test';
import {DEEP_LINKS} from '../../src/data/deepLinks';
import {DOCS_VERSIONS, NEXT_DOCS_PATH} from '../../src/data/docsVersions';
import {DEFAULT_LOCALE, type Locale} from '../../src/data/locales';
import {ROUTES} from '../../src/data/routes';
import {SEARCH_PAGE_PATH} from '../../src/data/search';
import {normalizeBaseUrl} from '../../src/data/siteEnv';
import {ALSO_ON_PHONE, expect, helpEntry, localePrefix, open, settled, test} from './fixtures';

const BASE = normalizeBaseUrl(process.env.BASE_URL);

/**
 * What a user types, in each language, and the help entry (a released deep
 * link) that must come first. Each target is the entry that answers the
 * question, so a change of wording in the docs that pushes it down is a
 * real regression: reword the entry rather than the test.
 */
const FIRST_HITS: Record<Locale, readonly {term: string; target: string}[]> = {
  en: [
    {term: 'proxy', target: '/setup#proxyButtons'},
    {term: '9470', target: '/setup#initialSetup'},
    {term: 'fuse', target: '/faq#desktopPlatforms'},
    {term: 'vibration', target: '/troubleshooting#vibration'},
    {term: 'receipt', target: '/troubleshooting#accountIssues'},
    {term: 'white screen', target: '/troubleshooting#emptyScreen'},
  ],
  // The same questions asked in Spanish, from the Spanish site: Spanish hits, stems included.
  es: [
    {term: 'proxy', target: '/setup#proxyButtons'},
    {term: 'vibración', target: '/troubleshooting#vibration'},
    {term: 'pantalla blanca', target: '/troubleshooting#emptyScreen'},
    {term: 'recibo', target: '/troubleshooting#accountIssues'},
    {term: '9470', target: '/setup#initialSetup'},
  ],
};

const searchBox = (page: Page) => page.locator('input.navbar__search-input');
const hits = (page: Page) => page.locator('.navbar__search [role="option"]');

/** Path and hash of a link or address, relative to the base path. */
function target(href: string): string {
  const url = new URL(href, 'http://site.test');
  expect(url.pathname.startsWith(BASE), `${href} is under ${BASE}`).toBe(true);
  return `/${url.pathname.slice(BASE.length)}${url.hash}`;
}

async function typeInSearch(page: Page, term: string): Promise<void> {
  const box = searchBox(page);
  await box.click();
  await box.fill(term);
  await expect(hits(page).first()).toBeVisible();
}

test.describe('search', () => {
  test('Ctrl/⌘ K moves the focus to the search box', async ({page}) => {
    await open(page, ROUTES.faq);
    await expect(searchBox(page)).not.toBeFocused();
    await page.keyboard.press('ControlOrMeta+k');
    await expect(searchBox(page)).toBeFocused();
  });

  test('tabbing through the search box leaves the focus where Tab put it', async ({page}) => {
    await open(page, ROUTES.faq);
    // The index loads after the first focus; the box used to take the focus back then.
    const indexLoaded = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/search-index.json'),
    );
    await searchBox(page).focus();
    await page.keyboard.press('Tab');
    const next = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');
    const afterTab = await next();
    await indexLoaded;
    await settled(page);
    expect(await next()).toBe(afterTab);
    await expect(searchBox(page)).not.toBeFocused();
  });

  for (const [locale, firstHits] of Object.entries(FIRST_HITS) as [Locale, (typeof FIRST_HITS)[Locale]][]) {
    const prefix = localePrefix(locale);
    for (const {term, target: entry} of firstHits) {
      const expected = `${prefix}${entry}`;
      test(`"${term}" lists ${expected} first on the results page, and the header box lands on it, opened`, async ({
        page,
        externalRequests,
      }) => {
        expect(
          DEEP_LINKS.map(({url}) => url),
          `${entry} is an entry the app links to`,
        ).toContain(entry);
        await open(page, `${prefix}${SEARCH_PAGE_PATH}?q=${encodeURIComponent(term)}`);
        await expect(page.locator('meta[name="robots"]'), 'kept out of search engines').toHaveAttribute(
          'content',
          /noindex/,
        );
        const first = page.locator('article').first();
        const link = first.locator('h2 a');
        await expect(link).toBeVisible();
        expect(target((await link.getAttribute('href'))!)).toBe(expected);
        await expect(first.locator('mark').first()).toHaveText(new RegExp(term.split(' ')[0]!, 'i'));
        if (locale !== DEFAULT_LOCALE) {
          const hrefs = await page
            .locator('article h2 a')
            .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
          expect(hrefs.map(target).filter((path) => !path.startsWith(`${prefix}/`))).toEqual([]);
        }

        // The same question in the header's box, from this page.
        await typeInSearch(page, term);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL((url) => target(url.href) === expected);
        await expect(helpEntry(page, entry.split('#')[1]!)).toHaveJSProperty('open', true);
        expect(externalRequests, 'searching asks no other host').toEqual([]);
      });
    }
  }

  // Where the opened entry lands depends on the screen's size.
  test(
    'a hit inside an accordion opens that entry below the header, with the terms highlighted',
    ALSO_ON_PHONE,
    async ({page}) => {
      const {term, target: entry} = FIRST_HITS.en.find(({target}) => target.startsWith(ROUTES.troubleshooting))!;
      const [path, id] = entry.split('#') as [string, string];
      await open(page, ROUTES.home);
      await typeInSearch(page, term);
      const first = hits(page).first();
      await expect(first.locator('mark').first()).toHaveText(new RegExp(term, 'i'));
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL((url) => url.pathname === `${BASE}${path.slice(1)}` && url.hash === `#${id}`);
      await expect(helpEntry(page, id)).toHaveJSProperty('open', true);
      const panel = page.locator(`#${id}-panel`);
      await expect(panel).toBeVisible();
      await expect(panel.locator('mark').first()).toHaveText(new RegExp(term, 'i'));
      await expect
        .poll(async () => {
          const header = (await page.locator('nav.navbar').boundingBox())!;
          const title = (await page.locator(`#${id}`).boundingBox())!;
          return title.y >= header.y + header.height && title.y + title.height <= page.viewportSize()!.height;
        })
        .toBe(true);
    },
  );

  test('a term that matches nothing says so', async ({page}) => {
    await open(page, ROUTES.home);
    const box = searchBox(page);
    await box.click();
    await box.fill('zzqxj');
    await expect(page.locator('.navbar__search')).toContainText('No results');
  });
});

test.describe('search in a docs version', () => {
  const NEXT = `/${NEXT_DOCS_PATH}`;
  const setupHit = FIRST_HITS.en.find(({target}) => target.startsWith(`${ROUTES.setup}#`))!;
  const otherPageHit = FIRST_HITS.en.find(({target}) => !target.startsWith(`${ROUTES.setup}#`))!;

  test('after a switch of version, hovering the search box leaves the focus where it is', async ({page}) => {
    const toggle = page.locator(`[id="${setupHit.target.split('#')[1]}-toggle"]`);
    await open(page, ROUTES.setup);
    await typeInSearch(page, setupHit.term);
    await page.keyboard.press('Escape');
    await toggle.focus();
    await page.locator('.navbar__items--right .dropdown:not(:has(a[lang])) > a.navbar__link').hover();
    await page.locator('.dropdown__menu').getByRole('link', {name: DOCS_VERSIONS.current.label}).click();
    await expect(page).toHaveURL(new RegExp(`${NEXT}${ROUTES.setup}$`));

    await toggle.focus();
    // The next version's index loads on hover, which is when the focus used to be taken.
    const indexLoaded = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith(`${NEXT}/search-index.json`),
    );
    await searchBox(page).hover();
    await indexLoaded;
    await settled(page);
    await expect(toggle).toBeFocused();
  });

  test('searching from the next docs finds the next docs', async ({page}) => {
    const [path, id] = setupHit.target.split('#') as [string, string];
    await open(page, `${NEXT}${ROUTES.setup}`);
    await typeInSearch(page, setupHit.term);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => target(url.href) === `${NEXT}${path}#${id}`);
    await expect(helpEntry(page, id)).toHaveJSProperty('open', true);
  });

  test('searching from the released docs stays in the released docs', async ({page}) => {
    await open(page, ROUTES.setup);
    await typeInSearch(page, otherPageHit.term);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => target(url.href) === otherPageHit.target);
  });
});
