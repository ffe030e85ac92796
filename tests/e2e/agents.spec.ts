import {chromium, type APIRequestContext} from '@playwright/test';
import {load} from 'cheerio';
import {test, expect, localePrefix, open, siteText, sitemapPaths} from './fixtures';
import {DEFAULT_LOCALE, LOCALES, type Locale} from '../../src/data/locales';
import {DEEP_LINKS, HELP_PAGES, HELP_PAGE_NAMES} from '../../src/data/deepLinks';
import {NEXT_DOCS_PATH} from '../../src/data/docsVersions';
import {ACCOUNT_ID_LOCATION, ALL_FORMS, HIDDEN_FIELD_NAMES} from '../../src/data/forms';
import {PLATFORM_QUERY_KEY} from '../../src/data/platforms';
import {APP_QUERY_KEY} from '../../src/data/appVersion';
import {CONTACT_ABOUT_KEY} from '../../src/data/stillStuck';
import {ROUTES} from '../../src/data/routes';
import {readSiteEnv} from '../../src/data/siteEnv';
import {TEXTS} from '../../src/plugins/markdownTwins/texts';
import {LLMS_FULL_TXT, LLMS_TXT, twinFile} from '../../src/utils/markdownTwin';

/**
 * What assistants and agents read, on the production build: every page's Markdown twin and the
 * page's links to it and to llms.txt, llms.txt and llms-full.txt in each language and docs
 * version, and the forms' WebMCP annotations. See src/plugins/markdownTwins/README.md.
 */

const {siteUrl, baseUrl} = readSiteEnv(process.env, {production: false});
/** The connection check's query parameter (its module, ConnectionChecker/machine.ts, loads the browser's translations). */
const CHECK_QUERY_KEY = 'check';
/** The spec's size limit for llms.txt and a Markdown page (characters). */
const SPEC_LIMIT = 50_000;

/** Each locale's and docs version's root, relative to the base path: '', '/next', '/es', '/es/next'. */
const ROOTS = LOCALES.flatMap((locale: Locale) =>
  ['', `/${NEXT_DOCS_PATH}`].map((version) => ({locale, version, root: `${localePrefix(locale)}${version}`})),
);

/** Every page of the sitemaps of both languages, and the help pages of the next docs version, relative to the base path. */
const PAGES = [
  ...['build', 'build/es'].flatMap((dir) =>
    sitemapPaths(dir)
      .filter((path) => !path.includes('/__tests/'))
      .map((path) => `/${path.slice(baseUrl.length)}`),
  ),
  ...LOCALES.flatMap((locale) =>
    HELP_PAGE_NAMES.map((name) => `${localePrefix(locale)}/${NEXT_DOCS_PATH}${HELP_PAGES[name]}`),
  ),
];

/** The root of a page: its locale's, or its docs version's for the next help. */
const rootOf = (path: string) =>
  ROOTS.filter(({root}) => path === `${root}/` || path.startsWith(`${root}/`)).sort(
    (a, b) => b.root.length - a.root.length,
  )[0]!;

/** A page's path under its locale's root, '' for the home page. */
const routeOf = (path: string) => path.slice(localePrefix(rootOf(path).locale).length + 1);

const get = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path.replace(/^\//, ''));
  expect(response.ok(), path).toBe(true);
  return response;
};

/** The twin of a page, as a relative address: `/es/setup` → `/es/setup.md`, `/es/` → `/es/index.md`. */
const twinOf = (path: string) => `${localePrefix(rootOf(path).locale)}/${twinFile(routeOf(path))}`;

test('every page, in both languages and docs versions, links its twin and llms.txt, and the twin opens with its title and llms.txt', async ({
  request,
}) => {
  expect(PAGES.length).toBeGreaterThan(20);
  for (const path of PAGES) {
    const {root} = rootOf(path);
    const llms = `${baseUrl}${root.slice(1)}${root ? '/' : ''}${LLMS_TXT}`;
    const $ = load(await (await get(request, path)).text());
    const twin = twinOf(path);
    expect($('link[rel="alternate"][type="text/markdown"]').attr('href'), path).toBe(`${baseUrl}${twin.slice(1)}`);
    // First in the body, hidden, unfocusable: the pointer to the twin and to llms.txt.
    const pointer = $('body').children().first();
    expect(pointer.attr('aria-hidden'), path).toBe('true');
    expect(pointer.attr('style'), path).toContain('position:absolute');
    expect(
      pointer
        .find('a')
        .map((_, a) => $(a).attr('href'))
        .get(),
      path,
    ).toEqual([`${baseUrl}${twin.slice(1)}`, llms]);
    expect(pointer.find('a:not([tabindex="-1"])'), path).toHaveLength(0);

    const response = await get(request, twin);
    expect(response.headers()['content-type'], twin).toMatch(/^text\/markdown/);
    const markdown = await response.text();
    const [title, , line] = markdown.split('\n');
    expect(title, twin).toMatch(/^# \S/);
    expect(line, twin).toContain(`](${siteUrl}${llms})`);
    expect(markdown.length, twin).toBeLessThan(SPEC_LIMIT);
    // No raw HTML: outside code, angle brackets only around an autolink.
    const prose = markdown.replace(/```[\s\S]*?```|`[^`\n]*`/g, '').replace(/<https?:[^>\s]+>/g, '');
    expect(prose.match(/<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/gi), twin).toBeNull();
  }
});

test('the pointer is out of sight and out of the Tab order', async ({page}) => {
  for (const locale of LOCALES) {
    await open(page, `${localePrefix(locale)}/`);
    const box = await page.locator('body > div[aria-hidden="true"]').first().boundingBox();
    expect(box!.width * box!.height).toBeLessThanOrEqual(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[aria-hidden="true"]') ?? null)).toBeNull();
  }
});

test('llms.txt of each language and docs version lists every page’s twin by section, ends with working instructions, and llms-full.txt holds the help; both within the spec’s size', async ({
  request,
}) => {
  for (const {locale, root} of ROOTS) {
    const at = `${root}${root ? '/' : ''}`;
    const llms = await (await get(request, `${at}${LLMS_TXT}`)).text();
    expect(llms.length, `${at}${LLMS_TXT}`).toBeLessThan(SPEC_LIMIT);
    const listed = [...llms.matchAll(/\]\((https?:[^)]+\.md)\)/g)].map(([, url]) => new URL(url!).pathname);
    const pages = PAGES.filter((path) => rootOf(path).locale === locale).filter(
      // This version's help; every other page of the language.
      (path) => !HELP_PAGE_NAMES.some((name) => path.endsWith(HELP_PAGES[name])) || rootOf(path).root === root,
    );
    for (const path of pages)
      expect(listed, `${at}${LLMS_TXT} lists ${path}`).toContain(`${baseUrl}${twinOf(path).slice(1)}`);
    // The instructions come last, in the language of the file.
    const heading = `## ${TEXTS[locale].instructionsTitle}`;
    expect(llms.lastIndexOf('\n## '), `${at}${LLMS_TXT}`).toBe(llms.indexOf(`\n${heading}`));
    const instructions = llms.slice(llms.indexOf(heading));
    for (const key of [PLATFORM_QUERY_KEY, APP_QUERY_KEY, CHECK_QUERY_KEY]) expect(instructions).toContain(`?${key}=`);
    expect(instructions).toContain(`${ROUTES.contact}?${CONTACT_ABOUT_KEY}=`);
    // Every address it gives is served, and its anchor is in the page's twin.
    const addresses = [...instructions.matchAll(/`(https?:[^`]+)`/g)].map(([, url]) => new URL(url!));
    expect(addresses.length).toBeGreaterThan(4);
    for (const url of addresses) {
      expect(url.href.startsWith(`${siteUrl}${baseUrl}`), url.href).toBe(true);
      const path = `/${url.pathname.slice(baseUrl.length)}`;
      await get(request, `${path}${url.search}`);
      if (url.hash) expect(await (await get(request, twinOf(path))).text(), url.href).toContain(`{${url.hash}}`);
    }
    const full = await (await get(request, `${at}${LLMS_FULL_TXT}`)).text();
    expect(full.length, `${at}${LLMS_FULL_TXT}`).toBeLessThan(SPEC_LIMIT);
    expect(full.startsWith('# ')).toBe(true);
    expect(full, `${at}${LLMS_FULL_TXT} holds no pointer to llms.txt`).not.toContain(`/${LLMS_TXT})`);
  }
});

test('every released deep link’s anchor is in its page’s twin, and the help’s and patch notes’ in llms-full.txt', async ({
  request,
}) => {
  for (const {root, version} of ROOTS) {
    const at = `${root}${root ? '/' : ''}`;
    const full = await (await get(request, `${at}${LLMS_FULL_TXT}`)).text();
    // The next help's addresses are its help pages'; the other pages are the language's.
    const links = DEEP_LINKS.filter(({hash, page}) => hash && (version === '' || page));
    expect(links.length).toBeGreaterThan(0);
    for (const {url, path, hash, page} of links) {
      const twin = await (await get(request, `${root}${path === '/' ? '/index.md' : `${path}.md`}`)).text();
      // On its heading (`## Desktop {#purchase}`), or as the address of what it opens.
      expect(twin, `${root}${url}`).toMatch(new RegExp(`\\{#${hash!}\\}|#${hash!}>`));
      if (page || path === ROUTES.patchNotes) expect(full, `${at}${LLMS_FULL_TXT}: ${url}`).toContain(`#${hash!}`);
    }
  }
});

/** The words of a form or field for assistants, as the page of `locale` shows them (none in English but the component's). */
const spanish = (id: string) => siteText(id, 'es').replace('{location}', ACCOUNT_ID_LOCATION);

test('the support forms carry WebMCP’s annotations in the page’s language, and never send themselves', async ({
  request,
  page,
}) => {
  for (const form of ALL_FORMS) {
    const descriptions: Partial<Record<Locale, string[]>> = {};
    for (const locale of LOCALES) {
      const path = `${localePrefix(locale)}${form.route}`;
      const $ = load(await (await get(request, path)).text());
      const element = $(`form[toolname="${form.toolName}"]`);
      expect(element, path).toHaveLength(1);
      expect(element.attr('toolautosubmit'), path).toBeUndefined();
      const fields = [...form.fields.map(({name}) => name), HIDDEN_FIELD_NAMES.honeypot].map(
        (name) => element.find(`[name="${name}"]`).attr('toolparamdescription') ?? '',
      );
      descriptions[locale] = [element.attr('tooldescription') ?? '', ...fields];
      for (const text of descriptions[locale]) expect(text.length, path).toBeGreaterThan(10);
    }
    expect(descriptions.es).toEqual([
      spanish(`forms.${form.id}.toolDescription`),
      ...form.fields.map(({id}) => spanish(`forms.field.${id}.toolParam`)),
      spanish('forms.message.honeypotTool'),
    ]);
    // Each in its own language: no Spanish text on the English page.
    expect(descriptions[DEFAULT_LOCALE]!.filter((text) => descriptions.es!.includes(text))).toEqual([]);
    // After hydration too.
    await open(page, form.route);
    await expect(page.locator(`form[toolname="${form.toolName}"]`)).toHaveAttribute(
      'tooldescription',
      descriptions[DEFAULT_LOCALE]![0]!,
    );
  }
});

test('with WebMCP on, each form is a tool whose parameters are its fields, described', async ({baseURL}) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--enable-features=WebMCP'],
  });
  try {
    for (const locale of LOCALES) {
      for (const form of ALL_FORMS) {
        const page = await browser.newPage();
        await page.goto(`${baseURL}${`${localePrefix(locale)}${form.route}`.slice(1)}`);
        const tools = await page.webmcp.tools();
        const tool = tools.find(({name}) => name === form.toolName);
        expect(tool, `${locale} ${form.route}`).toBeDefined();
        const schema = tool!.inputSchema as {properties: Record<string, {description?: string}>; required?: string[]};
        for (const field of form.fields) expect(schema.properties[field.name]?.description, field.name).toBeTruthy();
        expect([...(schema.required ?? [])].sort()).toEqual(
          form.fields
            .filter(({required}) => required)
            .map(({name}) => name)
            .sort(),
        );
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
});
