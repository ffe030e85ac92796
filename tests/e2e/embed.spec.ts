import type {Page} from '@playwright/test';
import {
  ALSO_ON_PHONE,
  axeFindings,
  expect,
  googleTagUrl,
  holdScripts,
  HYDRATED,
  hydrated,
  localePrefix,
  open,
  siteText,
  test,
  ENTRY_LINKS,
} from './fixtures';
import {DEEP_LINKS, HELP_PAGES, HELP_PAGE_NAMES} from '../../src/data/deepLinks';
import {EMBED_ATTRIBUTE} from '../../src/data/embed';
import {EMBED_ON, EMBED_QUERY_KEY, EMBED_THEME_QUERY_KEY} from '../../src/plugins/embedMode/contract';
import {LOCALES, type Locale} from '../../src/data/locales';
import {DOCS_VERSION, NEXT_DOCS_PATH} from '../../src/data/docsVersions';
import {VISITOR_NEWER_ATTRIBUTE} from '../../src/plugins/help/contract';
import {NAV_ITEMS, ROUTES} from '../../src/data/routes';
import {PLATFORM_QUERY_KEY} from '../../src/data/platforms';
import {BANNER_ID} from '../../src/plugins/analytics/contract';
import {LLMS_TXT, TWIN_EXTENSION, entrySection} from '../../src/utils/markdownTwin';

/**
 * `?embed=1` (the app's Help tab, an OBS dock) and the Markdown twins for
 * assistants, on the production build. See src/plugins/embedMode/README.md
 * and, for the twins, src/plugins/help/README.md.
 */

const EMBED = `${EMBED_QUERY_KEY}=${EMBED_ON}`;
const DOCK = {width: 320, height: 480};
const OPEN_IN_BROWSER = 'Open in browser';
const [ENTRY_LINK] = ENTRY_LINKS;

/** Embed mode: no header links, footer or consent banner; the embed bar instead. */
async function expectEmbedded(page: Page): Promise<void> {
  const header = page.getByRole('navigation', {name: 'Main'});
  for (const {label} of NAV_ITEMS) await expect(header.getByRole('link', {name: label, exact: true})).toBeHidden();
  for (const brand of await header.locator('.navbar__brand').all()) await expect(brand).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(page.locator(`#${BANNER_ID}`)).toBeHidden();
  // The embed bar: search, language, "Open in browser".
  await expect(header.getByRole('search')).toBeVisible();
  await expect(header.locator('.navbar__items--right .navbar-locale-menu')).toBeVisible();
  await expect(header.getByRole('link', {name: OPEN_IN_BROWSER})).toBeVisible();
  // Nothing wider than the window (a narrow dock scrolls only down).
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('embed mode', () => {
  // A visitor who accepted analytics in the browser: the embed still sends nothing.
  test.use({analyticsChoice: 'granted'});

  test('every help page and a deep link show no site chrome at 320 px, before the scripts and after', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(DOCK);
    const scripts = await holdScripts(page);
    const addresses = [
      ...HELP_PAGE_NAMES.map((name) => `${HELP_PAGES[name]}?${EMBED}`),
      `${ENTRY_LINK!.path}?${EMBED}#${ENTRY_LINK!.hash!}`,
    ];
    for (const address of addresses) {
      scripts.hold();
      await page.goto(address.slice(1));
      await expect(page.locator('html')).toHaveAttribute(HYDRATED, 'false');
      await expectEmbedded(page);
      await scripts.release();
      await hydrated(page);
      await expectEmbedded(page);
    }
    // The embed bar at 320 px: labelled, operable targets, contrast.
    expect(await axeFindings(page, {include: '.navbar'}), 'embed bar, light').toEqual([]);
    // The deep link opened its entry, and "Open in browser" is the same address without the mode.
    await expect(page.locator(`[id="${ENTRY_LINK!.hash!}"] + details`)).toHaveJSProperty('open', true);
    await expect(page.getByRole('link', {name: OPEN_IN_BROWSER})).toHaveAttribute(
      'href',
      new RegExp(`${ENTRY_LINK!.path}#${ENTRY_LINK!.hash!}$`),
    );
  });

  test('the bar has one language control on a phone, and hides the version menu without :has()', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, `${ROUTES.setup}?${EMBED}`);
    const bar = page.getByRole('navigation', {name: 'Main'}).locator('.navbar__items--right');
    // The language menu, and no EN / ES shortcut beside it (the menu's own links are folded away).
    await expect(bar.locator('.navbar-locale-menu')).toBeVisible();
    await expect(bar.locator('.navbar-locale-menu:visible, a[lang]:visible')).toHaveCount(1);
    // On a help doc, wide enough for the version menu: only the language menu drops down.
    await page.setViewportSize({width: 1280, height: 800});
    await expect(bar.locator('.dropdown:visible')).toHaveCount(1);
    // OBS 27 and 28 (Chromium 95 to 103) lack :has(): no rule of the mode may need it.
    const selectors = await page.evaluate((attribute) => {
      const found: string[] = [];
      const walk = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) {
            if (rule.selectorText.includes(`[${attribute}]`) && rule.selectorText.includes(':has(')) {
              found.push(rule.selectorText);
            }
          } else if (rule instanceof CSSGroupingRule) walk(rule.cssRules);
        }
      };
      for (const sheet of document.styleSheets) walk(sheet.cssRules);
      return found;
    }, EMBED_ATTRIBUTE);
    expect(selectors).toEqual([]);
  });

  test('the mode lasts for the visit, with no analytics at all, and links out open outside', async ({
    page,
    baseURL,
    externalRequests,
  }) => {
    await open(page, `${ROUTES.setup}?${EMBED}`);
    const tag = await googleTagUrl(page);
    const origin = new URL(baseURL!).origin;
    const outside = page.locator('main a[href^="http"]').filter({hasNot: page.locator(`[href^="${origin}"]`)});
    expect(await outside.count(), 'the page links to other sites').toBeGreaterThan(0);
    for (const link of await outside.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
    // A link inside the site, then a full load of an address without the parameter.
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'FAQ'}).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.faq}$`));
    await expectEmbedded(page);
    await open(page, ROUTES.troubleshooting);
    await expectEmbedded(page);
    expect(externalRequests.filter((url) => url.startsWith(tag) || /google/.test(new URL(url).hostname))).toEqual([]);
    expect(await page.evaluate(() => typeof (window as {gtag?: unknown}).gtag)).toBe('undefined');
  });

  test('storage is namespaced: a dock and a browser tab keep their own choices; ?theme= sets the colours', async ({
    page,
    context,
  }) => {
    await open(page, `${ROUTES.setup}?${EMBED}&${EMBED_THEME_QUERY_KEY}=dark`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await axeFindings(page, {include: '.navbar', colours: 'only'}), 'embed bar, dark').toEqual([]);
    const picker = page.getByLabel('I use Deck Hopper on');
    await picker.selectOption('ios');
    // The browser tab (a page of its own: another visit) does not see the dock's choice or colours.
    const tab = await context.newPage();
    await open(tab, ROUTES.setup);
    await expect(tab.getByLabel('I use Deck Hopper on')).toHaveValue('');
    await expect(tab.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    await tab.getByLabel('I use Deck Hopper on').selectOption('android');
    // The dock keeps its own, and its colours, on the next load without the parameters.
    await open(page, ROUTES.faq);
    await expect(page.getByLabel('I use Deck Hopper on')).toHaveValue('ios');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(page.url()).not.toContain(PLATFORM_QUERY_KEY);
  });
});

/** Each locale's and docs version's root, relative to the base path: '', '/next', '/es', '/es/next'. */
const ROOTS = LOCALES.flatMap((locale: Locale) =>
  ['', `/${NEXT_DOCS_PATH}`].map((version) => ({locale, root: `${localePrefix(locale)}${version}`})),
);

test(
  'only the site’s own switches switch: the theme’s ?docusaurus-… parameters change nothing',
  ALSO_ON_PHONE,
  async ({page}) => {
    const foreign = `docusaurus-data-${EMBED_ATTRIBUTE.replace(/^data-/, '')}=1&docusaurus-data-${VISITOR_NEWER_ATTRIBUTE.replace(/^data-/, '')}=${DOCS_VERSION}`;
    const scripts = await holdScripts(page);
    for (const locale of LOCALES) {
      const path = `${localePrefix(locale)}${ROUTES.setup}`;
      scripts.hold();
      await page.goto(`${path}?${foreign}&${PLATFORM_QUERY_KEY}=android#${ENTRY_LINK!.hash!}`.slice(1));
      const html = page.locator('html');
      for (const phase of ['before the scripts', 'after hydration']) {
        if (phase === 'after hydration') {
          await scripts.release();
          await hydrated(page);
        }
        await expect(html, `${locale} ${phase}`).not.toHaveAttribute(EMBED_ATTRIBUTE);
        await expect(html, `${locale} ${phase}`).not.toHaveAttribute(VISITOR_NEWER_ATTRIBUTE);
        await expect(page.locator('footer'), `${locale} ${phase}`).toBeVisible();
        // The address keeps the site's own parameters and the entry.
        expect(new URL(page.url()).search, `${locale} ${phase}`).toBe(`?${PLATFORM_QUERY_KEY}=android`);
        expect(new URL(page.url()).hash).toBe(`#${ENTRY_LINK!.hash!}`);
      }
    }
  },
);

test('each locale and docs version has llms.txt listing Markdown twins that name every released anchor', async ({
  request,
  baseURL,
}) => {
  for (const {root} of ROOTS) {
    const llms = await request.get(`${baseURL}${root.slice(1)}${root ? '/' : ''}${LLMS_TXT}`);
    expect(llms.ok(), `${root}/${LLMS_TXT}`).toBe(true);
    expect(llms.headers()['content-type']).toMatch(/^text\/plain/);
    const listed = await llms.text();
    const twins = [...listed.matchAll(/\]\((https?:[^)]+\.md)\)/g)].map((match) => new URL(match[1]!).pathname);
    for (const name of HELP_PAGE_NAMES) {
      const expected = new URL(`${root}${HELP_PAGES[name]}${TWIN_EXTENSION}`.slice(1), baseURL).pathname;
      expect(twins, `${root}/${LLMS_TXT} lists the twin of ${name}`).toContain(expected);
      const twin = await request.get(`${new URL(baseURL!).origin}${expected}`);
      expect(twin.headers()['content-type']).toMatch(/^text\/markdown/);
      const markdown = await twin.text();
      for (const link of DEEP_LINKS.filter(({page}) => page === name)) {
        // Under its entry's heading (a renamed entry's lists its former ids' addresses too).
        expect(markdown, `${expected} has the entry ${link.hash}`).toMatch(
          new RegExp(`\\{#\\w+\\}\\n\\n(<[^>\\n]+> )*<[^>\\n]*${HELP_PAGES[name]}#${link.hash}>`),
        );
      }
    }
    const notes = twins.filter((path) => path.includes(ROUTES.patchNotes));
    expect(notes.length, `${root}/${LLMS_TXT} lists the patch notes`).toBeGreaterThan(1);
    for (const path of notes) {
      expect((await request.get(`${new URL(baseURL!).origin}${path}`)).ok(), path).toBe(true);
    }
  }
});

test('a Pro entry’s heading in a twin names the badge once, in the page’s language', async ({request, baseURL}) => {
  const names: Record<Locale, string> = {en: 'Pro Feature', es: siteText('site.proBadge.label', 'es')};
  for (const locale of LOCALES) {
    const twin = `${localePrefix(locale)}${ROUTES.setup}${TWIN_EXTENSION}`;
    const markdown = await (await request.get(`${baseURL}${twin.slice(1)}`)).text();
    const headings = markdown.split('\n').filter((line) => /^#+ .* \{#\w+\}$/.test(line));
    expect(
      headings.filter((heading) => heading.includes(` (${names[locale]}) {#`)),
      twin,
    ).not.toEqual([]);
    expect(
      headings.filter((heading) => /\)\) \{#/.test(heading)),
      twin,
    ).toEqual([]);
  }
});

test('Copy as Markdown copies the entry, in the reader’s language, as its page’s twin has it', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseURL!).origin});
  const {hash, path} = ENTRY_LINK!;
  const locale = LOCALES[1];
  const address = `${localePrefix(locale)}${path}`;
  await open(page, `${address}#${hash!}`);
  await page
    .locator(`#${hash!}-panel`)
    .getByRole('button', {name: siteText('help.copyMarkdown.button', locale)})
    .click();
  await expect(page.getByText(siteText('help.copyMarkdown.copied', locale))).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await request.get(`${baseURL}${address.slice(1)}${TWIN_EXTENSION}`)).text();
  expect(copied).toBe(entrySection(twin, hash!));
  const title = await page.locator(`[id="${hash!}"] [data-entry-title]`).innerText();
  expect(copied.split('\n')[0]).toContain(title);
  expect(copied).toContain(`${address}#${hash!}>`);
});
