/**
 * Every address released apps open (src/data/deepLinks.ts), in every
 * language (the app puts `/es` after the base path for Spanish). Each help
 * anchor is an entry of its page as served (the unit tests hold the same
 * contract on every docs version); the first and last of each page, each
 * section and each thank-you are loaded cold:
 * - with the site's scripts held back, a help entry is already open in the
 *   first frame that shows it, its title below the header and inside the
 *   viewport, and a page section or a form's thank-you is in place;
 * - then the scripts are let through: once the page has hydrated, the
 *   target is still open and in view, and the page logged no error.
 * One test per help page and language; a tap on a
 * closed entry before the scripts run is kept by hydration.
 */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {DOCS_VERSION} from '../../src/data/docsVersions';
import {DEEP_LINKS, HELP_PAGES, HELP_PAGE_NAMES, type DeepLink, type HelpPage} from '../../src/data/deepLinks';
import {ALL_FORMS, SUCCESS_FRAGMENT, type FormId} from '../../src/data/forms';
import {DEFAULT_LOCALE, LOCALES, type Locale} from '../../src/data/locales';
import {
  ALSO_ON_PHONE,
  expect,
  holdScripts,
  HYDRATED,
  hydrated,
  localePrefix,
  open,
  releases,
  siteText,
  tapTitle,
  test,
  timeoutForLoads,
  entriesOf,
} from './fixtures';

/** Each form's thank-you, in English (src/components/forms/SupportForm/texts.ts). */
const SUCCESS_MESSAGES: Record<FormId, string> = {
  contact: 'Thank you for your submission! We will get back to you shortly.',
  dataDeletion: "We've received your deletion request! We will get back to you shortly.",
};
/**
 * Where an element is, read in the page in one go: 'visible' when it is
 * below the fixed header and inside the viewport, else why not. A title
 * must fit whole; a section, which may be taller than the screen, must
 * start inside it.
 */
function placementIn(selector: string, whole: boolean): string {
  const header = document.querySelector('nav.navbar')?.getBoundingClientRect();
  const target = document.querySelector(selector)?.getBoundingClientRect();
  if (!header) return 'no header';
  if (!target || target.height === 0) return `no box for ${selector}`;
  if (target.top < header.bottom - 1) return `${selector} hidden under the header (${target.top} < ${header.bottom})`;
  if (whole && target.bottom > window.innerHeight) return `${selector} runs below the viewport`;
  if (target.top >= window.innerHeight)
    return `${selector} below the viewport (${target.top} >= ${window.innerHeight})`;
  return 'visible';
}

type WithPlacement = {placementIn: typeof placementIn};

/** Gives every document of the page `placementIn`, before its own scripts (and its CSP) apply. */
const addPlacement = (page: Page) => page.addInitScript(`window.placementIn = ${String(placementIn)}`);

const placement = (page: Page, selector: string, whole = false) =>
  page.evaluate(([selector, whole]) => (window as unknown as WithPlacement).placementIn(selector, whole), [
    selector,
    whole,
  ] as const);

/** The entry an id or one of its former ids names, its `<details>` and its title. */
const entrySelector = (id: string) => `[data-entry]:has([id="${id}"])`;
const detailsOf = (page: Page, id: string) => page.locator(`${entrySelector(id)} > details`);
const titleOf = (id: string) => `${entrySelector(id)} > :is(h2, h3)`;
const openEntries = (page: Page) => page.locator('[data-entry] > details[open]');
const isHydrated = (page: Page) => page.locator('html').getAttribute(HYDRATED);

/** What a visitor sees of the entry an address names, read in the page in one go. */
async function entryState(page: Page, id: string) {
  return page.evaluate(
    ([entry, title]) => {
      const details = document.querySelector<HTMLDetailsElement>(`${entry} > details`);
      return {
        open: details?.open ?? 'no entry',
        openEntries: document.querySelectorAll('[data-entry] > details[open]').length,
        bodyShown: details?.querySelector('[id$="-panel"]')?.checkVisibility() ?? false,
        title: (window as unknown as WithPlacement).placementIn(title, true),
      };
    },
    [entrySelector(id), titleOf(id)] as const,
  );
}

const OPEN_IN_VIEW = {open: true, openEntries: 1, bodyShown: true, title: 'visible'};

/** Polled states settle within a frame or a short scroll: look again soon. */
const POLL = [20, 50, 100, 250];

/**
 * Runs before the page's HTML is parsed: records, in the first animation
 * frame in which the entry the address names has its `<details>` (that
 * frame's paint is the first that can show the entry open or closed),
 * whether it is open.
 */
function recordFirstFrame() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return;
  const record = {seen: false, open: false};
  (window as unknown as {firstFrame: typeof record}).firstFrame = record;
  const frame = () => {
    const details = document
      .getElementById(id)
      ?.closest('[data-entry]')
      ?.querySelector<HTMLDetailsElement>(':scope > details');
    if (!details) {
      requestAnimationFrame(frame);
      return;
    }
    record.seen = true;
    record.open = details.open;
  };
  requestAnimationFrame(frame);
}

/** The record of `recordFirstFrame`, once the page has drawn that frame. */
async function firstFrame(page: Page): Promise<{seen: boolean; open: boolean}> {
  type Recorded = {firstFrame?: {seen: boolean; open: boolean}};
  const handle = await page.waitForFunction(() => {
    const record = (window as unknown as Recorded).firstFrame;
    return record?.seen ? record : undefined;
  });
  return (await handle.jsonValue())!;
}

/**
 * Loads an address cold with the site's scripts held back, runs `before`,
 * lets the scripts through, waits for hydration and runs `after`. A fresh
 * document each time: from one anchor of a page to the next, `goto` alone
 * would only change the hash.
 */
async function loadHeldThenHydrated(
  page: Page,
  scripts: Awaited<ReturnType<typeof holdScripts>>,
  address: string,
  before: () => Promise<void>,
  after: () => Promise<void>,
): Promise<void> {
  scripts.hold();
  await page.goto('about:blank');
  await page.goto(address.slice(1), {waitUntil: 'load'});
  await before();
  expect(await isHydrated(page), `${address}: the scripts were held back`).toBe('false');
  await scripts.release();
  await hydrated(page);
  await after();
}

/** The thank-you of a form page, in the page's language. */
function thankYou(page: Page, link: DeepLink, locale: Locale) {
  const form = ALL_FORMS.find(({route}) => route === link.path);
  expect(form, `a form lives at ${link.path}`).toBeDefined();
  const success =
    locale === DEFAULT_LOCALE ? SUCCESS_MESSAGES[form!.id] : siteText(`forms.${form!.id}.success`, locale);
  return page.locator(`#${SUCCESS_FRAGMENT}`).filter({hasText: success});
}

for (const locale of LOCALES) {
  const prefix = localePrefix(locale);
  // Where an entry lands depends on the screen's size, not on its language or its page (one
  // opener and one header for all): the phone project checks it on the English page with the
  // most anchors; every language's and page's own HTML is checked here.
  const busiest = HELP_PAGE_NAMES.reduce((most, name) =>
    DEEP_LINKS.filter((link) => link.page === name).length > DEEP_LINKS.filter((link) => link.page === most).length
      ? name
      : most,
  );
  const sizesFor = (name: HelpPage) => (locale === DEFAULT_LOCALE && name === busiest ? ALSO_ON_PHONE : {});

  test.describe(locale, () => {
    for (const name of HELP_PAGE_NAMES) {
      const links = DEEP_LINKS.filter((link) => link.page === name);
      test(
        `${prefix}${HELP_PAGES[name]}: every released anchor is an entry of the served page; the first and last open in the first frame, in view, and hydration keeps them`,
        sizesFor(name),
        async ({page}) => {
          test.setTimeout(timeoutForLoads(2));
          const scripts = await holdScripts(page);
          await addPlacement(page);
          await page.addInitScript(recordFirstFrame);
          // The opener and the help group do the same for every entry: they are followed on the page's
          // first entry and on its last, the one furthest down; every other anchor must be an entry
          // of the page as served (before any script), which is what they open.
          const [first, last] = [links[0]!, links.at(-1)!];
          for (const link of new Set([first, last])) {
            const address = `${prefix}${link.url}`;
            const id = link.hash!;
            await loadHeldThenHydrated(
              page,
              scripts,
              address,
              async () => {
                expect(await firstFrame(page), `${address}: open in the first frame that shows it`).toEqual({
                  seen: true,
                  open: true,
                });
                await expect
                  .poll(() => entryState(page, id), {message: address, intervals: POLL})
                  .toEqual(OPEN_IN_VIEW);
                if (link !== first) return;
                const missing = await page.evaluate(
                  (selectors) => selectors.filter((selector) => !document.querySelector(selector)),
                  links.map((other) => `${entrySelector(other.hash!)} > details`),
                );
                expect(missing, `${prefix}${HELP_PAGES[name]}: released anchors that are no entry`).toEqual([]);
              },
              async () => {
                await expect
                  .poll(() => entryState(page, id), {message: `${address} once hydrated`, intervals: POLL})
                  .toEqual(OPEN_IN_VIEW);
              },
            );
          }
        },
      );
    }

    test(
      `${prefix}: the page sections and the forms' thank-you open in place, before and after hydration`,
      locale === DEFAULT_LOCALE ? ALSO_ON_PHONE : {},
      async ({page}) => {
        const links = DEEP_LINKS.filter(({kind}) => kind !== 'entry');
        test.setTimeout(timeoutForLoads(links.length));
        const scripts = await holdScripts(page);
        await addPlacement(page);
        for (const link of links) {
          const address = `${prefix}${link.url}`;
          const inPlace = async () => {
            if (link.kind === 'section') {
              const section = `[id="${link.hash}"]`;
              await expect(page.locator(section), address).toBeVisible();
              await expect.poll(() => placement(page, section), {message: address, intervals: POLL}).toBe('visible');
            } else {
              await expect(thankYou(page, link, locale), address).toBeVisible();
              await expect(thankYou(page, link, locale), address).toBeInViewport();
            }
          };
          await loadHeldThenHydrated(page, scripts, address, inPlace, inPlace);
        }
      },
    );

    test(`${prefix}: a tap on a closed entry before the scripts run opens it, and hydration keeps it open`, async ({
      page,
      consoleErrors,
    }) => {
      // The first three entries of the setup help, in the order the page shows them.
      const [linked, tapped, next] = entriesOf('setup').slice(0, 3);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const scripts = await holdScripts(page);
      await addPlacement(page);
      await page.goto(`${prefix}${HELP_PAGES.setup}#${linked}`.slice(1), {waitUntil: 'load'});
      const historyLength = await page.evaluate(() => window.history.length);
      await tapTitle(page, tapped!);
      await expect(detailsOf(page, tapped!)).toHaveJSProperty('open', true);
      await expect(detailsOf(page, linked!)).toHaveJSProperty('open', false);
      // The address follows the tap already, in place.
      await expect(page).toHaveURL(new RegExp(`${HELP_PAGES.setup}#${tapped}$`));
      expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
      await expect(page.locator('html')).toHaveAttribute(HYDRATED, 'false');
      const scrolled = await page.evaluate(() => window.scrollY);
      if (locale !== DEFAULT_LOCALE) {
        await expect(page.locator(`[id="${tapped}-title"]`), 'the title is translated').not.toHaveText(
          englishTitle(tapped!),
        );
      }

      await scripts.release();
      await hydrated(page);
      // Hydration is over once React has committed; give it the frame it takes.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      await expect(openEntries(page)).toHaveCount(1);
      await expect(detailsOf(page, tapped!)).toHaveJSProperty('open', true);
      // Hydration takes the address as the tap left it, and leaves the visitor where they are.
      await expect(page).toHaveURL(new RegExp(`${HELP_PAGES.setup}#${tapped}$`));
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      // And the page works on as usual: the next tap scrolls its entry into view.
      await tapTitle(page, next!);
      await expect(detailsOf(page, next!)).toHaveJSProperty('open', true);
      await expect(detailsOf(page, tapped!)).toHaveJSProperty('open', false);
      await expect.poll(() => placement(page, titleOf(next!), true)).toBe('visible');
      expect(consoleErrors).toEqual([]);
      expect(warnings).toEqual([]);
    });
  });
}

/** An entry's English title, as the released setup help writes it. */
function englishTitle(id: string): string {
  const doc = readFileSync(`versioned_docs/version-${DOCS_VERSION}/setup.mdx`, 'utf8');
  const title = new RegExp(`<Accordion id="${id}" title="([^"]+)"`).exec(doc)?.[1];
  expect(title, `the English title of ${id}`).toBeDefined();
  return title!;
}

test('the address follows the open entry, so a reload and the language switch keep it; a query after the hash is moved to its place', async ({
  page,
}) => {
  const [first, second, third] = entriesOf('setup');
  const older = releases().at(-1)!.version;
  await addPlacement(page);
  await open(page, HELP_PAGES.setup);
  const historyLength = await page.evaluate(() => window.history.length);
  await tapTitle(page, first!);
  await expect(page).toHaveURL(new RegExp(`${HELP_PAGES.setup}#${first}$`));
  await tapTitle(page, second!);
  await expect(page).toHaveURL(new RegExp(`${HELP_PAGES.setup}#${second}$`));
  expect(await page.evaluate(() => window.history.length), 'replaced in place, no new history entry').toBe(
    historyLength,
  );
  await tapTitle(page, second!);
  await expect(detailsOf(page, second!)).toHaveJSProperty('open', false);
  await expect(page).toHaveURL(new RegExp(`${HELP_PAGES.setup}$`));

  await tapTitle(page, third!);
  await expect(page).toHaveURL(new RegExp(`#${third}$`));
  await page.reload();
  await expect.poll(() => entryState(page, third!), {intervals: POLL}).toEqual(OPEN_IN_VIEW);
  await hydrated(page);
  await tapTitle(page, first!);
  await expect(page).toHaveURL(new RegExp(`#${first}$`));
  await page.locator('.navbar__items--right .dropdown:has(a[lang="es"]) > .navbar__link').hover();
  await page.locator('.dropdown__menu a[lang="es"]').click();
  await expect(page).toHaveURL(new RegExp(`/es${HELP_PAGES.setup}#${first}$`));
  await expect.poll(() => entryState(page, first!), {intervals: POLL}).toEqual(OPEN_IN_VIEW);

  await page.goto(`${HELP_PAGES.setup}#${second}?platform=android&app=${older}`.slice(1));
  await expect(page).toHaveURL(new RegExp(`${HELP_PAGES.setup}\\?platform=android&app=${older}#${second}$`));
  await expect.poll(() => entryState(page, second!), {intervals: POLL}).toEqual(OPEN_IN_VIEW);
  await hydrated(page);
  await expect(page.locator('select').filter({has: page.locator('option[value="android"]')})).toHaveValue('android');
});
