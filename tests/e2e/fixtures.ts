import {existsSync, readFileSync, readdirSync} from 'node:fs';
import type {AxeResults, NodeResult, RunOptions} from 'axe-core';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
  type Route,
  type TestInfo,
} from '@playwright/test';
import {ANALYTICS_META_NAME, CONSENT_STORAGE_KEY, gtagScriptUrl} from '../../src/plugins/analytics/contract';
import {DEFAULT_LOCALE, type Locale} from '../../src/data/locales';
import {readSiteEnv} from '../../src/data/siteEnv';
import {readMessageTable} from '../../src/i18n/translationStatus';
import {compareVersions} from '../../src/utils/compareVersions';
import {globalDataOf, readHelpSource} from '../../src/plugins/help';
import {DEEP_LINKS, HELP_PAGES, type DeepLink, type HelpPage as HelpPageName} from '../../src/data/deepLinks';
import type {HelpPage, HelpSource} from '../../src/plugins/help/source';

/**
 * Shared browser-test fixtures.
 * - Every request to another host is blocked and recorded (`externalRequests`):
 *   the machine has no network, and the site must work without it.
 * - Page errors and console errors fail the test that caused them, unless
 *   the test takes them over through `consoleErrors` and clears the list.
 * - Each test gets a page of its own, in a browser context that the tests of
 *   a worker share (see `workerContext`).
 */
type Fixtures = {
  externalRequests: string[];
  consoleErrors: string[];
  /**
   * The analytics choice stored before every page load. The test build has
   * a measurement id, so without a choice the consent banner covers the
   * bottom of each page; tests of the banner itself set `null`.
   */
  analyticsChoice: 'granted' | 'denied' | null;
  /**
   * A browser context of the test's own instead of the worker's: for tests
   * that change what a context cannot undo, such as Playwright's clock,
   * which stays installed for every later page of its context.
   */
  ownContext: boolean;
};

type WorkerFixtures = {
  workerContext: {context: BrowserContext; keeper: Page; blocked: {requests: string[]}};
};

/** A context with the project's screen, where every request to another host is blocked and recorded. */
async function siteContext(
  browser: Browser,
  {baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch}: TestInfo['project']['use'],
  blocked: {requests: string[]},
): Promise<BrowserContext> {
  const context = await browser.newContext({baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch});
  const origin = new URL(baseURL!).origin;
  // The browser resolves no other host (playwright.config.ts); what the pages ask of one is recorded.
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== origin) blocked.requests.push(url.href);
  });
  return context;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  /*
   * A new browser context per test starts a new renderer process, which
   * costs as much as loading a page. So the tests of a worker share one
   * context, with the project's screen, and a page kept open on the site
   * keeps its renderer process (one per site, see playwright.config.ts)
   * alive from test to test. Each test still gets a new page (its own
   * session storage, history, routes and emulation), and finds the
   * site's local storage, cookies, permissions and network as new. A test
   * that changes what cannot be undone (the clock) sets `ownContext`; one
   * that needs other context options (JavaScript off) makes its own.
   */
  workerContext: [
    async ({browser}, use, workerInfo) => {
      const blocked = {requests: [] as string[]};
      const context = await siteContext(browser, workerInfo.project.use, blocked);
      const keeper = await context.newPage();
      await keeper.goto('robots.txt');
      await use({context, keeper, blocked});
      await context.close();
    },
    {scope: 'worker'},
  ],
  ownContext: [false, {option: true}],
  context: async ({browser, ownContext, workerContext: {context, keeper, blocked}}, use, testInfo) => {
    if (ownContext) {
      const own = await siteContext(browser, testInfo.project.use, blocked);
      await use(own);
      await own.close();
      return;
    }
    await use(context);
    for (const page of context.pages()) if (page !== keeper) await page.close();
    await context.setOffline(false);
    await context.clearPermissions();
    await context.clearCookies();
    // Local storage, IndexedDB and the rest, for the next test.
    const session = await context.newCDPSession(keeper);
    await session.send('Storage.clearDataForOrigin', {origin: new URL(keeper.url()).origin, storageTypes: 'all'});
    await session.detach();
  },
  page: async ({context, analyticsChoice}, use) => {
    const page = await context.newPage();
    if (analyticsChoice) {
      await page.addInitScript(
        ([key, choice]) => {
          try {
            window.localStorage.setItem(key, choice);
          } catch {
            // A frame without storage (another site's frame): the banner may show there.
          }
        },
        [CONSENT_STORAGE_KEY, analyticsChoice] as const,
      );
    }
    await use(page);
  },
  analyticsChoice: ['denied', {option: true}],
  externalRequests: async ({workerContext: {blocked}}, use) => {
    blocked.requests = [];
    await use(blocked.requests);
  },
  consoleErrors: [
    // Listens on the context, so every page a test opens is watched, and a test that reads
    // only files or answers never pays for a page. Depends on externalRequests so that every
    // page with console checks also blocks the network.
    async ({context, workerContext: {keeper}, externalRequests: _blocked}, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = message.text();
          // Requests this suite blocks on purpose (other hosts, and a test's own routes) report as console errors.
          if (/net::ERR_(BLOCKED_BY_CLIENT|NAME_NOT_RESOLVED)/.test(text)) return;
          // 404 responses for routes that are meant to be missing.
          if (text.startsWith('Failed to load resource: the server responded with a status of 404')) return;
          errors.push(`console: ${text}`);
        });
      };
      context
        .pages()
        .filter((page) => page !== keeper)
        .forEach(watch);
      context.on('page', watch);
      await use(errors);
      context.off('page', watch);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Where a language's pages are, relative to the base path: English at it, the others under `/<locale>`. */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

const siteTextTables = new Map<Locale, Record<string, string>>();

/**
 * A site text by its translation id, as the pages of `locale` show it, from
 * the translation file the build reads (i18n/<locale>/code.json). English
 * words live in the components, so tests of the English pages name them.
 */
export function siteText(id: string, locale: Exclude<Locale, typeof DEFAULT_LOCALE>): string {
  if (!siteTextTables.has(locale)) siteTextTables.set(locale, readMessageTable(`i18n/${locale}/code.json`));
  return siteTextTables.get(locale)![id] ?? `(no ${locale} text for "${id}")`;
}

/**
 * The time-out of a test that loads `loads` pages one after the other: a
 * page load with its checks takes about a second on a quick machine, and
 * several on a slow one, so a long but bounded walk is never cut short.
 */
export const timeoutForLoads = (loads: number): number => 15_000 + loads * 6_000;

/** The attribute Docusaurus sets on the root element once React has hydrated the page. */
export const HYDRATED = 'data-has-hydrated';

/**
 * Waits until React has hydrated the page, `timeout` ms at most. The page
 * itself tells when: a locator's wait would read the whole page at each poll,
 * about an eighth of a help page's load in processor time. A page that
 * forwards to another (an alias) is followed to it.
 */
export async function hydrated(page: Page, timeout = 20_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await page.evaluate(
        ({attribute, ms}) =>
          new Promise<void>((resolve, reject) => {
            const root = document.documentElement;
            const done = () => root.getAttribute(attribute) === 'true';
            if (done()) {
              resolve();
              return;
            }
            const observer = new MutationObserver(() => {
              if (!done()) return;
              observer.disconnect();
              resolve();
            });
            observer.observe(root, {attributes: true, attributeFilter: [attribute]});
            setTimeout(() => {
              observer.disconnect();
              reject(new Error(`${window.location.href} was not hydrated within ${ms} ms`));
            }, ms);
          }),
        {attribute: HYDRATED, ms: Math.max(0, deadline - Date.now())},
      );
      return;
    } catch (error) {
      // The document was replaced while the test waited: the wait goes on in the new one.
      if (Date.now() < deadline && /Execution context was destroyed/.test(String(error))) continue;
      throw error;
    }
  }
}

/** Opens a path under the base path and waits until React has hydrated. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path.replace(/^\//, ''));
  await hydrated(page);
}

/**
 * Waits until the page has run its pending work: the images in view have
 * arrived, fonts are ready, and two frames have painted (observers such as
 * IntersectionObserver report in the rendering step). Use it before asserting
 * that something did *not* happen, instead of sleeping.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const {bottom, top} = image.getBoundingClientRect();
        return bottom > 0 && top < window.innerHeight;
      })
      .every((image) => image.complete),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));
  });
}

/**
 * Counts the page's requests in flight. `quiet()` waits until the page has
 * settled and none is left: the page has loaded all it loads without the
 * visitor. (Playwright's `networkidle` would wait out half a second of
 * silence after every page instead.) Start it before the page loads.
 */
export function trackRequests(page: Page): {quiet: () => Promise<void>} {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return {
    quiet: async () => {
      await settled(page);
      await expect
        .poll(() => [...pending].map((request) => request.url()), {
          message: 'requests in flight',
          intervals: [20, 50, 100],
        })
        .toEqual([]);
    },
  };
}

/**
 * The native `<details>` of a help entry, which follows its title heading:
 * its `open` property tells whether the entry is open.
 */
export function helpEntry(page: Page, id: string) {
  return page.locator(`[id="${id}"] + details`);
}

/**
 * Starts the connection check: opened by its entry's address, it stays the
 * checklist of the first paint until the visitor asks for one question at a time.
 */
export async function startCheck(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Answer one question at a time'}).click();
}

/**
 * Taps an entry's title as a visitor does. The title's area belongs to the
 * entry's summary, which spans the entry under its body, so the tap goes to
 * the summary's top left corner, on the title.
 */
export async function tapTitle(page: Page, id: string): Promise<void> {
  await page.locator(`[id="${id}-toggle"]`).click({position: {x: 12, y: 12}});
}

/**
 * Where a test runs. Untagged tests run once, in the desktop project: what
 * they check does not depend on the screen size. `ALSO_ON_PHONE` tests check
 * something the screen size changes (the layout, where a target lands), so
 * they run at both sizes; `PHONE_ONLY` tests check what exists on small
 * screens alone (the small-screen menu). `FULL_BROWSER` tests, at desktop
 * size, check what Chromium's headless shell does not do as the browser does
 * (lazy loading): they run in the browser when the others run in the shell.
 * playwright.config.ts selects them.
 */
export const ALSO_ON_PHONE = {tag: '@phone'} as const;
export const PHONE_ONLY = {tag: '@phone-only'} as const;
export const FULL_BROWSER = {tag: '@full-browser'} as const;

/** True for the phone project (390 px wide), for the tests that run at both sizes. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 997;
}

/**
 * Paths of the built site from its sitemap (aliases and test pages are not
 * in it). Tests are made one per path, so this runs when the tests are
 * listed: the build must exist by then.
 */
export function sitemapPaths(dir = 'build'): string[] {
  const file = `${dir}/sitemap.xml`;
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site first (node scripts/build.mjs).`);
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

const RELEASED_VERSIONS = JSON.parse(readFileSync('versions.json', 'utf8')) as string[];

/**
 * A page's address without the docs version in it (`/1.6/setup` → `/setup`,
 * `/es/1.6/setup` → `/es/setup`): the same help page of another version may
 * share its title and description.
 */
export const withoutDocsVersion = (path: string): string =>
  path.replace(new RegExp(`/(?:${RELEASED_VERSIONS.map((v) => v.replace(/\./g, '\\.')).join('|')})/`), '/');

/** The entries of a list whose `key` another entry for another page has too. */
export function sharedAcrossPages<T>(items: readonly T[], key: (item: T) => string, page: (item: T) => string): T[] {
  return items.filter((item) =>
    items.some(
      (other) =>
        other !== item &&
        key(other) === key(item) &&
        withoutDocsVersion(page(other)) !== withoutDocsVersion(page(item)),
    ),
  );
}

/** The site's own scripts: the runtime, the main bundle and every page chunk. */
const SITE_SCRIPTS = /\/assets\/js\/[^?]+\.js(\?.*)?$/;

/**
 * Holds back the site's scripts until `release` is called, so the page shows
 * what its HTML, CSS and inline scripts do alone. `hold` holds them back
 * again for the next page load in the same page.
 */
export async function holdScripts(page: Page): Promise<{release: () => Promise<void>; hold: () => void}> {
  const held: Route[] = [];
  let holding = true;
  await page.route(SITE_SCRIPTS, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
    hold: () => {
      holding = true;
    },
  };
}

/** The file of the runtime or the main script, the two scripts Docusaurus starts every page with (a path or a bare name). */
export const ENTRY_SCRIPT = /(^|\/)(runtime~)?main\.[^/]+\.js$/;

/** The scripts a page's HTML names, in their order: the runtime and the main script. */
export function scriptsNamed(html: string): string[] {
  return [...html.matchAll(/"[^"]*\/assets\/js\/([^"/]+\.js)"/g)].map(([, file]) => file!);
}

/** A page's `<title>` and meta description, read from its HTML as served. */
export function titleAndDescription(html: string): {title: string; description: string} {
  return {
    title: /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    description:
      /<meta[^>]*name="?description"?[^>]*content=(?:"([^"]*)"|'([^']*)')/.exec(html)?.slice(1).find(Boolean) ?? '',
  };
}

/** What a line about an axe violation reads of it: all that crosses back from the page. */
type Violation = Pick<AxeResults['violations'][number], 'id' | 'impact' | 'help'> & {
  nodes: Pick<NodeResult, 'target'>[];
};

/** Describes each axe violation in a line a developer can act on. */
export function describeViolations(violations: readonly Violation[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/**
 * The rules whose outcome depends on colours. The other rules check
 * structure, names, roles and sizes, which a colour scheme does not change,
 * so a page already checked in light mode needs only these in dark mode.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core's script, read once per worker. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Axe's findings on the page (or inside `include`), one line each. With
 * `colours: 'only'`, only the rules a colour scheme can change run, and with
 * `colours: 'skip'` every rule but those; `rules` names the rules to run
 * otherwise.
 *
 * Axe is put into each document once and run there as often as a test asks:
 * its script takes a fifth of a second to compile on each injection, and
 * `@axe-core/playwright` injected it again, into every frame, at each run.
 * The site's pages frame nothing of their own to test, so frames are left
 * out, and only the violations are collected.
 *
 * Colours are read once they have stopped moving: links and buttons fade to
 * a new colour scheme over a fifth of a second (Infima's `transition: color`),
 * and a colour read halfway is neither mode's.
 */
export async function axeFindings(
  page: Page,
  {
    include = [],
    colours,
    rules,
  }: {include?: string | readonly string[]; colours?: 'only' | 'skip'; rules?: readonly string[]} = {},
) {
  type WithAxe = {axe?: {run: (context: unknown, options: RunOptions) => Promise<AxeResults>}};
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const only = colours === 'only' ? COLOUR_RULES : rules;
  const options: RunOptions = {
    iframes: false,
    resultTypes: ['violations'],
    ...(only && {runOnly: {type: 'rule', values: [...only]}}),
    ...(colours === 'skip' && {rules: Object.fromEntries(COLOUR_RULES.map((rule) => [rule, {enabled: false}]))}),
  };
  const violations: Violation[] = await page.evaluate(
    async ({selectors, options}) => {
      const {axe} = window as unknown as WithAxe;
      if (!axe) throw new Error('axe-core is not in the page');
      const context = selectors.length > 0 ? {include: selectors.map((selector) => [selector])} : document;
      const fading = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
      await Promise.all(fading.map((transition) => transition.finished.catch(() => undefined)));
      // Only what describeViolations reads crosses back to the test.
      return (await axe.run(context, options)).violations.map(({id, impact, help, nodes}) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({target}) => ({target})),
      }));
    },
    {selectors: [include].flat(), options},
  );
  return describeViolations(violations);
}

/** A layout shift the Layout Instability API reported, with each element it moved and how. */
export type LayoutShift = {value: number; moved: {element: string; inHeader: boolean; from: string; to: string}[]};

/**
 * Records the layout shifts of every page load from its start, except those
 * that follow the visitor's input (the Layout Instability API leaves those
 * out of the score too). Read them with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = {node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly};
    type Entry = PerformanceEntry & {value: number; hadRecentInput: boolean; sources: Source[]};
    const shifts: LayoutShift[] = [];
    (window as unknown as {layoutShifts: LayoutShift[]}).layoutShifts = shifts;
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'a removed node';
      const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`);
      return `${node.localName}${node.id ? `#${node.id}` : ''}${classes.join('')}`;
    };
    const box = ({x, y, width, height}: DOMRectReadOnly) =>
      `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: entry.sources.map((source) => ({
            element: describe(source.node),
            inHeader: source.node instanceof Element && source.node.closest('nav.navbar') !== null,
            from: box(source.previousRect),
            to: box(source.currentRect),
          })),
        });
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The layout shifts recorded so far on the current page, once it has settled. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  await settled(page);
  return page.evaluate(() => (window as unknown as {layoutShifts: LayoutShift[]}).layoutShifts);
}

/** A Content-Security-Policy violation the page reported. */
export type PolicyViolation = {directive: string; blocked: string; source: string};

/** Records every `securitypolicyviolation` of the page's documents; read them with `policyViolations`. */
export async function recordPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const list: PolicyViolation[] = [];
    (window as unknown as {cspViolations: PolicyViolation[]}).cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) =>
      list.push({directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile}),
    );
  });
}

export const policyViolations = (page: Page): Promise<PolicyViolation[]> =>
  page.evaluate(() => (window as unknown as {cspViolations: PolicyViolation[]}).cspViolations);

/** The address of the Google tag, for the measurement id the build gave the page. */
export async function googleTagUrl(page: Page): Promise<string> {
  const id = await page.locator(`meta[name="${ANALYTICS_META_NAME}"]`).getAttribute('content');
  expect(id, 'the build has a measurement id').toMatch(/^G-/);
  return gtagScriptUrl(id!);
}

/** The origin and base path the build was made with (the same environment as the tests). */
const {siteUrl: SITE_URL, baseUrl: BASE_URL} = readSiteEnv(process.env, {production: false});

/** The absolute address a path relative to the base path is published at. */
export const publicUrl = (route: string): string => `${SITE_URL}${BASE_URL}${route.replace(/^\//, '')}`;

/**
 * Layout-shift limits, in the Layout Instability API's score: for each frame
 * that moved something, the share of the window the moved elements cover
 * times the share of the window they moved by, summed over the page's life.
 * What separates a defect from noise:
 * - The content, below the header, does not move at all while a page loads;
 *   the noise is subpixel, under 0.001. A defect scores two orders of
 *   magnitude more: the consent banner pushing a 1280 x 800 page up by its
 *   100 px scores about 0.1, an image without dimensions above the fold
 *   pushing the text below it about 0.2.
 * - The header's right-hand items (search box, language menu) take their
 *   final place when the page hydrates, which on a slow machine is after
 *   the first paint and scores up to about 0.013 (a site defect, reported).
 *   They may, as long as the header as a whole keeps its size: anything that
 *   moved the content would count above.
 */
export const LAYOUT_SHIFT_LIMITS = {content: 0.005, header: 0.03} as const;

const describeShifts = (shifts: LayoutShift[]) =>
  shifts
    .map(
      ({value, moved}) =>
        `${value.toFixed(4)}: ${moved.map(({element, from, to}) => `${element} from ${from} to ${to}`).join(', ')}`,
    )
    .join('; ');

/** Fails on a shift of the content, or on more than the header's settling, naming what moved. */
export function expectStableLayout(shifts: LayoutShift[], what: string): void {
  const content = shifts.filter(({moved}) => moved.some(({inHeader}) => !inHeader));
  const header = shifts.filter((shift) => !content.includes(shift));
  const score = (list: LayoutShift[]) => list.reduce((sum, {value}) => sum + value, 0);
  expect(score(content), `${what}: the content moved: ${describeShifts(content)}`).toBeLessThan(
    LAYOUT_SHIFT_LIMITS.content,
  );
  expect(score(header), `${what}: the header moved: ${describeShifts(header)}`).toBeLessThan(
    LAYOUT_SHIFT_LIMITS.header,
  );
}

const helpSources = new Map<Locale, Promise<HelpSource>>();
const readHelp = (locale: Locale): Promise<HelpSource> => {
  if (!helpSources.has(locale)) helpSources.set(locale, readHelpSource('.', locale, DEFAULT_LOCALE));
  return helpSources.get(locale)!;
};

/** The help pages of every docs version as `locale` shows them, from the help plugin's reading of their files. */
export const helpPages = (locale: Locale): Promise<HelpPage[]> => readHelp(locale).then(({pages}) => pages);

/** The help's account entries (the contact form answers them) and their titles in a language, as the build reads them. */
export const accountEntries = (locale: Locale): Promise<Record<string, string>> =>
  readHelp(locale).then((source) => globalDataOf(source, '').accountEntries);

/** The entry ids of a built English help page, in the page's order. */
const builtEntryIds = (name: HelpPageName): string[] =>
  [
    ...readFileSync(`build${HELP_PAGES[name]}.html`, 'utf8').matchAll(
      /<section[^>]*\bdata-entry\b[^>]*><h[23][^>]*\bid="?([^"\s>]+)/g,
    ),
  ].map(([, id]) => id!);

/**
 * The released deep links to entries that are entries still, in the page's order: a renamed
 * entry's former id opens it too (deep-links.spec.ts checks every released anchor), but the
 * tests that open, tap or copy an entry take it by its id.
 */
export const ENTRY_LINKS: DeepLink[] = Object.keys(HELP_PAGES).flatMap((name) => {
  if (!existsSync(`build${HELP_PAGES[name as HelpPageName]}.html`))
    return DEEP_LINKS.filter((link) => link.page === name);
  const ids = builtEntryIds(name as HelpPageName);
  return DEEP_LINKS.filter((link) => link.page === name && ids.includes(link.hash!)).sort(
    (a, b) => ids.indexOf(a.hash!) - ids.indexOf(b.hash!),
  );
});

/** The ids of a help page's released entries, in the page's order. */
export const entriesOf = (help: HelpPageName): string[] =>
  ENTRY_LINKS.filter((link) => link.page === help).map((link) => link.hash!);

/** A release of the patch notes, from its post's front matter in blog/. */
export type Release = {version: string; title: string};

/** Every release the patch notes list, newest first. */
export function releases(): Release[] {
  return readdirSync('blog')
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(`blog/${file}`, 'utf8'))?.[1] ?? '';
      const field = (name: string) =>
        new RegExp(`^${name}:\\s*['"]?(.+?)['"]?\\s*$`, 'm').exec(frontMatter)?.[1] ?? `(no ${name} in ${file})`;
      return {version: field('version'), title: field('title')};
    })
    .sort((a, b) => compareVersions(b.version, a.version));
}
