#!/usr/bin/env node
/**
 * `npm run bench:search`: how soon the header search paints its answers
 * after each key, on a mid-range phone. Serves build/ with gzip under the
 * base path, opens a help page in Chromium with applied throttling (4x CPU
 * slowdown, 150 ms round trip, 1.6 Mbps down), loads the index by typing
 * the first query at once, then types each query key by key as a person does
 * and records, in the page, the time from each key to the first frame painted
 * after the answers changed for it (a key that changes none paints nothing
 * new and is not counted). Prints the median and the 90th percentile over
 * every such key of every query and run, the same for a bare text box typed
 * the same way over the same page (what the browser itself spends on a key,
 * here and now), the index's size and load time, and the long tasks (over
 * 50 ms) seen while the index loaded under the first keys and while typing:
 * the main thread must stay free. Not a test: the figures move with the
 * machine's load.
 *
 *   npm run bench:search
 *   npm run bench:search -- --runs 5 --page /es/troubleshooting
 *   npm run bench:search -- --queries "pantalla blanca,recibo" --page /es/faq
 *   npm run bench:search -- --trace   # also: the main thread's time per key, by kind of work
 */
import {spawn} from 'node:child_process';
import {statSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {readFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from './chromium.mjs';

const {values: args} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: '4292'},
    page: {type: 'string', default: '/troubleshooting'},
    /** By default, queries in the page's language (see QUERIES). */
    queries: {type: 'string'},
    'key-delay': {type: 'string', default: '120'},
    /** Also trace the page while typing and print where the main thread's time went, per key. */
    trace: {type: 'boolean', default: false},
  },
});

/** Queries as streamers type them, in each language (a typo, a number, a price, a symptom). */
const QUERIES = {
  en: 'proxy,cant connect,white screen,keeps disconnecting,how much is pro,refund,9470,trubleshoot,obs dock',
  es: 'pantalla blanca,no conecta,cuanto cuesta,reembolso,configuracion,boton flotante,9470,se desconecta,obs',
};

const RUNS = Number(args.runs);
const KEY_DELAY = Number(args['key-delay']);
const BASE = `http://127.0.0.1:${args.port}${process.env.BASE_URL ?? '/deckhopper/'}`.replace(/\/?$/, '/');
const PHONE = {cpuSlowdown: 4, latencyMs: 150, downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8};

/** Runs in the page: the time of each key, and of the first frame painted after the answers changed for it. */
function watchSearch() {
  const marks = {keys: [], longTasks: []};
  window.__searchMarks = marks;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) marks.longTasks.push(task.duration);
  }).observe({type: 'longtask'});
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.target instanceof HTMLInputElement) marks.keys.push({at: event.timeStamp, painted: null});
    },
    true,
  );
  const observer = new MutationObserver(() => {
    const key = marks.keys.at(-1);
    if (!key || key.painted !== null || key.waiting) return;
    key.waiting = true;
    // The frame that shows the change: after its rAF callbacks, the next task runs after paint.
    requestAnimationFrame(() => setTimeout(() => (key.painted = performance.now())));
  });
  const start = () => {
    const header = document.querySelector('nav.navbar');
    if (header) observer.observe(header, {subtree: true, childList: true, characterData: true});
    else requestAnimationFrame(start);
  };
  start();
}

/** Trace events of the main thread, by the kind of work each is (a script's own rendering work is counted apart). */
const TRACE_KINDS = {
  FunctionCall: 'script',
  EventDispatch: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

/** The page to measure, opened on the phone profile once its script has hydrated it. */
async function openOnPhone(browser) {
  const context = await browser.newContext({
    viewport: {width: 390, height: 844},
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.downloadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: PHONE.cpuSlowdown});
  await page.addInitScript(watchSearch);
  await page.goto(new URL(args.page.replace(/^\//, ''), BASE).href);
  await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 60_000});
  return {context, page, cdp};
}

/**
 * The floor the search is measured against: the same keys typed the same way
 * into a bare text box laid over the same page, outside the site's script
 * (none of it listens to the box; the benchmark's own key marks do, as they
 * do for the search), each timed to the first frame painted after it. What
 * the browser itself spends on a key on this machine and profile.
 */
async function measureBareBox(browser, queries) {
  const {context, page} = await openOnPhone(browser);
  await page.evaluate(() => {
    const box = document.createElement('input');
    box.id = 'bench-bare-box';
    box.setAttribute('aria-label', 'Bare text box');
    box.style.cssText = 'position:fixed;inset:0 0 auto;z-index:9999;height:2.75rem;font-size:1rem';
    document.body.append(box);
    window.__bareKeys = [];
    box.addEventListener('keydown', (event) => {
      const key = {at: event.timeStamp, painted: null};
      window.__bareKeys.push(key);
      // As for the search: after the frame's rAF callbacks, the next task runs after its paint.
      const paint = () => requestAnimationFrame(() => setTimeout(() => (key.painted = performance.now())));
      box.addEventListener('input', paint, {once: true});
    });
  });
  const box = page.locator('#bench-bare-box');
  await box.tap();
  for (const query of queries) {
    await box.fill('');
    await page.waitForTimeout(300);
    await box.pressSequentially(query, {delay: KEY_DELAY});
  }
  await page.waitForTimeout(600);
  const keys = await page.evaluate(() => window.__bareKeys);
  await context.close();
  return keys.filter((key) => key.painted !== null).map((key) => key.painted - key.at);
}

async function measure(browser, queries) {
  const {context, page, cdp} = await openOnPhone(browser);
  const box = page.locator('nav.navbar').getByRole('combobox');
  // The page's own loading is not the search's: count from the first use of the box.
  await page.evaluate(() => (window.__searchMarks.longTasks = []));
  // A finger, not a mouse: a pointer left over the page would have Chromium hit-test it after every key.
  await box.tap();
  const loadStart = Date.now();
  // The first query loads the engine and the index (any query: it must find something in the page's language).
  await box.pressSequentially(queries[0]);
  await page.locator('nav.navbar').getByRole('option').first().waitFor({timeout: 60_000});
  const indexLoad = Date.now() - loadStart;
  const loadLongTasks = await page.evaluate(() => window.__searchMarks.longTasks);
  const traced = [];
  if (args.trace) {
    cdp.on('Tracing.dataCollected', ({value}) => traced.push(...value));
    await cdp.send('Tracing.start', {categories: 'devtools.timeline', transferMode: 'ReportEvents'});
  }
  const latencies = [];
  const longTasks = [];
  let unchanged = 0;
  let keys = 0;
  for (const query of queries) {
    await box.fill('');
    await page.waitForTimeout(300);
    await page.evaluate(() => Object.assign(window.__searchMarks, {keys: [], longTasks: []}));
    await box.pressSequentially(query, {delay: KEY_DELAY});
    await page.waitForTimeout(600);
    const marks = await page.evaluate(() => window.__searchMarks);
    keys += marks.keys.length;
    // A key that changes no answer paints nothing new: it is not counted.
    for (const key of marks.keys) {
      if (key.painted === null) unchanged += 1;
      else latencies.push(key.painted - key.at);
    }
    longTasks.push(...marks.longTasks);
  }
  const work = new Map();
  if (args.trace) {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    // The page's main thread: the renderer thread that dispatched the keys.
    const main = traced.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown');
    // A script inside another (a function called by an event's handler) is counted once, as the outer one.
    let scriptEnd = 0;
    for (const event of traced.sort((a, b) => a.ts - b.ts)) {
      const kind = TRACE_KINDS[event.name];
      if (!main || !kind || event.ph !== 'X' || event.pid !== main.pid || event.tid !== main.tid) continue;
      if (kind === 'script') {
        if (event.ts < scriptEnd) continue;
        scriptEnd = event.ts + event.dur;
      }
      work.set(kind, (work.get(kind) ?? 0) + event.dur / 1000 / Math.max(1, keys));
    }
  }
  await context.close();
  return {latencies, longTasks, loadLongTasks, indexLoad, unchanged, work};
}

const indexFile = `${args.dir}/${args.page.startsWith('/es/') ? 'es/' : ''}search-index.json`;
const indexBytes = statSync(indexFile).size;
const indexGzip = gzipSync(readFileSync(indexFile)).length;

const server = spawn(process.execPath, ['scripts/serve.mjs', '--gzip', '--port', args.port, '--dir', args.dir], {
  stdio: 'ignore',
});
try {
  for (let attempt = 0; ; attempt += 1) {
    const ok = await fetch(BASE).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (attempt > 50) throw new Error(`The static server did not answer at ${BASE}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const browser = await chromium.launch({executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS});
  const queries = (args.queries ?? QUERIES[args.page.startsWith('/es/') ? 'es' : 'en'])
    .split(',')
    .map((query) => query.trim());
  const all = {latencies: [], longTasks: [], loadLongTasks: [], indexLoads: [], unchanged: 0, work: new Map()};
  const bare = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Each run types into the bare box too, in the same minute: the machine's load moves both alike.
    bare.push(...(await measureBareBox(browser, queries)));
    const {latencies, longTasks, loadLongTasks, indexLoad, unchanged, work} = await measure(browser, queries);
    for (const [kind, time] of work) all.work.set(kind, (all.work.get(kind) ?? 0) + time / RUNS);
    all.loadLongTasks.push(...loadLongTasks);
    all.unchanged += unchanged;
    all.latencies.push(...latencies);
    all.longTasks.push(...longTasks);
    all.indexLoads.push(indexLoad);
  }
  await browser.close();
  const ms = (value) => `${Math.round(value)} ms`;
  console.log(
    `Phone profile: ${PHONE.cpuSlowdown}x CPU, ${PHONE.latencyMs} ms RTT, 1.6 Mbps down; ${RUNS} runs of ${queries.length} queries typed ${KEY_DELAY} ms apart on ${args.page}\n`,
  );
  console.log(
    `index            ${indexFile}: ${(indexBytes / 1024).toFixed(1)} KiB, ${(indexGzip / 1024).toFixed(1)} KiB gzip`,
  );
  console.log(`index load       median ${ms(percentile(all.indexLoads, 50))} (first search, engine and index)`);
  console.log(
    `key → paint      median ${ms(percentile(all.latencies, 50))}, p90 ${ms(percentile(all.latencies, 90))} ` +
      `(${all.latencies.length} keys; ${all.unchanged} that changed no answer not counted)`,
  );
  console.log(
    `bare text box    median ${ms(percentile(bare, 50))}, p90 ${ms(percentile(bare, 90))} ` +
      `(the same keys in a text box the site's script does not listen to, over the same page: the browser's own share)`,
  );
  const tasks = (durations) =>
    `${durations.length}${durations.length ? `, longest ${ms(Math.max(...durations))}` : ''}`;
  console.log(`long tasks       ${tasks(all.loadLongTasks)} from the first key to the first answers`);
  console.log(`                 ${tasks(all.longTasks)} while typing`);
  if (args.trace)
    console.log(
      `main thread      per key typed: ${[...all.work].map(([kind, time]) => `${kind} ${time.toFixed(1)} ms`).join(', ')}`,
    );
} finally {
  server.kill();
}
