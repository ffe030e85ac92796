#!/usr/bin/env node
/**
 * `npm run bench`: builds the site, then runs Lighthouse CI with
 * lighthouserc.cjs for phone and for desktop: `lhci collect` (every canonical
 * route, three runs, on build/ served like GitHub Pages), `lhci assert` (the
 * budgets) and `lhci upload` (the reports, to bench-results/<form factor>/).
 * Prints the medians per route and fails when a budget is exceeded. Times
 * move with the machine's load: compare builds measured in the same run.
 *
 *   npm run bench                        build, then measure every route
 *   npm run bench -- --no-build          measure the existing build/
 *   npm run bench -- --form-factors desktop
 *   npm run bench -- --locales es          one language's routes (default: every language)
 *   npm run bench -- --routes /setup,/faq  some routes (default: every canonical route)
 *   npm run bench -- --runs 5              runs per route (default: 3)
 *   npm run bench -- --vs ../other/build   the same addresses on another build of this site
 *   npm run bench -- --vs ../stock/build --vs-base / --vs-routes /,/docs/intro
 *
 * `--vs DIR` is the part Lighthouse CI lacks: it serves another build on the
 * next port, measures it in the same run (each address on one site, then on
 * the other, so a busy moment weighs on both alike) and prints the two side
 * by side, with the median of the differences between the runs made in
 * pairs, the steadier figure on a busy machine. The port is BENCH_PORT
 * (default 4290), the other build's the next one.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = path.join(ROOT, 'lighthouserc.cjs');
const LHCI = path.join(path.dirname(require.resolve('@lhci/cli/package.json')), 'src/cli.js');
const RESULTS = path.join(ROOT, 'bench-results');

const {values: args} = parseArgs({
  options: {
    'no-build': {type: 'boolean', default: false},
    'form-factors': {type: 'string', default: 'mobile,desktop'},
    locales: {type: 'string'},
    routes: {type: 'string'},
    runs: {type: 'string'},
    vs: {type: 'string'},
    'vs-base': {type: 'string', default: '/'},
    'vs-routes': {type: 'string'},
  },
});

const list = (value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const FORM_FACTORS = list(args['form-factors']);
// Read by lighthouserc.cjs, here and in each `lhci` run.
if (args.locales) process.env.BENCH_LOCALES = args.locales;
if (args.routes) process.env.BENCH_ROUTES = args.routes;
if (args.runs) process.env.BENCH_RUNS = args.runs;
const {collect} = require(CONFIG).ci;
if (collect.url.length === 0) fail(`--locales and --routes name no page of the site.`);
if (!(collect.numberOfRuns >= 1)) fail(`--runs ${args.runs} is not a number of runs.`);
const ORIGIN = new URL(collect.url[0]).origin;

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

function lhci(argv, {formFactor, cwd = ROOT, env = {}}) {
  const result = spawnSync(process.execPath, [LHCI, ...argv], {
    cwd,
    stdio: 'inherit',
    env: {...process.env, ...env, BENCH_FORM_FACTOR: formFactor},
  });
  return result.status === 0;
}

for (const formFactor of FORM_FACTORS) {
  if (formFactor !== 'mobile' && formFactor !== 'desktop')
    fail(`Unknown form factor "${formFactor}" (mobile or desktop).`);
}
if (!collect.chromePath) fail('Chromium not found: install Debian\'s "chromium" package or set CHROME_PATH.');

const vs = args.vs && {
  dir: path.resolve(args.vs),
  // Its own working folder, because Lighthouse CI keeps runs in ./.lighthouseci.
  cwd: path.join(RESULTS, '.vs'),
  base: args['vs-base'],
  port: Number(new URL(ORIGIN).port) + 1,
};
if (vs && !existsSync(path.join(vs.dir, 'index.html')))
  fail(`--vs ${args.vs} holds no index.html: build that site first.`);

if (!args['no-build']) {
  console.log('▶ Production build');
  const built = spawnSync('node', ['scripts/build.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      STATICFORMS_ACCESS_KEY: process.env.STATICFORMS_ACCESS_KEY ?? 'bench-access-key',
      // Canonical links on the measured origin, as on the real host.
      SITE_URL: process.env.SITE_URL ?? ORIGIN,
    },
  });
  if (built.status !== 0) fail('The build failed.');
}
if (!existsSync(path.join(ROOT, 'build/index.html'))) fail('No build/index.html to measure: run without --no-build.');

let withinBudgets = true;
const tables = [];
const differences = [];
for (const formFactor of FORM_FACTORS) {
  console.log(`\n▶ Lighthouse CI, ${formFactor}`);
  const ours = path.join(RESULTS, formFactor);
  const theirs = path.join(RESULTS, `vs-${formFactor}`);
  if (vs) {
    mkdirSync(vs.cwd, {recursive: true});
    const theirUrls = args['vs-routes']
      ? list(args['vs-routes']).map(
          (route) => `${new URL(route.replace(/^\//, ''), `http://127.0.0.1:${vs.port}${vs.base}`)}`,
        )
      : collect.url.map((url) => `${Object.assign(new URL(url), {port: String(vs.port)})}`);
    const server = `--startServerCommand=node ${JSON.stringify(path.join(ROOT, 'scripts/serve.mjs'))} --gzip --dir ${JSON.stringify(vs.dir)} --port ${vs.port}`;
    // Each address of one site, then the same of the other: a pair is measured seconds apart.
    const pairs = Math.max(collect.url.length, theirUrls.length);
    for (let run = 0; run < collect.numberOfRuns; run += 1) {
      for (let index = 0; index < pairs; index += 1) {
        const once = ['--numberOfRuns=1', ...(run || index ? ['--additive'] : [])];
        if (collect.url[index]) lhci(['collect', ...once, `--url=${collect.url[index]}`], {formFactor});
        if (!theirUrls[index]) continue;
        lhci(['collect', `--config=${CONFIG}`, ...once, `--url=${theirUrls[index]}`, server], {
          formFactor,
          cwd: vs.cwd,
          env: args['vs-routes'] ? {BASE_URL: vs.base} : {},
        });
      }
    }
    rmSync(theirs, {recursive: true, force: true});
    lhci(['upload', `--config=${CONFIG}`, `--outputDir=${theirs}`], {formFactor, cwd: vs.cwd});
  } else {
    lhci(['collect'], {formFactor});
  }
  withinBudgets = lhci(['assert'], {formFactor}) && withinBudgets;
  rmSync(ours, {recursive: true, force: true});
  lhci(['upload'], {formFactor});
  tables.push(...medians(ours, formFactor, 'ours'), ...(vs ? medians(theirs, formFactor, 'theirs') : []));
  if (vs && !args['vs-routes']) differences.push(...pairedDifferences(ours, theirs, formFactor));
}

printTable(tables);
printDifferences(differences);
console.log(`\nReports: ${path.relative(process.cwd(), RESULTS)}/<form factor>/ (open the .html files).`);
if (!withinBudgets) fail('Over budget: see the assertions above (budgets in lighthouserc.cjs).');

/** The figures of each run in one upload folder, by route (its path), in the order they were measured. */
function runsByRoute(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  const runs = new Map();
  for (const entry of manifest) {
    const lhr = JSON.parse(readFileSync(entry.jsonPath, 'utf8'));
    const route = new URL(entry.url).pathname;
    runs.set(route, [...(runs.get(route) ?? []), {at: Date.parse(lhr.fetchTime), ...figures(lhr)}]);
  }
  for (const list of runs.values()) list.sort((a, b) => a.at - b.at);
  return runs;
}

function median(values) {
  const sorted = values.filter((value) => value != null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
}

/** The median of each figure over the runs of every route in one upload folder. */
function medians(dir, formFactor, site) {
  return [...runsByRoute(dir)].map(([route, runs]) => ({
    formFactor,
    site,
    route,
    ...Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))])),
  }));
}

/**
 * Per route, and over every route, the median of the differences (theirs − ours) between
 * the runs measured one after the other: the steadier comparison when the machine is busy.
 */
function pairedDifferences(oursDir, theirsDir, formFactor) {
  const theirs = runsByRoute(theirsDir);
  const perRoute = [...runsByRoute(oursDir)].map(([route, runs]) => ({
    route,
    pairs: runs.flatMap((run, index) => {
      const other = theirs.get(route)?.[index];
      return other ? [{tbt: other.tbt - run.tbt, lcp: other.lcp - run.lcp, perf: other.perf - run.perf}] : [];
    }),
  }));
  const rows = [...perRoute, {route: 'every route', pairs: perRoute.flatMap(({pairs}) => pairs)}];
  return rows.map(({route, pairs}) => ({
    formFactor,
    route,
    pairs: pairs.length,
    ...Object.fromEntries(['tbt', 'lcp', 'perf'].map((key) => [key, median(pairs.map((pair) => pair[key]))])),
  }));
}

function figures(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    jsBytes: scripts?.transferSize ?? null,
    // Lighthouse's measure of the machine's speed at the time (the budgets assume at least 1,500).
    cpu: lhr.environment?.benchmarkIndex ?? null,
  };
}

function printTable(rows) {
  const show = (value, format) => (value == null ? '–' : format(value));
  const seconds = (ms) => (ms / 1000).toFixed(2);
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  const columns = {
    form: (row) => row.formFactor,
    site: (row) => row.site,
    route: (row) => row.route,
    perf: (row) => show(row.perf, String),
    a11y: (row) => show(row.a11y, String),
    bp: (row) => show(row.bp, String),
    seo: (row) => show(row.seo, String),
    'FCP s': (row) => show(row.fcp, seconds),
    'LCP s': (row) => show(row.lcp, seconds),
    'TBT ms': (row) => show(row.tbt, Math.round),
    CLS: (row) => show(row.cls, (cls) => cls.toFixed(3)),
    KiB: (row) => show(row.bytes, kib),
    'JS KiB': (row) => show(row.jsBytes, kib),
    'CPU index': (row) => show(row.cpu, Math.round),
  };
  const cells = [Object.keys(columns), ...rows.map((row) => Object.values(columns).map((cell) => String(cell(row))))];
  console.log('\nMedians of the runs (transfer sizes as served with gzip):\n');
  printLines(cells);
}

function printDifferences(rows) {
  if (rows.length === 0) return;
  const signed = (value, digits = 0) => (value == null ? '–' : `${value > 0 ? '+' : ''}${value.toFixed(digits)}`);
  const cells = [
    ['form', 'route', 'pairs', 'TBT ms', 'LCP s', 'perf'],
    ...rows.map((row) => [
      row.formFactor,
      row.route,
      String(row.pairs),
      signed(row.tbt),
      signed(row.lcp == null ? null : row.lcp / 1000, 2),
      signed(row.perf),
    ]),
  ];
  console.log('\nTheirs minus ours, median of the runs measured in pairs:\n');
  printLines(cells);
}

function printLines(cells) {
  const widths = cells[0].map((_, index) => Math.max(...cells.map((line) => line[index].length)));
  for (const line of cells)
    console.log(
      line
        .map((cell, index) => cell.padEnd(widths[index]))
        .join('  ')
        .trimEnd(),
    );
}
