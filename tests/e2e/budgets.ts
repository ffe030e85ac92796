/**
 * Size budgets: the gzip bytes of JavaScript and CSS a page loads before any
 * interaction (the page's own tags, the route chunks Docusaurus loads to
 * hydrate, and anything they pull in; not the link prefetches, which wait
 * for idle time). Bytes are those of the built files compressed here, so the
 * figures do not depend on timing or on the server. Budgets live in
 * tests/size-budgets.json; "Speed" in CONTRIBUTING.md says how to re-baseline.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {test, type Page} from '@playwright/test';
import {DEFAULT_LOCALE} from '../../src/data/locales';
import {normalizeBaseUrl} from '../../src/data/siteEnv';

export const BUDGETS_FILE = 'tests/size-budgets.json';
const BUILD_DIR = 'build';
const BASE = normalizeBaseUrl(process.env.BASE_URL);

export type Budget = {js: number; css: number};
type RouteBudgets = {default: Budget; routes: Record<string, Partial<Budget>>};
/** English budgets at the top level; each other language has its own under `locales`. */
export type Budgets = RouteBudgets & {$comment?: string; locales: Record<string, RouteBudgets>};
export type Kind = keyof Budget;

export const BUDGETS = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
export const KINDS: Record<Kind, string> = {js: 'JavaScript', css: 'CSS'};

/** The budget of a route (relative to its language's base path), or the language's default. */
export function budgetFor(route: string, locale: string): Budget {
  const set = locale === DEFAULT_LOCALE ? BUDGETS : BUDGETS.locales[locale];
  if (!set) throw new Error(`${BUDGETS_FILE} has no budgets for the locale "${locale}".`);
  return {...set.default, ...set.routes[route]};
}

const gzipBytes = (file: string) => gzipSync(readFileSync(file)).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Starts recording the built files of each kind the page loads; read them
 * once the page has hydrated and gone quiet.
 */
export function recordFilesLoaded(page: Page, origin: string): Record<Kind, Set<string>> {
  const files: Record<Kind, Set<string>> = {js: new Set(), css: new Set()};
  page.on('request', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    // Link prefetches of other routes are idle-time work, not this page's cost.
    if (request.headers()['sec-purpose']?.includes('prefetch')) return;
    const url = new URL(request.url());
    if (url.origin !== origin || !url.pathname.startsWith(BASE)) return;
    files[type === 'script' ? 'js' : 'css'].add(
      path.join(BUILD_DIR, decodeURIComponent(url.pathname.slice(BASE.length))),
    );
  });
  return files;
}

/**
 * What the page loaded beyond its budget, one line per kind, each naming the
 * files; the bytes of each kind are noted on the test's report.
 */
export function overBudget(address: string, files: Record<Kind, Set<string>>, budget: Budget): string[] {
  const over: string[] = [];
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const loaded = [...files[kind]].sort();
    if (loaded.length === 0) {
      over.push(`${address} loaded no ${KINDS[kind]} at all: is the build there?`);
      continue;
    }
    const bytes = loaded.reduce((sum, file) => sum + gzipBytes(file), 0);
    test.info().annotations.push({type: `${kind} gzip bytes`, description: String(bytes)});
    if (bytes > budget[kind]) {
      const excess = bytes - budget[kind];
      over.push(
        `${address} loads ${bytes} bytes (${kb(bytes)}) of gzip ${KINDS[kind]}, ${excess} bytes ` +
          `(${((excess / budget[kind]) * 100).toFixed(1)}%) over its budget of ${budget[kind]} in ${BUDGETS_FILE}. ` +
          `Files: ${loaded.map((file) => `${path.basename(file)} ${gzipBytes(file)}`).join(', ')}`,
      );
    }
  }
  return over;
}
