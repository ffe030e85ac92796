/**
 * The Spanish site (`/es/…`) on the build: no English left in the header and
 * footer; the language menu keeps the page and its hash; the header fits in
 * both languages; the forms post the same fields and come back in Spanish.
 * Every Spanish page's language, canonical, alternates and axe findings are
 * checked in pages.spec.ts, its deep links in deep-links.spec.ts.
 */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {
  ALSO_ON_PHONE,
  PHONE_ONLY,
  expect,
  helpEntry,
  holdScripts,
  hydrated,
  isPhone,
  open,
  settled,
  siteText,
  sitemapPaths,
  test,
  titleAndDescription,
  sharedAcrossPages,
  entriesOf,
  ENTRY_LINKS,
} from './fixtures';
import {ALL_FORMS, HIDDEN_FIELD_NAMES, SUCCESS_RETURN} from '../../src/data/forms';
import {FOOTER_LINKS, GET_HELP_LINKS, NAV_ITEMS, ROUTES} from '../../src/data/routes';
import {LOCALE_CONFIGS, type Locale} from '../../src/data/locales';
import {normalizeBaseUrl} from '../../src/data/siteEnv';
import {SAME_IN_TRANSLATION} from '../../src/i18n/translationStatus';

const BASE = normalizeBaseUrl(process.env.BASE_URL);
const es = (route: string) => `/es${route === '/' ? '/' : route}`;

/** English words of the header and footer that must not show on a Spanish page. */
const ENGLISH_CHROME = [
  ...NAV_ITEMS.map(({label}) => label),
  ...FOOTER_LINKS.map(({label}) => label),
  ...GET_HELP_LINKS.map(({label}) => label),
  'Follow Deck Hopper',
  'Get help',
  'Search',
  'Privacy settings',
].filter((label) => !SAME_IN_TRANSLATION.test(label));

/**
 * Opens the small-screen menu on the site's own items: on a help page it
 * opens on the help's list, one step from them.
 */
async function openSiteMenu(page: Page): Promise<void> {
  await page.locator('button.navbar__toggle').click();
  await page.locator('.navbar-sidebar--show').waitFor();
  const items = page.locator('.navbar-sidebar__items');
  if (await items.evaluate((element) => element.classList.contains('navbar-sidebar__items--show-secondary'))) {
    await page.locator('.navbar-sidebar__back').click();
    await expect(items).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
  }
}

test.describe('the Spanish site', () => {
  // On small screens the header's items are in the menu.
  test('no English is left in the header, the footer and the search box', ALSO_ON_PHONE, async ({page}) => {
    for (const route of [ROUTES.home, ROUTES.setup, ROUTES.contact, ROUTES.patchNotes]) {
      await open(page, es(route));
      if (isPhone(page)) await openSiteMenu(page);
      const chrome = (await page.locator('nav.navbar, footer').allInnerTexts()).join('\n');
      for (const label of ENGLISH_CHROME) {
        expect(chrome, `"${label}" on ${es(route)}`).not.toMatch(new RegExp(`\\b${label}\\b`));
      }
      const search = page.locator('nav.navbar').getByRole('combobox');
      if (!isPhone(page)) await expect(search).not.toHaveAccessibleName('Search');
    }
  });

  test('the English site links to the same page in Spanish, hash and query kept', async ({page}) => {
    const id = entriesOf('troubleshooting')[0]!;
    await open(page, `${ROUTES.troubleshooting}?platform=ios#${id}`);
    await page.locator('.navbar__items--right .dropdown:has(a[lang="es"]) > .navbar__link').hover();
    await page.locator('.dropdown__menu a[lang="es"]').click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === `${BASE}${es(ROUTES.troubleshooting).slice(1)}` &&
        url.search === '?platform=ios' &&
        url.hash === `#${id}`,
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(helpEntry(page, id)).toHaveJSProperty('open', true);
    // The language menu's links carry the query and the hash once the page has hydrated:
    // the HTML, written without an address, has the bare path.
    await hydrated(page);

    await page.locator('.navbar__items--right .dropdown:has(a[lang="en"]) > .navbar__link').hover();
    await page.locator('.dropdown__menu a[lang="en"]').click();
    await expect(page).toHaveURL(
      (url) => url.pathname === `${BASE}${ROUTES.troubleshooting.slice(1)}` && url.hash === `#${id}`,
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the header fits from the small-screen menu up, in both languages, help pages included', async ({page}) => {
    // Loaded at the narrowest large-screen width, then widened: the layout follows the width alone.
    for (const path of [ROUTES.setup, es(ROUTES.setup), es(ROUTES.home)]) {
      await page.setViewportSize({width: 997, height: 700});
      await open(page, path);
      for (const width of [997, 1100, 1280, 1440]) {
        await page.setViewportSize({width, height: 700});
        await settled(page);
        const problems = await page.evaluate(() => {
          const visible = (element: Element) => (element as HTMLElement).offsetParent !== null;
          const items = [
            ...document.querySelectorAll('.navbar__inner :is(.navbar__brand, .navbar__item, .navbar__search)'),
          ]
            .filter(visible)
            .map((element) => ({
              name: element.textContent.trim() || element.className,
              box: element.getBoundingClientRect(),
            }));
          const found: string[] = [];
          for (const [index, a] of items.entries())
            for (const b of items.slice(index + 1))
              if (a.box.left < b.box.right - 1 && b.box.left < a.box.right - 1)
                found.push(`${a.name} overlaps ${b.name}`);
          const title = document.querySelector<HTMLElement>('.navbar__title');
          if (title && visible(title) && title.scrollWidth > title.clientWidth) found.push('the brand name is cut');
          return found;
        });
        expect(problems, `${path} at ${width} px`).toEqual([]);
      }
    }
  });

  test('the language menu is in the small-screen menu too', PHONE_ONLY, async ({page}) => {
    const id = entriesOf('setup')[0]!;
    await open(page, `${ROUTES.setup}#${id}`);
    await openSiteMenu(page);
    await page.locator('.navbar-sidebar .menu__link--sublist', {hasText: 'Languages'}).click();
    const spanish = page.locator('.navbar-sidebar a[lang="es"]');
    await expect(spanish).toBeVisible();
    await expect(spanish).toHaveAttribute('href', `${BASE}${es(ROUTES.setup).slice(1)}#${id}`);
  });

  test(
    'the other language is one tap away in the phone header, page, query and hash kept',
    PHONE_ONLY,
    async ({page}) => {
      const id = entriesOf('setup')[0]!;
      const visits = [ROUTES.home, `${ROUTES.setup}?platform=android#${id}`, ROUTES.patchNotes].flatMap((route) => [
        {from: route, to: es(route), lang: 'es'},
        {from: es(route), to: route, lang: 'en'},
      ]);
      for (const {from, to, lang} of visits) {
        await open(page, from);
        const shortcut = page
          .locator('nav.navbar')
          .getByRole('link', {name: LOCALE_CONFIGS[lang as Locale].label, exact: true});
        await expect(shortcut, from).toBeVisible();
        const box = (await shortcut.boundingBox())!;
        expect(Math.min(box.width, box.height), `${from}: a 44 px target`).toBeGreaterThanOrEqual(44);
        await shortcut.click();
        await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === `${BASE}${to.slice(1)}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      }
    },
  );

  test('a browser preferring Spanish is offered the Spanish page once, laid over the page, gone with one tap', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({baseURL, locale: 'es-ES'});
    const page = await context.newPage();
    const offer = page.locator('[data-language-offer]');
    await open(page, es(ROUTES.home));
    await hydrated(page);
    await expect(offer, 'no offer on a page already in Spanish').toHaveCount(0);

    await open(page, ROUTES.features);
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'es');
    await expect(offer.locator(`a[href="${BASE}${es(ROUTES.features).slice(1)}"]`)).toBeVisible();
    const heading = page.getByRole('heading', {level: 1});
    const withOffer = await heading.boundingBox();
    await offer.getByRole('button').click();
    await expect(offer).toHaveCount(0);
    expect(await heading.boundingBox(), 'the offer moved nothing').toEqual(withOffer);
    await open(page, ROUTES.home);
    await hydrated(page);
    await expect(offer, 'offered once').toHaveCount(0);
    await context.close();
  });

  test(
    'to a browser preferring Spanish, the offer never covers a deep-linked entry, and goes once the page scrolls',
    ALSO_ON_PHONE,
    async ({browser}, testInfo) => {
      // The project's screen, with the browser's language (the shared context has the project's own).
      const {baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch} = testInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale: 'es-ES',
      });
      const page = await context.newPage();
      const offer = page.locator('[data-language-offer]');
      const [link] = ENTRY_LINKS;
      await open(page, `${link!.path}#${link!.hash!}`);
      await expect(helpEntry(page, link!.hash!)).toHaveJSProperty('open', true);
      await expect(offer, 'no offer over the entry the address names').toHaveCount(0);
      // Offered on the next page, at its top; scrolling on takes it away.
      await open(page, ROUTES.features);
      await expect(offer).toBeVisible();
      await page.mouse.wheel(0, 600);
      await expect(offer).toHaveCount(0);
      await context.close();
    },
  );

  test('the forms post the same field names and come back to the Spanish page', async ({page}) => {
    for (const form of ALL_FORMS) {
      await open(page, es(form.route));
      const element = page.locator('main form').first();
      for (const {name} of form.fields) await expect(element.locator(`[name="${name}"]`)).toHaveCount(1);
      await expect(element.locator(`[name="${HIDDEN_FIELD_NAMES.redirectTo}"]`)).toHaveAttribute(
        'value',
        new RegExp(`${BASE}es${form.route}${SUCCESS_RETURN.replace(/[?]/g, '\\?')}$`),
      );
      // Labels are Spanish: the English label of the first field is gone.
      await expect(element.getByText('E-mail address', {exact: true})).toHaveCount(0);
    }
  });

  test('the Spanish thank-you shows without scripts after the service sends the visitor back', async ({page}) => {
    await holdScripts(page);
    await page.goto(`es/contact${SUCCESS_RETURN}`);
    await page.waitForLoadState('load');
    const thanks = page.locator(`#${SUCCESS_RETURN.split('#')[1]!}`);
    await expect(thanks).toBeVisible();
    await expect(thanks).not.toContainText('Thank you for your submission!');
  });

  test('a missing Spanish address shows the Spanish 404 page, on a host with one 404 page', async ({page}) => {
    // GitHub Pages answers every unknown address with the top 404.html, the English one.
    const response = await page.goto('es/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('main h1')).toHaveText(siteText('site.notFound.title', 'es'));
  });

  test('the Spanish 404 page, for hosts that serve the nearest one, is in Spanish', async ({page}) => {
    const response = await page.goto('es/404.html');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('main h1')).not.toHaveText(/Page Not Found/i);
  });

  test('every Spanish page has its own Spanish title and description', async ({request}) => {
    const pages = await Promise.all(
      sitemapPaths('build/es').map(async (path) => {
        return {path, ...titleAndDescription(await (await request.get(path)).text())};
      }),
    );
    for (const key of ['title', 'description'] as const) {
      const values = pages.map((page) => page[key]);
      expect(
        values.filter((value) => value === ''),
        `pages without a ${key}`,
      ).toEqual([]);
      // The same help page of two docs versions may share them.
      expect(
        sharedAcrossPages(
          pages,
          (page) => page[key],
          ({path}) => path,
        ).map(({path}) => path),
        `${key}s shared by several pages`,
      ).toEqual([]);
    }
  });

  test('the Spanish sitemap lists the Spanish pages and robots.txt names it', () => {
    const paths = sitemapPaths('build/es');
    expect(paths).toEqual(expect.arrayContaining([`${BASE}es/`, `${BASE}es/setup`, `${BASE}es/contact`]));
    expect(paths.every((path) => path.startsWith(`${BASE}es/`))).toBe(true);
    expect(readFileSync('build/robots.txt', 'utf8')).toMatch(new RegExp(`Sitemap: .*${BASE}es/sitemap\\.xml`));
  });
});
