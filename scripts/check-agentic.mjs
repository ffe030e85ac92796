#!/usr/bin/env node
/**
 * `npm run check:agentic`: Lighthouse's Agentic Browsing category (Lighthouse 13.5 or later) on
 * every page of the sitemaps, both languages, of a build served at the origin's root
 * (`BASE_URL=/`), where its llms.txt audit applies (it reads `/llms.txt` at the origin). Builds
 * that site into build-root/ first (about a minute; `--no-build` reuses it), serves it as the
 * static host would, and runs Chromium with WebMCP on (`--enable-features=WebMCP`), so the forms'
 * declarative tools are registered and checked. Prints each route's audits; fails when any audit
 * that applies does not pass. Not part of `npm test` (the extra build): run it after changing the
 * pages' markup, the forms or llms.txt.
 *
 *   node scripts/check-agentic.mjs [--no-build] [--port 4761]
 */
import {spawn, spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {CHROMIUM_ARGS, findChromium} from './chromium.mjs';

const {values: args} = parseArgs({
  options: {'no-build': {type: 'boolean', default: false}, port: {type: 'string', default: '4761'}},
});
const DIR = 'build-root';
const CATEGORY = 'agentic-browsing';
const env = {
  ...process.env,
  BASE_URL: '/',
  STATICFORMS_ACCESS_KEY: process.env.STATICFORMS_ACCESS_KEY ?? 'test-access-key',
};

/** Whether an audit of the category counts: one that applies and is scored pass or fail. */
const scored = (audit) => !['notApplicable', 'informative', 'manual', 'error'].includes(audit.scoreDisplayMode);

/** Every page of both languages' sitemaps, as addresses of the local server. */
function routes(siteUrl, local) {
  const sitemaps = ['sitemap.xml', 'es/sitemap.xml'].map((file) => readFileSync(`${DIR}/${file}`, 'utf8'));
  return sitemaps.flatMap((xml) =>
    [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(([, loc]) => `${local}${new URL(loc).pathname}`),
  );
}

async function main() {
  if (!args['no-build']) {
    console.log(`Building the site at the origin's root into ${DIR}/…`);
    const built = spawnSync('node', ['scripts/build.mjs', '--out-dir', DIR], {stdio: 'inherit', env});
    if (built.status !== 0) return 1;
  }
  const chromePath = findChromium();
  if (!chromePath) {
    console.error('✖ No Chromium: install Debian\'s "chromium" or set CHROME_PATH.');
    return 1;
  }
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', DIR, '--port', args.port, '--gzip'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--enable-features=WebMCP', ...CHROMIUM_ARGS],
  });
  let failed = 0;
  try {
    await new Promise((resolve) => server.stdout.once('data', resolve));
    const siteUrl = /<loc>\s*(https?:\/\/[^/<]+)/.exec(readFileSync(`${DIR}/sitemap.xml`, 'utf8'))?.[1] ?? '';
    for (const url of routes(siteUrl, `http://127.0.0.1:${args.port}`)) {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: [CATEGORY],
        output: 'json',
        logLevel: 'error',
      });
      const {lhr} = result;
      const audits = lhr.categories[CATEGORY].auditRefs.map(({id}) => lhr.audits[id]);
      const failing = audits.filter((audit) => scored(audit) && audit.score !== 1);
      failed += failing.length;
      const shown = audits.map(
        (audit) =>
          `${audit.id} ${scored(audit) ? (audit.score === 1 ? 'pass' : `FAIL (${audit.score})`) : audit.scoreDisplayMode}`,
      );
      console.log(`${failing.length === 0 ? '✔' : '✖'} ${new URL(url).pathname}: ${shown.join(', ')}`);
      for (const audit of failing)
        console.log(
          `    ${audit.title}: ${JSON.stringify(audit.details?.items ?? audit.explanation ?? '').slice(0, 400)}`,
        );
    }
  } finally {
    await chrome.kill();
    server.kill();
  }
  console.log(
    failed === 0
      ? '✔ Agentic Browsing: every applicable audit passes on every route.'
      : `✖ Agentic Browsing: ${failed} audits fail.`,
  );
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
