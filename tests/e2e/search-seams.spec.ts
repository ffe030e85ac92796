import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {ENTRY_LINKS, PHONE_ONLY, expect, helpEntry, localePrefix, open, siteText, test} from './fixtures';
import {hitHref} from './searchEngine';
import {LOCALES, localeBaseUrl, type Locale} from '../../src/data/locales';
import {normalizeBaseUrl} from '../../src/data/siteEnv';
import {COMMUNITY_LINKS} from '../../src/data/links';
import {ROUTES} from '../../src/data/routes';
import {SEARCH_INDEX_FILE, SEARCH_LEGAL_PAGES, SEARCH_MOST_ASKED, SEARCH_PAGE_PATH} from '../../src/data/search';
import type {SearchRecord} from '../../src/plugins/search/engine';

/**
 * Where the search meets what streamers type: help before legal text,
 * exact tokens to the entry that defines them, words the help does not
 * cover to the way out, and an empty box that offers the entries to start with.
 * On the phone, where streamers search, in every language.
 */
const BASE = normalizeBaseUrl(process.env.BASE_URL);

const box = (page: Page) => page.locator('nav.navbar').getByRole('combobox');
const panel = (page: Page) => page.locator('nav.navbar form[role="search"]');
/** The way out's link to the community chat. */
const community = (page: Page) => panel(page).locator(`a[href="${COMMUNITY_LINKS.discord.href}"]`);
const options = (page: Page) => page.locator('nav.navbar').getByRole('listbox').getByRole('option');
/** The options' addresses, relative to the language's base path: `/setup#proxyButtons`. */
const optionUrls = async (page: Page, locale: Locale) =>
  (
    await options(page)
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  ).map((href) => `/${href.slice(localeBaseUrl(BASE, locale).length)}`);

/** Typed into the header's box of the language's troubleshooting page, once its answers (or the way out) show. */
async function searchFor(page: Page, locale: Locale, query: string): Promise<string[]> {
  if (!page.url().includes(ROUTES.troubleshooting))
    await open(page, `${localePrefix(locale)}${ROUTES.troubleshooting}`);
  await box(page).fill(query);
  await expect(options(page).first().or(community(page))).toBeVisible();
  return optionUrls(page, locale);
}

/** The relevance set's first accepted answer to a query: the entry that defines what it names. */
const definingEntry = (locale: Locale, query: string): string => {
  const set = JSON.parse(readFileSync(`tests/search/queries.${locale}.json`, 'utf8')) as {
    query: string;
    accept: string[];
  }[];
  const accept = set.find((item) => item.query === query)?.accept[0] ?? `(no "${query}" in the ${locale} set)`;
  return accept.replace(new RegExp(`^${localePrefix(locale)}(?=/)`), '');
};

const isLegal = (url: string) => SEARCH_LEGAL_PAGES.includes(url.split('#')[0]!);
const isHelpEntry = (url: string) => ENTRY_LINKS.some((link) => link.url === url);

for (const locale of LOCALES) {
  test.describe(`${locale}: search seams`, () => {
    test('symptoms list no licence or privacy section above a help entry', PHONE_ONLY, async ({page}) => {
      for (const query of ['cant connect', 'conexion', 'no conecta', 'sin conexion']) {
        const urls = await searchFor(page, locale, query);
        const lastHelp = urls.map(isHelpEntry).lastIndexOf(true);
        expect(urls.slice(0, Math.max(0, lastHelp)).filter(isLegal), `"${query}": ${urls.join(', ')}`).toEqual([]);
      }
    });

    test(
      'a flag, a variable, an address or a version finds the entry that defines it first',
      PHONE_ONLY,
      async ({page}) => {
        for (const query of ['--no-window', 'dh_embed', '127.0.0.1', 'android 5.1']) {
          const [first] = await searchFor(page, locale, query);
          expect(first, query).toBe(definingEntry(locale, query));
        }
      },
    );

    test('words the help does not cover lead to the way out and the community chat', PHONE_ONLY, async ({page}) => {
      for (const query of ['latency', 'delay', 'hotkey', 'stream deck', 'elgato', 'latencia']) {
        expect(await searchFor(page, locale, query), query).toEqual([]);
        await expect(community(page)).toBeVisible();
      }
    });

    test('the empty box and the empty search page offer the entries to start with', PHONE_ONLY, async ({page}) => {
      const records = JSON.parse(
        readFileSync(path.join('build', localeBaseUrl('/', locale).slice(1), SEARCH_INDEX_FILE), 'utf8'),
      ) as SearchRecord[];
      const titles = SEARCH_MOST_ASKED.map((url) => records.find((record) => record.url === url)?.title);
      const caption = locale === 'en' ? 'Start here' : siteText('search.startHere', locale);

      await open(page, `${localePrefix(locale)}${ROUTES.faq}`);
      await box(page).click();
      await expect(panel(page).getByText(caption, {exact: true})).toBeVisible();
      await expect.poll(() => optionUrls(page, locale)).toEqual([...SEARCH_MOST_ASKED]);
      expect(await options(page).locator('a > span:first-child').allTextContents()).toEqual(titles);
      await options(page).first().click();
      await expect(page).toHaveURL(
        (url) => `${url.pathname}${url.hash}` === hitHref(BASE, locale, SEARCH_MOST_ASKED[0]!),
      );
      await expect(helpEntry(page, SEARCH_MOST_ASKED[0]!.split('#')[1]!)).toHaveJSProperty('open', true);

      await open(page, `${localePrefix(locale)}${SEARCH_PAGE_PATH}`);
      const links = page.getByRole('main').locator('ol a');
      await expect(page.getByRole('main').getByText(caption, {exact: true})).toBeVisible();
      await expect
        .poll(() => links.evaluateAll((all) => all.map((link) => link.getAttribute('href'))))
        .toEqual(SEARCH_MOST_ASKED.map((url) => hitHref(BASE, locale, url)));
    });
  });
}
