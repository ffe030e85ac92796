import type {Page} from '@playwright/test';
import {DOCS_VERSION} from '../../src/data/constants';
import {DEEP_LINKS, HELP_PAGES} from '../../src/data/deepLinks';
import {NAV_ITEMS, ROUTES} from '../../src/data/routes';
import {normalizeBaseUrl} from '../../src/data/siteEnv';
import {expect, helpEntry, isPhone, open, sitemapPaths, tapTitle, test} from './fixtures';

const BASE = normalizeBaseUrl(process.env.BASE_URL);

const openEntries = (page: Page) => page.locator('[data-entry] > details[open]');

/** The entry's title is below the fixed header and inside the viewport. */
async function expectTitleInView(page: Page, id: string) {
  await expect
    .poll(async () => {
      const headerBottom = (await page.locator('nav.navbar').boundingBox())?.height ?? 0;
      const title = await page.locator(`[id="${id}"]`).boundingBox();
      const viewport = page.viewportSize()!;
      if (!title) return `no box for ${id}`;
      if (title.y < headerBottom) return `${id} hidden under the header (${title.y} < ${headerBottom})`;
      if (title.y + title.height > viewport.height) return `${id} below the viewport`;
      return 'visible';
    })
    .toBe('visible');
}

test('entries open one at a time and close when chosen again', async ({page}) => {
  await open(page, '/faq');
  await expect(openEntries(page)).toHaveCount(0);
  await expect(page.locator('#canUseFree-panel')).toBeHidden();

  await tapTitle(page, 'canUseFree');
  await expect(page.locator('#canUseFree-panel')).toBeVisible();
  await tapTitle(page, 'rabbits');
  await expect(openEntries(page)).toHaveCount(1);
  await expect(helpEntry(page, 'rabbits')).toHaveJSProperty('open', true);
  await expect(page.locator('#canUseFree-panel')).toBeHidden();
  await expectTitleInView(page, 'rabbits');

  await tapTitle(page, 'rabbits');
  await expect(openEntries(page)).toHaveCount(0);
});

test('the keyboard reaches and toggles a title', async ({page}) => {
  await open(page, '/troubleshooting');
  const toggle = page.locator('#vibration-toggle');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(helpEntry(page, 'vibration')).toHaveJSProperty('open', true);
  await page.keyboard.press('Space');
  await expect(helpEntry(page, 'vibration')).toHaveJSProperty('open', false);
  const outline = await toggle.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
});

test('Copy link copies the page address with the anchor and says so', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseURL!).origin});
  await open(page, '/setup?from=app#proxyButtons');
  await page.locator('#proxyButtons-panel').getByRole('button', {name: 'Copy link'}).click();
  await expect(page.locator('#proxyButtons-panel').getByRole('status')).toHaveText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL('setup#proxyButtons', baseURL).href);
});

test('a link from one entry to another opens the target, on the same page and across pages', async ({page}) => {
  await open(page, '/troubleshooting#connectionIssues');
  await page.locator('#connectionIssues-panel').getByRole('link', {name: 'empty screen'}).click();
  await expect(helpEntry(page, 'emptyScreen')).toHaveJSProperty('open', true);
  await expect(openEntries(page)).toHaveCount(1);
  await expectTitleInView(page, 'emptyScreen');

  await open(page, '/faq#differencePro');
  await page.locator('#differencePro-panel').getByRole('link', {name: 'proxy buttons'}).click();
  await expect(page).toHaveURL(/\/setup#proxyButtons$/);
  await expect(helpEntry(page, 'proxyButtons')).toHaveJSProperty('open', true);
  await expectTitleInView(page, 'proxyButtons');
});

test('odd hashes open nothing and raise no error', async ({page}) => {
  for (const hash of ['#nope', '#%E0%A4%A', '#%22%3E%3Cimg%20src=x%3E', '#"><img src=x>', `#${'a'.repeat(5000)}`]) {
    // A fresh load each time: only the hash would change otherwise, and
    // Docusaurus' own scroll-to-hash does not survive a malformed one.
    await page.goto('about:blank');
    await open(page, `/faq${hash}`);
    await expect(page.getByRole('heading', {level: 1, name: 'FAQ'})).toBeVisible();
    await expect(openEntries(page)).toHaveCount(0);
  }
});

test('without JavaScript the help is all in the page, its entries open and close, and the address opens its entry', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  for (const [name, route] of Object.entries(HELP_PAGES)) {
    const ids = DEEP_LINKS.filter((link) => link.page === name).map((link) => link.hash!);
    await page.goto(route.slice(1));
    await expect(page.getByRole('button', {name: 'Copy link'})).toHaveCount(0);
    const emptyBodies = await page.evaluate(
      (entryIds) =>
        entryIds.filter((id) => (document.getElementById(`${id}-panel`)?.textContent ?? '').trim().length < 20),
      ids,
    );
    expect(emptyBodies, `entries of ${route} without their text`).toEqual([]);
    for (const id of [ids[0]!, ids.at(-1)!]) {
      await expect(page.locator(`#${id}-panel`), id).toBeHidden();
      await tapTitle(page, id);
      await expect(page.locator(`#${id}-panel`), id).toBeVisible();
    }
    await tapTitle(page, ids.at(-1)!);
    await expect(page.locator(`#${ids.at(-1)!}-panel`)).toBeHidden();
  }
  await page.goto('faq#rabbits');
  await expect(page.locator('#rabbits-panel')).toContainText('hops');
  await expect(page.locator('#rabbits-panel')).toBeInViewport();
  await context.close();
});

test.describe('docs versions', () => {
  // The docs version dropdown, not the language menu (whose items carry `lang`).
  const dropdown = (page: Page) => page.locator('.navbar__items--right .dropdown:not(:has(a[lang])) > a.navbar__link');

  test('the released help is at the root, the next one under /next with the unreleased banner', async ({page}) => {
    await open(page, '/setup');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    await open(page, '/next/setup');
    await expect(page.getByRole('heading', {level: 1, name: 'Setup'})).toBeVisible();
    await expect(page.locator('.theme-doc-version-banner')).toContainText('unreleased');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the version dropdown is on the help docs only and keeps the entry when switching', async ({page}) => {
    test.skip(isPhone(page), 'the dropdown sits in the large-screen header');
    for (const path of ['/', '/features', '/patch-notes', '/contact']) {
      await open(page, path);
      await expect(dropdown(page), path).toHaveCount(0);
    }
    await open(page, '/setup#proxyButtons');
    await expect(dropdown(page)).toHaveText(DOCS_VERSION);
    await dropdown(page).hover();
    await page.locator('.dropdown__menu').getByRole('link', {name: 'Next'}).click();
    await expect(page).toHaveURL(/\/next\/setup#proxyButtons$/);
    await expect(dropdown(page)).toHaveText('Next');
    await expect(helpEntry(page, 'proxyButtons')).toHaveJSProperty('open', true);
  });

  test('the header links and the cross-links of each version stay in that version', async ({page}) => {
    await open(page, '/next/faq#differencePro');
    await expect(page.locator('#differencePro-panel').getByRole('link', {name: 'proxy buttons'})).toHaveAttribute(
      'href',
      `${BASE}next/setup#proxyButtons`,
    );
    const helpLinks = NAV_ITEMS.filter((item) => item.placement === 'main' && item.to !== ROUTES.home);
    for (const {label, to} of helpLinks) {
      await expect(page.locator(`.navbar a[href="${BASE}${to.slice(1)}"]`).first(), label).toBeAttached();
    }
    await open(page, '/faq#differencePro');
    await expect(page.locator('#differencePro-panel').getByRole('link', {name: 'proxy buttons'})).toHaveAttribute(
      'href',
      `${BASE}setup#proxyButtons`,
    );
  });

  test('the sitemap lists the released help, not the next one or the search page', () => {
    const paths = sitemapPaths();
    expect(paths).toContain(`${BASE}setup`);
    expect(paths.filter((path) => path.startsWith(`${BASE}next/`) || path === `${BASE}search`)).toEqual([]);
  });
});
