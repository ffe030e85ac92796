#!/usr/bin/env node
/**
 * `npm run bench:scale`: how the site's costs grow with the help. For each
 * point of the grid it makes a scratch copy of the site in the system's
 * temporary folder (never committed, never shipped; removed after), grows
 * its help there (scripts/bench-scale-help.mjs: generated entries, older
 * versions, pseudo-locales), builds it twice, cold then cached, and measures
 * the build the way a phone meets it. Prints one row per point, then how
 * each figure grows along each axis. scripts/bench-scale.md says what each
 * figure is and holds the last measured table.
 *
 *   npm run bench:scale
 *   npm run bench:scale -- --points base,entries20   some points only (names: see POINTS)
 *   npm run bench:scale -- --runs 3 --keep           more typing runs; keep the scratch copies
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from './chromium.mjs';
import {measureBareBox, measureSearch, percentile, serveBuild} from './bench-phone.mjs';
import {growHelp, scratchCopy} from './bench-scale-help.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The grid: one axis at a time from today's help, so the whole run fits in
 * 15 minutes on two cores (the full product of the axes would be 18 builds
 * of up to 20 times the help). Docusaurus builds one locale at a time, in a
 * process of its own (scripts/build.mjs), so a site's build is the sum of
 * its locales': the points along the entries and versions axes build and
 * time English alone (`--all-locales` builds every locale everywhere), base
 * and locales6 every locale.
 */
const POINTS = {
  base: {entries: 1, versions: 1, locales: 2, allLocales: true},
  entries5: {entries: 5, versions: 1, locales: 2},
  entries20: {entries: 20, versions: 1, locales: 2},
  versions3: {entries: 1, versions: 3, locales: 2},
  versions10: {entries: 1, versions: 10, locales: 2},
  locales6: {entries: 1, versions: 1, locales: 6, allLocales: true},
};

const {values: args} = parseArgs({
  options: {
    points: {type: 'string', default: Object.keys(POINTS).join(',')},
    runs: {type: 'string', default: '1'},
    port: {type: 'string', default: '4293'},
    page: {type: 'string', default: '/setup'},
    queries: {type: 'string', default: 'proxy,cant connect,white screen,refund,obs dock'},
    'key-delay': {type: 'string', default: '120'},
    keep: {type: 'boolean', default: false},
    'all-locales': {type: 'boolean', default: false},
  },
});

const names = args.points.split(',').map((name) => name.trim());
const unknown = names.filter((name) => !POINTS[name]);
if (unknown.length > 0) {
  console.error(`✖ Unknown points: ${unknown.join(', ')} (known: ${Object.keys(POINTS).join(', ')}).`);
  process.exit(2);
}
const queries = args.queries.split(',').map((query) => query.trim());
const started = Date.now();

/** The build's environment: a production build needs a form key; the test pages are no part of the site. */
const BUILD_ENV = {...process.env, STATICFORMS_ACCESS_KEY: process.env.STATICFORMS_ACCESS_KEY ?? 'bench-scale-key'};
delete BUILD_ENV.SITE_TEST_PAGES;

/** The copy's locales built, one `docusaurus build` each as scripts/build.mjs runs them, and the seconds each took. */
function build(dir, locales) {
  return Object.fromEntries(
    locales.map((locale) => {
      const from = Date.now();
      const result = spawnSync('npx', ['docusaurus', 'build', '--locale', locale], {
        cwd: dir,
        env: BUILD_ENV,
        encoding: 'utf8',
      });
      writeFileSync(path.join(dir, 'build.log'), `${result.stdout}\n${result.stderr}`, {flag: 'a'});
      if (result.status !== 0) throw new Error(`The build failed in ${dir}:\n${result.stderr.slice(-3000)}`);
      return [locale, (Date.now() - from) / 1000];
    }),
  );
}

const sum = (times) => Object.values(times).reduce((total, time) => total + time, 0);

const gzipBytes = (file) => gzipSync(readFileSync(file)).length;

/** Every file under `dir`, recursively. */
const filesUnder = (dir) =>
  readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

/** The released help's index in English: its first file and all of its files, gzip. */
function indexFigures(buildDir) {
  const files = readdirSync(buildDir).filter((name) => /^search-index.*\.json$/.test(name));
  return {
    first: gzipBytes(path.join(buildDir, 'search-index.json')),
    whole: files.reduce((sum, name) => sum + gzipBytes(path.join(buildDir, name)), 0),
    files: files.length,
  };
}

/** The gzip bytes of the site's JavaScript a help page loads before any interaction (as tests/e2e/budgets.ts counts). */
async function pageScripts(browser, url, buildDir, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script' || request.headers()['sec-purpose']?.includes('prefetch')) return;
    const {pathname} = new URL(request.url());
    if (pathname.startsWith(new URL(base).pathname))
      scripts.add(path.join(buildDir, decodeURIComponent(pathname.slice(new URL(base).pathname.length))));
  });
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 60_000});
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...scripts].filter((file) => existsSync(file)).reduce((sum, file) => sum + gzipBytes(file), 0);
}

async function measurePoint(name) {
  const point = POINTS[name];
  const dir = scratchCopy(ROOT, name);
  try {
    const generated = growHelp(dir, point);
    const all = point.allLocales || args['all-locales'];
    const locales = all ? generated.locales : generated.locales.slice(0, 1);
    const cold = build(dir, locales);
    const cached = build(dir, locales);
    const buildDir = path.join(dir, 'build');
    // The English site's (the other locales' are in their folders).
    const others = generated.locales.slice(1).map((locale) => path.join(buildDir, locale) + path.sep);
    const markdown = filesUnder(buildDir)
      .filter((file) => file.endsWith('.md') && !others.some((folder) => file.startsWith(folder)))
      .map((file) => statSync(file).size);
    const llms = path.join(buildDir, 'llms-full.txt');
    const server = await serveBuild(buildDir, args.port);
    const browser = await chromium.launch({executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS});
    try {
      const url = new URL(args.page.replace(/^\//, ''), server.base).href;
      const bare = [];
      const typed = {latencies: [], indexLoads: [], indexFiles: 0};
      for (let run = 0; run < Number(args.runs); run += 1) {
        bare.push(...(await measureBareBox(browser, url, queries, Number(args['key-delay']))));
        const search = await measureSearch(browser, url, queries, {keyDelay: Number(args['key-delay'])});
        typed.latencies.push(...search.latencies);
        typed.indexLoads.push(search.indexLoad);
        typed.indexFiles = Math.max(typed.indexFiles, search.indexFiles.length);
      }
      return {
        name,
        ...point,
        generated,
        all,
        cold,
        cached,
        index: indexFigures(buildDir),
        ...typed,
        firstAnswer: percentile(typed.indexLoads, 50),
        bare,
        js: await pageScripts(browser, url, buildDir, server.base),
        largestMarkdown: Math.max(0, ...markdown),
        llmsFull: existsSync(llms) ? statSync(llms).size : null,
      };
    } finally {
      await browser.close();
      server.stop();
    }
  } finally {
    if (args.keep) console.log(`  (kept: ${dir})`);
    else rmSync(dir, {recursive: true, force: true});
  }
}

const kb = (bytes) => (bytes === null ? '—' : (bytes / 1000).toFixed(1));
const ms = (values, p) => String(Math.round(percentile(values, p)));
const COLUMNS = [
  ['point', (row) => row.name],
  ['entries', (row) => `×${row.entries} (${row.generated.entries})`],
  ['versions', (row) => String(row.versions)],
  ['locales', (row) => String(row.locales)],
  ['en build cold/cached s', (row) => `${row.cold.en.toFixed(0)}/${row.cached.en.toFixed(0)}`],
  ['site build cold/cached s', (row) => (row.all ? `${sum(row.cold).toFixed(0)}/${sum(row.cached).toFixed(0)}` : '—')],
  ['index first KB', (row) => kb(row.index.first)],
  ['index whole KB (files)', (row) => `${kb(row.index.whole)} (${row.index.files})`],
  ['first answer ms', (row) => String(Math.round(row.firstAnswer))],
  ['key→paint p50/p90 ms', (row) => `${ms(row.latencies, 50)}/${ms(row.latencies, 90)}`],
  ['bare box p50/p90 ms', (row) => `${ms(row.bare, 50)}/${ms(row.bare, 90)}`],
  ['help page JS KB', (row) => kb(row.js)],
  ['largest .md KB', (row) => kb(row.largestMarkdown)],
  ['llms-full.txt KB', (row) => kb(row.llmsFull)],
];

/** The figures whose growth is read along each axis, and how to read a ratio against the axis' own growth. */
const GROWING = [
  ['build cold', (row) => (row.all ? sum(row.cold) : row.cold.en)],
  ['build cached', (row) => (row.all ? sum(row.cached) : row.cached.en)],
  ['index first', (row) => row.index.first],
  ['index whole', (row) => row.index.whole],
  ['first answer', (row) => row.firstAnswer],
  ['key→paint p90', (row) => percentile(row.latencies, 90)],
  ['help page JS', (row) => row.js],
  ['largest .md', (row) => row.largestMarkdown],
];
const AXES = ['entries', 'versions', 'locales'];
const growth = (ratio, factor) =>
  ratio < 1.15 ? 'flat' : ratio > 1.3 * factor ? 'worse than linear' : ratio >= 0.6 * factor ? 'linear' : 'sublinear';

console.log(
  `Scale benchmark: ${names.length} points, phone profile for the search (${args.runs} run of ${queries.length} queries on ${args.page}); sizes in KB (1000 bytes) gzip but the Markdown\n`,
);
const rows = [];
for (const name of names) {
  const from = Date.now();
  console.log(`… ${name}`);
  rows.push(await measurePoint(name));
  console.log(`  done in ${Math.round((Date.now() - from) / 1000)} s`);
}

const cells = [COLUMNS.map(([title]) => title), ...rows.map((row) => COLUMNS.map(([, cell]) => cell(row)))];
console.log(`\n| ${cells[0].join(' | ')} |\n| ${cells[0].map(() => '---').join(' | ')} |`);
for (const line of cells.slice(1)) console.log(`| ${line.join(' | ')} |`);

const base = rows.find((row) => row.name === 'base');
if (base) {
  console.log('\nGrowth from base (the figure’s ratio; the axis grows by the factor shown):');
  for (const axis of AXES) {
    const far = rows.filter((row) => row !== base && row[axis] !== base[axis]).sort((a, b) => b[axis] - a[axis])[0];
    if (!far) continue;
    const factor = far[axis] / base[axis];
    // The English build against the English build, the site's against the site's.
    const from = far.all ? base : {...base, all: false};
    const read = GROWING.map(([title, value]) => {
      const ratio = value(far) / value(from);
      return `${title} ×${ratio.toFixed(1)} ${growth(ratio, factor)}`;
    });
    console.log(`  ${axis} ×${factor.toFixed(0)} (${far.name}): ${read.join('; ')}`);
  }
}
console.log(`\nRun time: ${((Date.now() - started) / 60000).toFixed(1)} min`);
