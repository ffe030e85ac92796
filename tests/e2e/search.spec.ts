import {readFileSync} from 'node:fs';
import type {Locator, Page, Route} from '@playwright/test';
import {
  ALSO_ON_PHONE,
  PHONE_ONLY,
  expect,
  helpEntry,
  holdScripts,
  hydrated,
  localePrefix,
  open,
  settled,
  test,
} from './fixtures';
import {LOCALES} from '../../src/data/locales';
import {BANNER_ID} from '../../src/plugins/analytics/contract';
import {engineHits, hitHref} from './searchEngine';
import {normalizeBaseUrl} from '../../src/data/siteEnv';
import {COMMUNITY_LINKS} from '../../src/data/links';
import {ROUTES} from '../../src/data/routes';
import {SEARCH_MIN_QUERY_LENGTH, SEARCH_RESULT_LIMIT} from '../../src/data/search';
import {CONSENT_TEXTS} from '../../src/plugins/analytics';

const BASE = normalizeBaseUrl(process.env.BASE_URL);
const SPANISH = JSON.parse(readFileSync('i18n/es/code.json', 'utf8')) as Record<string, {message: string}>;

/** The site's header (its navigation bar), where the search box is. */
const header = (page: Page) => page.locator('nav.navbar');
const box = (page: Page) => header(page).getByRole('combobox');
const list = (page: Page) => header(page).getByRole('listbox');
const options = (page: Page) => list(page).getByRole('option');
const isIndex = (url: string | URL) => new URL(url).pathname.endsWith('/search-index.json');

/** The addresses the options link to, in order. */
const optionHrefs = (page: Page) =>
  options(page)
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** The links a way out offers (where nothing matched). */
const WAY_OUT = [
  `${ROUTES.troubleshooting}#connectionIssues`,
  ROUTES.troubleshooting,
  ROUTES.faq,
  COMMUNITY_LINKS.discord.href,
  ROUTES.contact,
];

const wayOutHrefs = (prefix: string) => WAY_OUT.map((to) => (to.startsWith('/') ? `${prefix}${to.slice(1)}` : to));

/** The list of ways out under "Nothing matches" in the header's search box. */
const WAY_OUT_LIST = 'form[role="search"] ul:not([role])';

async function expectWayOut(scope: Locator, prefix: string) {
  const hrefs = await scope.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(wayOutHrefs(prefix));
}

test.describe('search box', () => {
  test('loads nothing until first used; a query typed while the index loads is answered when it arrives', async ({
    page,
  }) => {
    const loads: string[] = [];
    page.on('request', (request) => isIndex(request.url()) && loads.push(request.url()));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isIndex, async (route: Route) => {
      await held;
      await route.continue();
    });
    await open(page, '/faq');
    await settled(page);
    expect(loads, 'the index waits for the box').toEqual([]);

    await box(page).click();
    await box(page).pressSequentially('proxy');
    await expect(header(page).getByRole('status')).toHaveText('Loading the search…');
    release();
    const expected = await engineHits('en', '', 'proxy', SEARCH_RESULT_LIMIT);
    await expect.poll(() => optionHrefs(page)).toEqual(expected.map(({url}) => hitHref(BASE, 'en', url)));
    expect(loads).toHaveLength(1);
  });

  test('is a combobox: arrows choose, Escape closes then clears, Enter opens the answer', async ({page}) => {
    await open(page, '/features');
    await page.keyboard.press('ControlOrMeta+k');
    await expect(box(page)).toBeFocused();
    await page.keyboard.type('vibration');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(options(page).first()).toBeVisible();
    const [first, second] = await options(page).evaluateAll((items) => items.map((item) => item.id));

    await page.keyboard.press('ArrowDown');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', first!);
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', second!);
    await page.keyboard.press('ArrowUp');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', first!);

    await page.keyboard.press('Escape');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(box(page)).toHaveValue('vibration');
    await page.keyboard.press('Escape');
    await expect(box(page)).toHaveValue('');

    await page.keyboard.type('vibration');
    await page.keyboard.press('ArrowDown');
    const [hit] = await engineHits('en', '', 'vibration');
    const [, id] = hit!.url.split('#');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === hitHref(BASE, 'en', hit!.url));
    await expect(helpEntry(page, id!)).toHaveJSProperty('open', true);
    await expect
      .poll(async () => {
        const header = (await page.locator('nav.navbar').boundingBox())!;
        const title = (await page.locator(`[id="${id}"]`).boundingBox())!;
        return title.y >= header.y + header.height - 1 && title.y + title.height <= page.viewportSize()!.height;
      })
      .toBe(true);
  });

  test('typing fetches nothing: the page of an answer or of a way out loads when it is chosen', async ({page}) => {
    await open(page, '/faq');
    await box(page).click();
    await box(page).pressSequentially('proxy');
    await expect(options(page).first()).toBeVisible();
    await settled(page);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    for (const query of ['cant connect', 'white screen', 'zzqxj', 'refund', 'obs dock']) {
      await box(page).fill(query);
      const expected = await engineHits('en', '', query, SEARCH_RESULT_LIMIT);
      await expect.poll(() => optionHrefs(page)).toEqual(expected.map(({url}) => hitHref(BASE, 'en', url)));
      // Where nothing matches, the ways out show instead.
      if (expected.length === 0) await expectWayOut(header(page).locator(WAY_OUT_LIST), BASE);
      await settled(page);
    }
    expect(fetched).toEqual([]);
  });

  test('tabbing past the box leaves the focus where Tab put it while the index loads', async ({page}) => {
    await open(page, '/faq');
    const loaded = page.waitForResponse((response) => isIndex(response.url()));
    await box(page).focus();
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');
    const afterTab = await focused();
    await loaded;
    await settled(page);
    expect(await focused()).toBe(afterTab);
  });

  test('a query too short to answer shows nothing yet, not "Nothing matches"; the next letter answers', async ({
    page,
  }) => {
    const query = 'proxy';
    await open(page, '/setup');
    await box(page).click();
    // The index is there: what follows is the box's answer, not a load.
    await box(page).pressSequentially(query);
    await expect(options(page).first()).toBeVisible();
    await box(page).fill('');
    await box(page).pressSequentially(query.slice(0, SEARCH_MIN_QUERY_LENGTH - 1));
    await settled(page);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(list(page)).toBeHidden();
    await expect(header(page).getByText('Nothing matches')).toHaveCount(0);
    await expect(header(page).locator(WAY_OUT_LIST)).toHaveCount(0);
    await box(page).pressSequentially(query.slice(SEARCH_MIN_QUERY_LENGTH - 1, SEARCH_MIN_QUERY_LENGTH));
    await expect(options(page).first()).toBeVisible();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('when nothing matches, it says so and offers the way out', async ({page}) => {
    await open(page, '/setup');
    await box(page).click();
    await box(page).fill('zzqxj');
    await expect(header(page).getByRole('status')).toHaveText('Nothing matches “zzqxj”.');
    await expectWayOut(header(page).locator(WAY_OUT_LIST), BASE);
    // What it says and what it offers start on the same line's edge.
    const textLeft = (selector: string) =>
      header(page)
        .locator(selector)
        .evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return range.getClientRects()[0]!.left;
        });
    expect(await textLeft('[role="status"]')).toBeCloseTo(
      await textLeft(`${WAY_OUT_LIST} >> xpath=preceding-sibling::p[1]`),
      0,
    );
  });

  /** The ways the index can fail to arrive. */
  const FAILURES: Record<string, (route: Route) => Promise<void>> = {
    'answers with an error': (route) => route.fulfill({status: 503, body: 'unavailable'}),
    'arrives cut short': (route) =>
      route.fulfill({status: 200, contentType: 'application/json', body: '[{"url": "/setup#proxyButtons", "tit'}),
    'fails on the network': (route) => route.abort('internetdisconnected'),
  };

  for (const [failure, answer] of Object.entries(FAILURES)) {
    test(`an index that ${failure}: the box says so, keeps the query, and tries again`, async ({
      page,
      consoleErrors,
    }) => {
      await page.route(isIndex, answer);
      await open(page, '/faq');
      await box(page).click();
      await box(page).fill('proxy');
      const status = header(page).getByRole('status');
      await expect(status).toContainText('The search could not be loaded.');
      // The browser reports the failed request itself; the page throws nothing.
      expect(consoleErrors.filter((error) => !error.startsWith('console: Failed to load resource'))).toEqual([]);
      consoleErrors.length = 0;
      await page.unroute(isIndex);
      await status.getByRole('button', {name: 'Try again'}).click();
      await expect(box(page)).toHaveValue('proxy');
      await expect(options(page).first()).toBeVisible();
    });
  }

  test(
    'on a phone: a full-screen panel over an undrawn page, titles on two lines, rows a thumb can hit, nothing drags sideways, Cancel gives the page back where it was',
    PHONE_ONLY,
    async ({page}) => {
      await open(page, '/troubleshooting');
      const main = page.locator('main');
      await page.mouse.wheel(0, 1200);
      await expect
        .poll(() => page.evaluate(() => window.scrollY), 'the page scrolled before the search opens')
        .toBeGreaterThan(0);
      const place = await page.evaluate(() => window.scrollY);
      await box(page).click();
      await box(page).fill('my deck hopper app will not connect to sammi core on the phone');
      await expect(options(page).first()).toBeVisible();
      // Under the panel the page is neither drawn nor read out, so a key lays out the panel alone.
      await expect(main).not.toBeVisible();
      const viewport = page.viewportSize()!;
      const panel = (await box(page).locator('xpath=ancestor::form').boundingBox())!;
      expect(panel.x).toBeLessThanOrEqual(0);
      expect(panel.width).toBeGreaterThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      for (const height of await options(page).evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().height),
      ))
        expect(height).toBeGreaterThanOrEqual(44);
      const clipped = await options(page)
        .locator('a > span:first-child')
        .evaluateAll((titles) => titles.filter((title) => title.scrollWidth > title.clientWidth).length);
      expect(clipped, 'titles wrap instead of running off the row').toBe(0);
      // However few the answers (here none, and the way out), they start right under the box.
      await box(page).fill('zzqxj');
      const status = header(page).getByRole('status');
      await expect(status).toBeVisible();
      const input = (await box(page).boundingBox())!;
      const gap = (await status.boundingBox())!.y - (input.y + input.height);
      expect(gap, 'the space between the box and what it found').toBeLessThan(48);
      await page.getByRole('button', {name: 'Cancel'}).click();
      await expect(box(page)).toHaveValue('');
      await expect(list(page)).toBeHidden();
      // The panel closes with the list (it stayed open, empty, while Cancel kept the focus).
      await expect(main).toBeVisible();
      expect((await box(page).boundingBox())!.width).toBeLessThan(viewport.width / 2);
      expect(await page.evaluate(() => window.scrollY)).toBe(place);
    },
  );
});

for (const locale of LOCALES)
  test(
    `${locale}: a query typed before the scripts run is kept, and answered once they do`,
    ALSO_ON_PHONE,
    async ({page}) => {
      const scripts = await holdScripts(page);
      await page.goto(`${localePrefix(locale)}${ROUTES.troubleshooting}`.slice(1));
      await box(page).click();
      await box(page).pressSequentially('connect');
      await scripts.release();
      await hydrated(page);
      await expect(box(page)).toHaveValue('connect');
      await expect(options(page).first()).toBeVisible();
    },
  );

test.describe('search box and consent banner', () => {
  // A first visit: the banner waits for an answer.
  test.use({analyticsChoice: null});

  for (const locale of LOCALES)
    test(
      `${locale}: the banner never covers the open search; it is back once the search closes`,
      PHONE_ONLY,
      async ({page}) => {
        await open(page, `${localePrefix(locale)}${ROUTES.troubleshooting}`);
        const banner = page.locator(`#${BANNER_ID}`);
        await expect(banner).toBeVisible();
        await box(page).click();
        await box(page).fill('connect');
        await expect(options(page).first()).toBeVisible();
        await expect(banner).toBeHidden();
        // What is at the bottom of the screen, where the banner was, is the panel's.
        const viewport = page.viewportSize()!;
        const atBottom = await page.evaluate(
          ({x, y}) => document.elementFromPoint(x, y)?.closest('form[role="search"]') !== null,
          {x: viewport.width / 2, y: viewport.height - 20},
        );
        expect(atBottom).toBe(true);
        await header(page).locator('form[role="search"] button').click();
        await expect(banner).toBeVisible();
      },
    );
});

for (const locale of LOCALES)
  test(
    `${locale}: on a phone, Back closes the open search and keeps the page; a result followed is one step from it`,
    PHONE_ONLY,
    async ({page}) => {
      const prefix = localePrefix(locale);
      await open(page, `${prefix}${ROUTES.faq}`);
      await open(page, `${prefix}${ROUTES.troubleshooting}`);
      await page.mouse.wheel(0, 800);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const place = await page.evaluate(() => window.scrollY);
      const address = page.url();
      await box(page).click();
      await box(page).fill('connect');
      await expect(options(page).first()).toBeVisible();
      await page.goBack();
      await expect(list(page)).toBeHidden();
      await expect(box(page)).not.toBeFocused();
      expect(page.url()).toBe(address);
      expect(await page.evaluate(() => window.scrollY)).toBe(place);
      // Cancel takes the panel's step away too: Back then leaves the page.
      await box(page).click();
      await header(page).locator('form[role="search"] button').click();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${ROUTES.faq}$`));
      await page.goForward();
      // A result followed from the panel: Back returns to the page, not to the panel.
      await box(page).click();
      await box(page).fill('connect');
      const link = options(page).first().locator('a');
      const href = await link.getAttribute('href');
      await link.click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
      await expect(helpEntry(page, href!.split('#')[1]!)).toHaveJSProperty('open', true);
      await page.goBack();
      await expect(page).toHaveURL(address);
      await expect(list(page)).toBeHidden();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${ROUTES.faq}$`));
    },
  );

test.describe('search page', () => {
  test('opened from a shared link, it lists every answer once, as the engine ranks them', async ({page}) => {
    await open(page, '/search?q=vibration');
    const expected = await engineHits('en', '', 'vibration');
    const links = page.getByRole('main').locator('ol a');
    await expect
      .poll(() => links.evaluateAll((all) => all.map((link) => link.getAttribute('href'))))
      .toEqual(expected.map(({url}) => hitHref(BASE, 'en', url)));
    expect(new Set(expected.map(({url}) => url)).size).toBe(expected.length);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const input = page.getByRole('main').getByRole('searchbox');
    await input.fill('zzqxj');
    await expect(page).toHaveURL(/\?q=zzqxj$/);
    await expectWayOut(page.getByRole('main').locator('ul'), BASE);
  });

  test('without JavaScript, the header form opens it and it points to the help pages', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(`${test.info().project.use.baseURL}setup`);
    await header(page).getByRole('combobox').fill('proxy');
    await header(page).getByRole('combobox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=proxy$/);
    // Playwright's text and role queries skip <noscript> (microsoft/playwright#15887): the DOM is read directly.
    const fallback = await page.evaluate(() => {
      const noscript = document.querySelector('main noscript');
      return {
        text: noscript?.textContent ?? '',
        links: [...(noscript?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href')),
      };
    });
    expect(fallback.text).toContain('The search needs JavaScript.');
    expect(fallback.links).toEqual(wayOutHrefs(BASE));
    await context.close();
  });
});

test.describe('search per language and docs version', () => {
  test('the Spanish site searches the Spanish pages, in Spanish', async ({page}) => {
    await open(page, '/es/faq');
    await box(page).click();
    await box(page).fill('vibración');
    const expected = await engineHits('es', '', 'vibración', SEARCH_RESULT_LIMIT);
    await expect.poll(() => optionHrefs(page)).toEqual(expected.map(({url}) => hitHref(BASE, 'es', url)));
    await box(page).fill('zzqxj');
    await expect(header(page).getByRole('status')).toHaveText(
      SPANISH['search.noResults']!.message.replace('{query}', 'zzqxj'),
    );
    await expect(header(page).getByRole('link', {name: SPANISH['search.wayOut.faq']!.message})).toBeVisible();
  });

  test('the next docs search the next docs', async ({page}) => {
    const loads: string[] = [];
    page.on('request', (request) => isIndex(request.url()) && loads.push(new URL(request.url()).pathname));
    await open(page, '/next/setup');
    await box(page).click();
    await box(page).fill('proxy');
    const expected = await engineHits('en', 'next', 'proxy', SEARCH_RESULT_LIMIT);
    await expect.poll(() => optionHrefs(page)).toEqual(expected.map(({url}) => hitHref(BASE, 'en', url)));
    expect(loads).toEqual([`${BASE}next/search-index.json`]);
  });
});

test.describe('search and analytics', () => {
  test.use({analyticsChoice: null});

  test('no event and no request before consent; one event per search after, with the answer chosen', async ({
    page,
    externalRequests,
  }) => {
    const searchEvents = () =>
      page.evaluate(() =>
        ((window as unknown as {dataLayer?: ArrayLike<unknown>[]}).dataLayer ?? [])
          .map((entry) => Array.from(entry))
          .filter(([kind, name]) => kind === 'event' && name === 'search'),
      );
    await open(page, '/faq');
    await box(page).click();
    await box(page).fill('proxy');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await searchEvents()).toEqual([]);
    expect(externalRequests).toEqual([]);

    await page
      .getByRole('region', {name: CONSENT_TEXTS.region})
      .getByRole('button', {name: CONSENT_TEXTS.accept})
      .click();
    await box(page).click();
    await box(page).fill('vibration');
    await expect(options(page).first()).toBeVisible();
    const [hit] = await engineHits('en', '', 'vibration');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(searchEvents).toEqual([
      [
        'event',
        'search',
        {
          search_term: 'vibration',
          results: expect.any(Number),
          locale: 'en',
          docs_version: 'released',
          chosen: hit!.url,
        },
      ],
    ]);
  });
});
