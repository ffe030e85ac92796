/**
 * Size budgets hold the code a page carries, not its content. Of the gzip
 * bytes of JavaScript and CSS a page loads before any interaction (the page's
 * own tags, the route chunks Docusaurus loads to hydrate, and anything they
 * pull in; not the link prefetches, which wait for idle time):
 * - the code (the framework, the theme, the components, the CSS) is held to
 *   its route's budget in tests/size-budgets.json; a help page of any docs
 *   version to the released one's (`/1.6/setup` to `/setup`), a patch note to
 *   `/patch-notes/*`, so a new version or a new note needs no new budget;
 * - the content (the page's compiled MDX and its data) is measured apart, per
 *   thousand characters of the page's text, which an entry or a note adds in
 *   proportion.
 * Bytes are those of the built files compressed here, so the figures do not
 * depend on timing or on the server. "Speed" in CONTRIBUTING.md says how to re-baseline.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {test, type Page} from '@playwright/test';
import {DEFAULT_LOCALE} from '../../src/data/locales';
import {NEXT_DOCS_PATH} from '../../src/data/docsVersions';
import {ROUTES} from '../../src/data/routes';
import {normalizeBaseUrl} from '../../src/data/siteEnv';

export const BUDGETS_FILE = 'tests/size-budgets.json';
const BUILD_DIR = 'build';
const BASE = normalizeBaseUrl(process.env.BASE_URL);

export type Budget = {js: number; css: number};
type RouteBudgets = {default: Budget; routes: Record<string, Partial<Budget>>};
/** English budgets at the top level; each other language has its own under `locales`. */
export type Budgets = RouteBudgets & {
  $comment?: string;
  /** Gzip bytes of content JavaScript a page may load: so many, and so many more per thousand characters of its text. */
  content: {perPage: number; perFile: number; perThousandCharacters: number};
  locales: Record<string, RouteBudgets>;
};
export type Kind = keyof Budget;

export const BUDGETS = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
export const KINDS: Record<Kind, string> = {js: 'JavaScript', css: 'CSS'};

const DOCS_VERSIONS = [...(JSON.parse(readFileSync('versions.json', 'utf8')) as string[]), NEXT_DOCS_PATH];

/** The route whose budget a page's code keeps: `/1.6/setup` → `/setup`, `/patch-notes/v1.6` → `/patch-notes/*`. */
export const budgetRoute = (route: string): string =>
  route
    .replace(new RegExp(`^/(?:${DOCS_VERSIONS.map((version) => version.replace(/\./g, '\\.')).join('|')})(?=/)`), '')
    .replace(new RegExp(`^${ROUTES.patchNotes}/.+$`), `${ROUTES.patchNotes}/*`);

/** The code budget of a route (relative to its language's base path), or the language's default. */
export function budgetFor(route: string, locale: string): Budget {
  const set = locale === DEFAULT_LOCALE ? BUDGETS : BUDGETS.locales[locale];
  if (!set) throw new Error(`${BUDGETS_FILE} has no budgets for the locale "${locale}".`);
  return {...set.default, ...set.routes[budgetRoute(route)]};
}

/**
 * Whether a script is content: a chunk holding a compiled MDX page (its
 * `frontMatter` export), or only JSON data (a page's props, a version's metadata).
 */
export function isContent(file: string): boolean {
  const text = readFileSync(file, 'utf8');
  if (text.includes('frontMatter:()=>')) return true;
  const modules = text.match(/[{,]\d+\(\w\)\{/g)?.length ?? 0;
  return modules > 0 && modules === (text.match(/\{\w\.exports=JSON\.parse\(/g)?.length ?? 0);
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
 * What the page loaded beyond its budgets, one line per kind, each naming the
 * files; the bytes of each kind are noted on the test's report. `characters`
 * is the length of the page's text.
 */
export function overBudget(
  address: string,
  files: Record<Kind, Set<string>>,
  budget: Budget,
  characters: number,
): string[] {
  const over: string[] = [];
  const content = [...files.js].filter(isContent).sort();
  const contentBytes = content.reduce((sum, file) => sum + gzipBytes(file), 0);
  const contentBudget =
    BUDGETS.content.perPage +
    BUDGETS.content.perFile * content.length +
    Math.round((BUDGETS.content.perThousandCharacters * characters) / 1000);
  test
    .info()
    .annotations.push({type: 'js content gzip bytes', description: `${contentBytes} for ${characters} characters`});
  if (contentBytes > contentBudget) {
    over.push(
      `${address} loads ${contentBytes} bytes of gzip content JavaScript for ${characters} characters of text, over the ` +
        `${BUDGETS.content.perFile} bytes per file and ${BUDGETS.content.perThousandCharacters} per thousand characters of ${BUDGETS_FILE}: is code compiled into the page's MDX? ` +
        `Files: ${content.map((file) => `${path.basename(file)} ${gzipBytes(file)}`).join(', ')}`,
    );
  }
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const loaded = [...files[kind]].filter((file) => kind === 'css' || !content.includes(file)).sort();
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
