#!/usr/bin/env node
/**
 * `npm run bench:deep-links`: how soon a help entry the app links to is open,
 * on a mid-range phone. Serves build/ with gzip under the base path, opens
 * each address cold in Chromium with applied throttling (4x CPU slowdown,
 * 150 ms round trip, 1.6 Mbps down), and records, frame by frame, when the
 * page first paints and when the entry's body is first shown. Prints the
 * median of the runs per address. Not a test: the figures move with the
 * machine's load, so compare builds measured on the same machine.
 *
 *   npm run bench:deep-links
 *   npm run bench:deep-links -- --runs 9 --dir other/build --urls /faq#rabbits
 */
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from './chromium.mjs';
import {PHONE, phonePage, serveBuild} from './bench-phone.mjs';

const {values: args} = parseArgs({
  options: {
    runs: {type: 'string', default: '5'},
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: '4291'},
    urls: {type: 'string', default: '/setup#proxyButtons,/faq#rabbits,/troubleshooting#connectionIssues'},
  },
});

const RUNS = Number(args.runs);

/**
 * Runs in the page before its HTML is parsed: on every frame until the entry
 * is open, notes whether its title exists and whether its body is shown.
 */
function watchEntry(id) {
  const marks = {firstPaint: null, titleParsed: null, entryOpen: null};
  window.__entryMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') marks.firstPaint = entry.startTime;
  }).observe({type: 'paint', buffered: true});
  const frame = (now) => {
    const title = document.getElementById(id);
    if (title && marks.titleParsed === null) marks.titleParsed = now;
    const body = title?.closest('section')?.querySelector('p, ol, ul, table');
    if (body?.checkVisibility()) marks.entryOpen = now;
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

async function measure(browser, base, url) {
  const id = decodeURIComponent(new URL(url, base).hash.slice(1));
  const {context, page} = await phonePage(browser, {cold: true});
  await page.addInitScript(watchEntry, id);
  await page.goto(new URL(url.replace(/^\//, ''), base).href);
  await page.waitForFunction(() => window.__entryMarks.entryOpen !== null, null, {timeout: 60_000});
  const marks = await page.evaluate(() => window.__entryMarks);
  await context.close();
  return marks;
}

const {base, stop} = await serveBuild(args.dir, Number(args.port));
try {
  const browser = await chromium.launch({executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS});
  console.log(
    `Phone profile: ${PHONE.cpuSlowdown}x CPU, ${PHONE.latencyMs} ms RTT, 1.6 Mbps down; median of ${RUNS} cold loads (ms)\n`,
  );
  console.log('address'.padEnd(36), 'first paint'.padStart(12), 'title parsed'.padStart(12), 'entry open'.padStart(12));
  for (const url of args.urls.split(',')) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, base, url));
    const cell = (key) => String(Math.round(median(runs.map((marks) => marks[key])) ?? NaN)).padStart(12);
    console.log(url.padEnd(36), cell('firstPaint'), cell('titleParsed'), cell('entryOpen'));
  }
  await browser.close();
} finally {
  stop();
}
