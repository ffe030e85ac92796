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
import {statSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {readFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from './chromium.mjs';
import {PHONE, measureBareBox, measureSearch, percentile, serveBuild} from './bench-phone.mjs';

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

/** Traces the typing: the main thread's time per key typed, by kind of work. */
const TRACE = {
  async start(cdp) {
    const traced = [];
    cdp.on('Tracing.dataCollected', ({value}) => traced.push(...value));
    await cdp.send('Tracing.start', {categories: 'devtools.timeline', transferMode: 'ReportEvents'});
    return traced;
  },
  async end(cdp, traced, keys) {
    const work = new Map();
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
    return work;
  },
};

const indexFile = `${args.dir}/${args.page.startsWith('/es/') ? 'es/' : ''}search-index.json`;
const indexBytes = statSync(indexFile).size;
const indexGzip = gzipSync(readFileSync(indexFile)).length;

const server = await serveBuild(args.dir, args.port);
try {
  const browser = await chromium.launch({executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS});
  const url = new URL(args.page.replace(/^\//, ''), server.base).href;
  const queries = (args.queries ?? QUERIES[args.page.startsWith('/es/') ? 'es' : 'en'])
    .split(',')
    .map((query) => query.trim());
  const all = {latencies: [], longTasks: [], loadLongTasks: [], indexLoads: [], unchanged: 0, work: new Map()};
  const bare = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Each run types into the bare box too, in the same minute: the machine's load moves both alike.
    bare.push(...(await measureBareBox(browser, url, queries, KEY_DELAY)));
    const {latencies, longTasks, loadLongTasks, indexLoad, unchanged, work} = await measureSearch(
      browser,
      url,
      queries,
      {keyDelay: KEY_DELAY, trace: args.trace ? TRACE : undefined},
    );
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
  server.stop();
}
