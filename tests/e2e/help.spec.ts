import type {Page} from '@playwright/test';
import {HELP_PAGES, type HelpPage} from '../../src/data/deepLinks';
import {DOCS_VERSION, DOCS_VERSIONS, NEXT_DOCS_PATH} from '../../src/data/docsVersions';
import {NAV_ITEMS, ROUTES} from '../../src/data/routes';
import {normalizeBaseUrl} from '../../src/data/siteEnv';
import {LOCALES} from '../../src/data/locales';
import {
  ALSO_ON_PHONE,
  entriesOf,
  expect,
  helpEntry,
  localePrefix,
  open,
  siteText,
  sitemapPaths,
  tapTitle,
  test,
} from './fixtures';

const BASE = normalizeBaseUrl(process.env.BASE_URL);

const openEntries = (page: Page) => page.locator('[data-entry] > details[open]');
/** The entries of a help page, as the app links to them. */

/**
 * Follows the first link in the page's entries to an entry of `help`, written
 * as `hrefPrefix` and the entry's id: opens the entry that holds the link,
 * clicks it, and returns the id of the entry it leads to.
 */
async function followEntryLink(page: Page, help: HelpPage, hrefPrefix: string): Promise<string> {
  const hrefs = entriesOf(help).map((id) => `a[href="${hrefPrefix}#${id}"]`);
  const link = page.locator(`[id$="-panel"] :is(${hrefs.join(', ')})`).first();
  const toggle = await link.evaluate((anchor) => anchor.closest('[data-entry]')!.querySelector('summary')!.id);
  await tapTitle(page, toggle.replace(/-toggle$/, ''));
  const hash = new URL((await link.getAttribute('href'))!, page.url()).hash.slice(1);
  await link.click();
  return hash;
}

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

// Where an opened entry lands depends on the screen's size.
test('entries open one at a time and close when chosen again', ALSO_ON_PHONE, async ({page}) => {
  const [first, last] = [entriesOf('faq')[0]!, entriesOf('faq').at(-1)!];
  await open(page, ROUTES.faq);
  await expect(openEntries(page)).toHaveCount(0);
  await expect(page.locator(`#${first}-panel`)).toBeHidden();

  await tapTitle(page, first);
  await expect(page.locator(`#${first}-panel`)).toBeVisible();
  await tapTitle(page, last);
  await expect(openEntries(page)).toHaveCount(1);
  await expect(helpEntry(page, last)).toHaveJSProperty('open', true);
  await expect(page.locator(`#${first}-panel`)).toBeHidden();
  await expectTitleInView(page, last);

  await tapTitle(page, last);
  await expect(openEntries(page)).toHaveCount(0);
});

test('the keyboard reaches and toggles a title', async ({page}) => {
  const id = entriesOf('troubleshooting').at(-1)!;
  await open(page, ROUTES.troubleshooting);
  const toggle = page.locator(`#${id}-toggle`);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(helpEntry(page, id)).toHaveJSProperty('open', true);
  await page.keyboard.press('Space');
  await expect(helpEntry(page, id)).toHaveJSProperty('open', false);
  const outline = await toggle.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
});

test('Copy link copies the page address with the anchor and says so', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseURL!).origin});
  const id = entriesOf('setup')[0]!;
  await open(page, `${ROUTES.setup}?from=app#${id}`);
  await page.locator(`#${id}-panel`).getByRole('button', {name: 'Copy link'}).click();
  await expect(page.locator(`#${id}-panel`).getByRole('status')).toHaveText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL(`${ROUTES.setup.slice(1)}#${id}`, baseURL).href);
});

test(
  'a link from one entry to another opens the target, on the same page and across pages',
  ALSO_ON_PHONE,
  async ({page}) => {
    await open(page, ROUTES.troubleshooting);
    const samePage = await followEntryLink(page, 'troubleshooting', '');
    await expect(helpEntry(page, samePage)).toHaveJSProperty('open', true);
    await expect(openEntries(page)).toHaveCount(1);
    await expectTitleInView(page, samePage);

    await open(page, ROUTES.faq);
    const across = await followEntryLink(page, 'setup', `${BASE}${ROUTES.setup.slice(1)}`);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.setup}#${across}$`));
    await expect(helpEntry(page, across)).toHaveJSProperty('open', true);
    await expectTitleInView(page, across);
  },
);

test('odd hashes open nothing and raise no error', async ({page}) => {
  for (const hash of ['#nope', '#%E0%A4%A', '#%22%3E%3Cimg%20src=x%3E', '#"><img src=x>', `#${'a'.repeat(5000)}`]) {
    // A fresh load each time: only the hash would change otherwise, and
    // Docusaurus' own scroll-to-hash does not survive a malformed one.
    await page.goto('about:blank');
    await open(page, `${ROUTES.faq}${hash}`);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
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
    const ids = entriesOf(name as HelpPage);
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
  const last = entriesOf('faq').at(-1)!;
  await page.goto(`${ROUTES.faq.slice(1)}#${last}`);
  await expect(page.locator(`#${last}-panel`)).toBeVisible();
  await expect(page.locator(`#${last}-panel`)).toBeInViewport();
  await context.close();
});

test('a renamed entry opens at its former address, with and without JavaScript', async ({page, browser, baseURL}) => {
  const address = '__tests/renamed-entry#oldEntry';
  await open(page, `/${address}`);
  await expect(page.locator('#renamedEntry-panel')).toBeVisible();
  await expect(page.locator('#renamedEntry-panel')).toBeInViewport();
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const noScript = await context.newPage();
  await noScript.goto(address);
  await expect(noScript.locator('#renamedEntry-panel')).toBeVisible();
  await context.close();
});

test.describe('docs versions', () => {
  // The docs version dropdown, not the language menu (whose items carry `lang`).
  const dropdown = (page: Page) => page.locator('.navbar__items--right .dropdown:not(:has(a[lang])) > a.navbar__link');

  test('the released help is at the root, the next one under /next with the unreleased banner', async ({page}) => {
    await open(page, ROUTES.setup);
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const title = await page.getByRole('heading', {level: 1}).textContent();

    await open(page, `/${NEXT_DOCS_PATH}${ROUTES.setup}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title!);
    await expect(page.locator('.theme-doc-version-banner')).toContainText('unreleased');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the version dropdown is on the help docs only and keeps the entry when switching', async ({page}) => {
    for (const path of [ROUTES.home, ROUTES.features, ROUTES.patchNotes, ROUTES.contact]) {
      await open(page, path);
      await expect(dropdown(page), path).toHaveCount(0);
    }
    const id = entriesOf('setup')[0]!;
    const next = DOCS_VERSIONS.current.label;
    await open(page, `${ROUTES.setup}#${id}`);
    await expect(dropdown(page)).toHaveText(DOCS_VERSION);
    await dropdown(page).hover();
    await page.locator('.dropdown__menu').getByRole('link', {name: next}).click();
    await expect(page).toHaveURL(new RegExp(`/${NEXT_DOCS_PATH}${ROUTES.setup}#${id}$`));
    await expect(dropdown(page)).toHaveText(next);
    await expect(helpEntry(page, id)).toHaveJSProperty('open', true);
  });

  test('the header links and the cross-links of each version stay in that version', async ({page}) => {
    // The paths of the links between help entries, each marked by the version it leads to.
    const crossLinks = () =>
      page.locator('[id$="-panel"] a[href*="#"]').evaluateAll(
        (anchors, [base, next, helpPaths]) =>
          anchors
            .map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname.slice(base.length))
            .filter((path) => helpPaths.some((help) => path === help || path === `${next}/${help}`))
            .map((path) => (path.startsWith(`${next}/`) ? 'next' : 'released')),
        [BASE, NEXT_DOCS_PATH, Object.values(HELP_PAGES).map((route) => route.slice(1))] as const,
      );
    await open(page, `/${NEXT_DOCS_PATH}${ROUTES.faq}`);
    expect(await crossLinks()).toContain('next');
    expect(await crossLinks()).not.toContain('released');
    const helpLinks = NAV_ITEMS.filter((item) => item.placement === 'main' && item.to !== ROUTES.home);
    for (const {label, to} of helpLinks) {
      await expect(page.locator(`.navbar a[href="${BASE}${to.slice(1)}"]`).first(), label).toBeAttached();
    }
    await open(page, ROUTES.faq);
    expect(await crossLinks()).toContain('released');
    expect(await crossLinks()).not.toContain('next');
  });

  test('the sitemap lists the released help, not the next one or the search page', () => {
    const paths = sitemapPaths();
    expect(paths).toContain(`${BASE}setup`);
    expect(paths.filter((path) => path.startsWith(`${BASE}next/`) || path === `${BASE}search`)).toEqual([]);
  });
});

for (const locale of LOCALES)
  test(
    `${locale}: an entry id the page does not know says so, and searches its words`,
    ALSO_ON_PHONE,
    async ({page}) => {
      const title = locale === 'en' ? "We couldn't find that topic" : siteText('help.unknownTopic.title', locale);
      // An id no entry will take: "retired" says it was one once.
      await open(page, `${localePrefix(locale)}${ROUTES.troubleshooting}#imagesNotLoadingRetired`);
      expect(await page.locator('[id="imagesNotLoadingRetired"]').count()).toBe(0);
      const notice = page.getByRole('region', {name: title});
      await expect(notice).toBeInViewport();
      await expect(notice).toBeFocused();
      await expect(notice.locator('strong')).toHaveText('images not loading retired');
      // The search's answers, each a link into the help, or its ways out; and the search page on the same words.
      await expect(notice.getByRole('link').first()).toBeVisible();
      await expect(notice.getByRole('link').last()).toHaveAttribute(
        'href',
        /\/search\?q=images%20not%20loading%20retired$/,
      );
      // A known entry's address puts the page back as it was.
      const known = entriesOf('troubleshooting')[0]!;
      await page.evaluate((hash) => (window.location.hash = hash), known);
      await expect(notice).toHaveCount(0);
      await expect(helpEntry(page, known)).toHaveJSProperty('open', true);
    },
  );
