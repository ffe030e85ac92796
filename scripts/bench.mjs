#!/usr/bin/env node
/**
 * `npm run bench`: builds the site, serves build/ under the base path with
 * gzip (as a static host does), and runs Lighthouse in Chromium on every
 * canonical route, phone and desktop, a few times each. Prints the medians
 * and writes them to bench-results/bench.json. Not a test: the figures move
 * with the machine's load, so compare builds measured in the same run.
 *
 *   npm run bench                       build, then measure every route
 *   npm run bench -- --no-build         measure the existing build/ (or --dir DIR)
 *   npm run bench -- --runs 5 --routes /,/faq --form-factors mobile
 *   npm run bench -- --vs ../other/build [--vs-routes /,/docs/intro] [--vs-base /]
 *
 * `--vs DIR` serves a second build (for example the stock Docusaurus classic
 * template) on the next port and measures it in the same run, interleaved
 * with ours, then prints ours ÷ theirs.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import createJiti from 'jiti';
import lighthouse, {desktopConfig} from 'lighthouse';
import {CHROMIUM_ARGS, findChromium} from './chromium.mjs';

const {values: args} = parseArgs({
  options: {
    'no-build': {type: 'boolean', default: false},
    runs: {type: 'string', default: '3'},
    routes: {type: 'string'},
    'form-factors': {type: 'string', default: 'mobile,desktop'},
    vs: {type: 'string'},
    'vs-routes': {type: 'string', default: '/'},
    'vs-base': {type: 'string'},
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: '4290'},
    out: {type: 'string', default: 'bench-results/bench.json'},
  },
});

const RUNS = Number(args.runs);
const PORT = Number(args.port);
const FORM_FACTORS = args['form-factors'].split(',').map((name) => name.trim());
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const BASE_URL = normalizeBase(process.env.BASE_URL ?? '/deckhopper/');

for (const formFactor of FORM_FACTORS) {
  if (formFactor !== 'mobile' && formFactor !== 'desktop') fail(`Unknown form factor "${formFactor}" (mobile or desktop).`);
}
if (!Number.isInteger(RUNS) || RUNS < 1) fail(`--runs wants a whole number of at least 1, not "${args.runs}".`);

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

function normalizeBase(base) {
  const parts = base.split('/').filter(Boolean);
  return parts.length ? `/${parts.join('/')}/` : '/';
}

/** The canonical routes, read from src/data/routes.ts. */
function canonicalRoutes() {
  const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
  return Object.values(load('../src/data/routes.ts').ROUTES);
}

/** The base path a build was made for, from the script addresses of its home page. */
function detectBase(dir) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const match = html.match(/(?:src=)?"?([^"\s>]*?)assets\/js\/runtime~main/);
  return normalizeBase(match?.[1] ?? '/');
}

function splitList(value) {
  return value.split(',').map((item) => item.trim()).filter(Boolean);
}

async function waitForServer(url, child) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) fail(`The server for ${url} stopped (exit ${child.exitCode}).`);
    try {
      const response = await fetch(url, {redirect: 'manual'});
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fail(`No server answered at ${url}.`);
}

async function serve(dir, port, base) {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', String(port), '--gzip'], {
    env: {...process.env, BASE_URL: base},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForServer(`${origin}${base}`, child);
  return {origin, stop: () => child.kill()};
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures kept from one Lighthouse report. */
function summarize(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const scripts = resources.find((item) => item.resourceType === 'script');
  const failed = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => ref.id),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: numeric('total-byte-weight'),
    jsBytes: scripts?.transferSize ?? null,
    failedAudits: failed,
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

const METRICS = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'totalBytes', 'jsBytes'];

function medians(runs) {
  return Object.fromEntries(METRICS.map((metric) => [metric, median(runs.map((run) => run[metric]))]));
}

async function main() {
  const chromePath = findChromium();
  if (!chromePath) fail('Chromium not found: install Debian\'s "chromium" package or set CHROME_PATH.');

  if (!args['no-build']) {
    console.log('▶ Production build');
    const built = spawnSync('npx', ['docusaurus', 'build'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        STATICFORMS_ACCESS_KEY: process.env.STATICFORMS_ACCESS_KEY ?? 'bench-access-key',
        // Canonical links on the measured origin, as on the real host.
        SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${PORT}`,
      },
    });
    if (built.status !== 0) fail('The build failed.');
  }
  if (!existsSync(path.join(args.dir, 'index.html'))) fail(`No ${args.dir}/index.html to measure: run without --no-build.`);

  const sites = [{name: 'ours', dir: path.resolve(args.dir), base: BASE_URL, port: PORT, routes: args.routes ? splitList(args.routes) : canonicalRoutes()}];
  if (args.vs) {
    if (!existsSync(path.join(args.vs, 'index.html'))) fail(`--vs ${args.vs} holds no index.html: build that site first.`);
    sites.push({
      name: 'vs',
      dir: path.resolve(args.vs),
      base: normalizeBase(args['vs-base'] ?? detectBase(args.vs)),
      port: PORT + 1,
      routes: splitList(args['vs-routes']),
    });
  }

  const servers = [];
  for (const site of sites) {
    const server = await serve(site.dir, site.port, site.base);
    servers.push(server);
    site.origin = server.origin;
    site.results = Object.fromEntries(FORM_FACTORS.flatMap((formFactor) => site.routes.map((route) => [`${formFactor} ${route}`, {route, formFactor, runs: []}])));
  }

  const chrome = await chromeLauncher.launch({chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS]});
  const started = {date: new Date().toISOString(), loadAverage: os.loadavg()};
  console.log(`Load average at start: ${started.loadAverage.map((load) => load.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
  try {
    const total = RUNS * sites.reduce((sum, site) => sum + site.routes.length * FORM_FACTORS.length, 0);
    let done = 0;
    // Runs are interleaved (every route of every site, then again) so that a
    // busy moment on the machine weighs on both sites alike.
    for (let run = 0; run < RUNS; run += 1) {
      for (const formFactor of FORM_FACTORS) {
        for (const site of sites) {
          for (const route of site.routes) {
            const url = `${site.origin}${site.base}${route.replace(/^\//, '')}`;
            const result = await lighthouse(
              url,
              {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES},
              formFactor === 'desktop' ? desktopConfig : undefined,
            );
            const figures = summarize(result.lhr);
            site.results[`${formFactor} ${route}`].runs.push(figures);
            done += 1;
            const note = figures.runtimeError ? `  ${figures.runtimeError}` : '';
            console.log(`[${done}/${total}] ${site.name} ${formFactor} ${route}: perf ${figures.performance}, LCP ${Math.round(figures.lcpMs ?? 0)} ms${note}`);
          }
        }
      }
    }
  } finally {
    await chrome.kill();
    for (const server of servers) server.stop();
  }

  const report = {
    ...started,
    finished: new Date().toISOString(),
    loadAverageAtEnd: os.loadavg(),
    cores: os.cpus().length,
    runs: RUNS,
    sites: sites.map(({name, dir, base, routes, results}) => ({
      name,
      dir: path.relative(process.cwd(), dir) || '.',
      base,
      routes: routes.length,
      results: Object.values(results).map((entry) => ({
        ...entry,
        median: medians(entry.runs),
        failedAudits: [...new Set(entry.runs.flatMap((run) => run.failedAudits))],
      })),
    })),
  };
  report.ratios = sites.length > 1 ? ratios(report.sites[0], report.sites[1]) : null;

  mkdirSync(path.dirname(args.out), {recursive: true});
  writeFileSync(args.out, `${JSON.stringify(report, null, 2)}\n`);
  printTable(report);
  if (report.ratios) printRatios(report.ratios);
  console.log(`\nLoad average at end: ${report.loadAverageAtEnd.map((load) => load.toFixed(2)).join(' ')}. Written to ${args.out}.`);
}

/** Ours ÷ theirs for each form factor: our home page and our worst route against their first route. */
function ratios(ours, theirs) {
  const worst = {performance: Math.min, accessibility: Math.min, bestPractices: Math.min, seo: Math.min};
  return FORM_FACTORS.map((formFactor) => {
    const mine = ours.results.filter((entry) => entry.formFactor === formFactor);
    const reference = theirs.results.find((entry) => entry.formFactor === formFactor)?.median;
    const home = mine.find((entry) => entry.route === '/')?.median ?? mine[0]?.median;
    const worstOfOurs = Object.fromEntries(
      METRICS.map((metric) => [metric, (worst[metric] ?? Math.max)(...mine.map((entry) => entry.median[metric] ?? 0))]),
    );
    const divide = (a, b) => (a == null || !b ? null : Number((a / b).toFixed(2)));
    return {
      formFactor,
      home: Object.fromEntries(METRICS.map((metric) => [metric, divide(home?.[metric], reference?.[metric])])),
      worstRoute: Object.fromEntries(METRICS.map((metric) => [metric, divide(worstOfOurs[metric], reference?.[metric])])),
    };
  });
}

const COLUMNS = [
  ['site', (row) => row.site],
  ['form', (row) => row.formFactor],
  ['route', (row) => row.route],
  ['perf', (row) => row.median.performance],
  ['a11y', (row) => row.median.accessibility],
  ['bp', (row) => row.median.bestPractices],
  ['seo', (row) => row.median.seo],
  ['FCP s', (row) => seconds(row.median.fcpMs)],
  ['LCP s', (row) => seconds(row.median.lcpMs)],
  ['TBT ms', (row) => round(row.median.tbtMs)],
  ['CLS', (row) => (row.median.cls == null ? '–' : row.median.cls.toFixed(3))],
  ['total KiB', (row) => kib(row.median.totalBytes)],
  ['JS KiB', (row) => kib(row.median.jsBytes)],
];

const round = (value) => (value == null ? '–' : Math.round(value));
const seconds = (ms) => (ms == null ? '–' : (ms / 1000).toFixed(2));
const kib = (bytes) => (bytes == null ? '–' : (bytes / 1024).toFixed(1));

function printRows(header, rows) {
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => String(row[index]).length)));
  const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

function printTable(report) {
  console.log(`\nMedians of ${report.runs} run(s) (transfer sizes as served with gzip):\n`);
  const rows = report.sites.flatMap((site) =>
    site.results.map((entry) => COLUMNS.map(([, cell]) => cell({...entry, site: site.name}))),
  );
  printRows(COLUMNS.map(([title]) => title), rows);
  const failing = report.sites.flatMap((site) =>
    site.results.filter((entry) => entry.failedAudits.length).map((entry) => `  ${site.name} ${entry.formFactor} ${entry.route}: ${entry.failedAudits.join(', ')}`),
  );
  if (failing.length) console.log(`\nAudits short of a full score in at least one run:\n${failing.join('\n')}`);
}

function printRatios(list) {
  console.log('\nOurs ÷ theirs (below 1 is smaller or faster for times and bytes, above 1 is better for scores):\n');
  const header = ['form', 'ours', ...METRICS];
  const rows = list.flatMap(({formFactor, home, worstRoute}) => [
    [formFactor, 'home', ...METRICS.map((metric) => home[metric] ?? '–')],
    [formFactor, 'worst route', ...METRICS.map((metric) => worstRoute[metric] ?? '–')],
  ]);
  printRows(header, rows);
}

await main();
