/**
 * What the phone benchmarks share (`npm run bench:search`, `npm run
 * bench:scale`, `npm run bench:deep-links`): a build served with gzip under the base path, the phone
 * profile (4x CPU slowdown, 150 ms round trip, 1.6 Mbps down), and the time
 * from a key to the first frame painted after the search's answers changed
 * for it, beside the same keys in a bare text box over the same page.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const SERVE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.mjs');

export const PHONE = {cpuSlowdown: 4, latencyMs: 150, downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8};

/** `dir` served with gzip on `port`; `base` is its address, `stop()` ends the server. */
export async function serveBuild(dir, port) {
  const base = `http://127.0.0.1:${port}${process.env.BASE_URL ?? '/deckhopper/'}`.replace(/\/?$/, '/');
  const server = spawn(process.execPath, [SERVE, '--gzip', '--port', String(port), '--dir', dir], {stdio: 'ignore'});
  for (let attempt = 0; ; attempt += 1) {
    const ok = await fetch(base).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (attempt > 50) {
      server.kill();
      throw new Error(`The static server did not answer at ${base}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {base, stop: () => server.kill()};
}

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

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

/** A page on the phone profile: its context, the page and its DevTools session; `cold` turns the browser's cache off. */
export async function phonePage(browser, {cold = false} = {}) {
  const context = await browser.newContext({
    viewport: {width: 390, height: 844},
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (cold) await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.downloadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: PHONE.cpuSlowdown});
  return {context, page, cdp};
}

/** `url` opened on the phone profile once its script has hydrated it; `onRequest` sees each request from the start. */
export async function openOnPhone(browser, url, onRequest) {
  const {context, page, cdp} = await phonePage(browser);
  if (onRequest) page.on('request', onRequest);
  await page.addInitScript(watchSearch);
  await page.goto(url);
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
export async function measureBareBox(browser, url, queries, keyDelay) {
  const {context, page} = await openOnPhone(browser, url);
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
    await box.pressSequentially(query, {delay: keyDelay});
  }
  await page.waitForTimeout(600);
  const keys = await page.evaluate(() => window.__bareKeys);
  await context.close();
  return keys.filter((key) => key.painted !== null).map((key) => key.painted - key.at);
}

/**
 * The header search typed key by key on `url`: the first query loads the
 * engine and the index (`indexLoad`, from the first key to the first
 * answers; `indexFiles`, the index files asked for until then), then each
 * query is typed as a person does. `trace` is given the page's CDP session
 * and the keys typed, to trace the typing.
 */
export async function measureSearch(browser, url, queries, {keyDelay, trace} = {}) {
  const indexFiles = [];
  let counting = true;
  const {context, page, cdp} = await openOnPhone(browser, url, (request) => {
    const file = new URL(request.url()).pathname;
    if (counting && /\/search-index[^/]*\.json$/.test(file)) indexFiles.push(file);
  });
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
  counting = false;
  const loadLongTasks = await page.evaluate(() => window.__searchMarks.longTasks);
  const tracing = await trace?.start(cdp);
  const latencies = [];
  const longTasks = [];
  let unchanged = 0;
  let keys = 0;
  for (const query of queries) {
    await box.fill('');
    await page.waitForTimeout(300);
    await page.evaluate(() => Object.assign(window.__searchMarks, {keys: [], longTasks: []}));
    await box.pressSequentially(query, {delay: keyDelay});
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
  const work = tracing ? await trace.end(cdp, tracing, keys) : new Map();
  await context.close();
  return {latencies, longTasks, loadLongTasks, indexLoad, indexFiles, unchanged, work};
}
