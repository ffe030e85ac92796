import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {ROUTES} from '../../src/data/routes';
import {normalizeBaseUrl} from '../../src/data/siteEnv';
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';

/**
 * Size budgets: the gzip bytes of JavaScript and CSS each canonical route
 * loads before any interaction (the page's own tags, the route chunks
 * Docusaurus loads to hydrate, and anything they pull in; not the link
 * prefetches, which wait for idle time). Bytes are those of the built files
 * compressed here, so the figures do not depend on timing or on the server.
 * Budgets live in tests/size-budgets.json; the README says how to re-baseline.
 */

const BUDGETS_FILE = 'tests/size-budgets.json';
const BUILD_DIR = 'build';
const BASE = normalizeBaseUrl(process.env.BASE_URL);

type Budget = {js: number; css: number};
type RouteBudgets = {default: Budget; routes: Record<string, Partial<Budget>>};
/** English budgets at the top level; each other language has its own under `locales`. */
type Budgets = RouteBudgets & {$comment?: string; locales: Record<string, RouteBudgets>};
type Kind = keyof Budget;

const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
const KINDS: Record<Kind, string> = {js: 'JavaScript', css: 'CSS'};

function budgetFor(route: string, locale: string): Budget {
  const set = locale === 'en' ? budgets : budgets.locales[locale];
  if (!set) throw new Error(`${BUDGETS_FILE} has no budgets for the locale "${locale}".`);
  return {...set.default, ...set.routes[route]};
}

/** Each language's routes: English at the base path, the others under `/<locale>`. */
const LOCALE_PREFIXES = {en: '', ...Object.fromEntries(Object.keys(budgets.locales).map((l) => [l, `/${l}`]))};

const gzipBytes = (file: string) => gzipSync(readFileSync(file)).length;

/** The built files of each kind a route loads until it has hydrated and gone quiet. */
async function filesLoaded(page: Page, origin: string, route: string): Promise<Record<Kind, string[]>> {
  const files: Record<Kind, Set<string>> = {js: new Set(), css: new Set()};
  page.on('request', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    // Link prefetches of other routes are idle-time work, not this page's cost.
    if (request.headers()['sec-purpose']?.includes('prefetch')) return;
    const url = new URL(request.url());
    if (url.origin !== origin || !url.pathname.startsWith(BASE)) return;
    const {pathname} = url;
    files[type === 'script' ? 'js' : 'css'].add(path.join(BUILD_DIR, decodeURIComponent(pathname.slice(BASE.length))));
  });
  await page.goto(route.replace(/^\//, ''));
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  return {js: [...files.js].sort(), css: [...files.css].sort()};
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

test.describe('size budgets', () => {
  test('every budget in the file names a canonical route', () => {
    const routes: string[] = Object.values(ROUTES);
    expect(Object.keys(budgets.locales)).toEqual(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE));
    for (const set of [budgets, ...Object.values(budgets.locales)]) {
      const unknown = Object.keys(set.routes).filter((route) => !routes.includes(route));
      expect(unknown, `${BUDGETS_FILE} has budgets for routes that do not exist`).toEqual([]);
      for (const kind of Object.keys(KINDS) as Kind[]) {
        expect(set.default[kind], `${BUDGETS_FILE} needs a default ${kind} budget`).toBeGreaterThan(0);
      }
    }
  });

  for (const [locale, prefix] of Object.entries(LOCALE_PREFIXES))
    for (const route of Object.values(ROUTES)) {
      const address = `${prefix}${route}`;
      test(`${address} loads no more JavaScript and CSS than its budget`, async ({page, baseURL}) => {
        const files = await filesLoaded(page, new URL(baseURL!).origin, address);
        const budget = budgetFor(route, locale);
        const over: string[] = [];
        for (const kind of Object.keys(KINDS) as Kind[]) {
          expect(files[kind].length, `${address} loaded no ${KINDS[kind]} at all: is the build there?`).toBeGreaterThan(
            0,
          );
          const bytes = files[kind].reduce((sum, file) => sum + gzipBytes(file), 0);
          test.info().annotations.push({type: `${kind} gzip bytes`, description: String(bytes)});
          if (bytes > budget[kind]) {
            const excess = bytes - budget[kind];
            over.push(
              `${address} loads ${bytes} bytes (${kb(bytes)}) of gzip ${KINDS[kind]}, ${excess} bytes ` +
                `(${((excess / budget[kind]) * 100).toFixed(1)}%) over its budget of ${budget[kind]} in ${BUDGETS_FILE}. ` +
                `Files: ${files[kind].map((file) => `${path.basename(file)} ${gzipBytes(file)}`).join(', ')}`,
            );
          }
        }
        expect(over, over.join('\n')).toEqual([]);
      });
    }
});
