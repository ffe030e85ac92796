import type {Page} from '@playwright/test';
import {expect, helpEntry, isPhone, open, settled, test} from './fixtures';
import {normalizeBaseUrl} from '../../src/data/siteEnv';

const BASE = normalizeBaseUrl(process.env.BASE_URL);

/**
 * What a user types and the help entry that must come first. Each target is
 * the entry that answers the question, so a change of wording in the docs
 * that pushes it down is a real regression.
 */
const FIRST_HITS: readonly {term: string; target: string}[] = [
  {term: 'proxy', target: '/setup#proxyButtons'},
  {term: '9470', target: '/setup#initialSetup'},
  {term: 'fuse', target: '/faq#desktopPlatforms'},
  {term: 'vibration', target: '/troubleshooting#vibration'},
  {term: 'receipt', target: '/troubleshooting#accountIssues'},
  {term: 'white screen', target: '/troubleshooting#emptyScreen'},
];

/** The same questions asked in Spanish, from the Spanish site: Spanish hits, stems included. */
const FIRST_HITS_ES: readonly {term: string; target: string}[] = [
  {term: 'proxy', target: '/es/setup#proxyButtons'},
  {term: 'vibración', target: '/es/troubleshooting#vibration'},
  {term: 'pantalla blanca', target: '/es/troubleshooting#emptyScreen'},
  {term: 'recibo', target: '/es/troubleshooting#accountIssues'},
  {term: '9470', target: '/es/setup#initialSetup'},
];

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
  test('the search box is in the header of every kind of page', async ({page}) => {
    for (const path of ['/', '/features', '/setup', '/patch-notes', '/contact']) {
      await open(page, path);
      await expect(searchBox(page), path).toBeVisible();
      await expect(searchBox(page), path).toHaveAccessibleName('Search');
    }
  });

  test('Ctrl/⌘ K moves the focus to the search box', async ({page}) => {
    await open(page, '/faq');
    await expect(searchBox(page)).not.toBeFocused();
    await page.keyboard.press('ControlOrMeta+k');
    await expect(searchBox(page)).toBeFocused();
  });

  test('tabbing through the search box leaves the focus where Tab put it', async ({page}) => {
    await open(page, '/faq');
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

  for (const {term, target: expected} of [...FIRST_HITS, ...FIRST_HITS_ES]) {
    test(`"${term}" lists ${expected} first, on the results page too`, async ({page}) => {
      const from = expected.startsWith('/es/') ? '/es' : '';
      await open(page, `${from}/search?q=${encodeURIComponent(term)}`);
      const first = page.locator('article').first();
      const link = first.locator('h2 a');
      await expect(link).toBeVisible();
      expect(target((await link.getAttribute('href'))!)).toBe(expected);
      await expect(first.locator('mark').first()).toHaveText(new RegExp(term.split(' ')[0]!, 'i'));
    });
  }

  test('a hit inside an accordion opens that entry below the header, with the terms highlighted', async ({page}) => {
    await open(page, '/');
    await typeInSearch(page, 'vibration');
    const first = hits(page).first();
    await expect(first.locator('mark').first()).toHaveText(/vibration/i);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL((url) => url.pathname === `${BASE}troubleshooting` && url.hash === '#vibration');
    await expect(helpEntry(page, 'vibration')).toHaveJSProperty('open', true);
    const panel = page.locator('#vibration-panel');
    await expect(panel).toBeVisible();
    await expect(panel.locator('mark').first()).toHaveText(/vibration/i);
    await expect
      .poll(async () => {
        const header = (await page.locator('nav.navbar').boundingBox())!;
        const title = (await page.locator('#vibration').boundingBox())!;
        return title.y >= header.y + header.height && title.y + title.height <= page.viewportSize()!.height;
      })
      .toBe(true);
  });

  test('every first hit in the header box lands on its entry, opened', async ({page}) => {
    for (const {term, target: expected} of FIRST_HITS) {
      await open(page, '/features');
      await typeInSearch(page, term);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => target(url.href) === expected);
      const id = expected.split('#')[1]!;
      await expect(helpEntry(page, id), term).toHaveJSProperty('open', true);
    }
  });

  test('a search from the Spanish site lists only Spanish pages, and lands on the entry', async ({page}) => {
    await open(page, `/es/search?q=${encodeURIComponent('vibración')}`);
    const links = page.locator('article h2 a');
    await expect(links.first()).toBeVisible();
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))) {
      expect(target(href)).toMatch(/^\/es\//);
    }
    await open(page, '/es/features');
    await typeInSearch(page, 'vibración');
    await expect(hits(page).first()).toContainText(/Ayuda/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => target(url.href) === '/es/troubleshooting#vibration');
    await expect(helpEntry(page, 'vibration')).toHaveJSProperty('open', true);
  });

  test('searching sends nothing to another host', async ({page, externalRequests}) => {
    await open(page, '/');
    await typeInSearch(page, 'proxy');
    await page.keyboard.press('Enter');
    await expect(helpEntry(page, 'proxyButtons')).toHaveJSProperty('open', true);
    expect(externalRequests).toEqual([]);
  });

  test('a term that matches nothing says so', async ({page}) => {
    await open(page, '/');
    const box = searchBox(page);
    await box.click();
    await box.fill('zzqxj');
    await expect(page.locator('.navbar__search')).toContainText('No results');
  });
});

test.describe('search in a docs version', () => {
  test('after a switch of version, hovering the search box leaves the focus where it is', async ({page}) => {
    test.skip(isPhone(page), 'hover and the version dropdown belong to the large-screen header');
    await open(page, '/setup');
    await typeInSearch(page, 'proxy');
    await page.keyboard.press('Escape');
    await page.locator('#navigation-toggle').focus();
    await page.locator('.navbar__items--right .dropdown:not(:has(a[lang])) > a.navbar__link').hover();
    await page.locator('.dropdown__menu').getByRole('link', {name: 'Next'}).click();
    await expect(page).toHaveURL(/\/next\/setup$/);

    const toggle = page.locator('#navigation-toggle');
    await toggle.focus();
    // The next version's index loads on hover, which is when the focus used to be taken.
    const indexLoaded = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/next/search-index.json'),
    );
    await searchBox(page).hover();
    await indexLoaded;
    await settled(page);
    await expect(toggle).toBeFocused();
  });

  test('searching from the next docs finds the next docs', async ({page}) => {
    await open(page, '/next/setup');
    await typeInSearch(page, 'proxy');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === `${BASE}next/setup` && url.hash === '#proxyButtons');
    await expect(helpEntry(page, 'proxyButtons')).toHaveJSProperty('open', true);
  });

  test('searching from the released docs stays in the released docs', async ({page}) => {
    await open(page, '/setup');
    await typeInSearch(page, 'vibration');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === `${BASE}troubleshooting` && url.hash === '#vibration');
  });
});

test('the search results page is kept out of search engines', async ({page}) => {
  await open(page, '/search?q=proxy');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
