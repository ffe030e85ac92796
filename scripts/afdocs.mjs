#!/usr/bin/env node
/**
 * `npm run check:agents`: the Agent-Friendly Documentation Spec's checker (`afdocs`) on the
 * served build: build/ is served as the static host serves it (scripts/serve.mjs, under the
 * base path), afdocs finds the pages from llms.txt (the other languages' and versions' through
 * it) and the sitemap, reading the addresses the build wrote for SITE_URL at the local server
 * (`--canonical-origin`). Prints the scorecard; fails below grade A (90), or when any check but
 * content negotiation does not pass: a static host cannot answer `Accept: text/markdown` on a
 * page's own address (src/plugins/markdownTwins/README.md says what a host that can would add).
 *
 *   node scripts/afdocs.mjs [--dir build] [--port 4760]
 */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import createJiti from 'jiti';

const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {readSiteEnv} = load('../src/data/siteEnv.ts');

const {values: args} = parseArgs({
  options: {dir: {type: 'string', default: 'build'}, port: {type: 'string', default: '4760'}},
});
/** The grade A starts here (afdocs' `toGrade`). */
export const PASSING_SCORE = 90;
/** What a static host cannot do; every other check must pass. */
export const STATIC_HOST_LIMITS = ['content-negotiation'];

/** The overall score and the checks that did not pass (status `WARN` or `FAIL`) of a scorecard. */
export function readScorecard(text) {
  const score = Number(/Overall Score:\s*(\d+)\s*\/\s*100/.exec(text)?.[1] ?? NaN);
  const failing = [...text.matchAll(/^\s+(WARN|FAIL)\s+([a-z0-9-]+)/gm)].map(([, status, id]) => ({status, id}));
  return {score, failing};
}

async function main() {
  if (!existsSync(`${args.dir}/sitemap.xml`)) {
    console.error(`✖ ${args.dir}/ has no build: run \`npm run build\` first.`);
    return 1;
  }
  const env = readSiteEnv(process.env, {production: false});
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', args.dir, '--port', args.port, '--gzip'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve, reject) => {
      server.stdout.once('data', resolve);
      server.once('exit', (code) => reject(new Error(`the local server stopped (exit ${code})`)));
    });
    const site = `http://127.0.0.1:${args.port}${env.baseUrl}`;
    const checker = spawn(
      'npx',
      ['afdocs', 'check', site, '--canonical-origin', env.siteUrl, '--format', 'scorecard', '--request-delay', '0'],
      {stdio: ['ignore', 'pipe', 'inherit']},
    );
    const chunks = [];
    checker.stdout.on('data', (chunk) => chunks.push(chunk));
    await new Promise((resolve) => checker.once('close', resolve));
    const scorecard = Buffer.concat(chunks).toString();
    console.log(scorecard);
    const {score, failing} = readScorecard(scorecard);
    const unexpected = failing.filter(({id}) => !STATIC_HOST_LIMITS.includes(id));
    if (!(score >= PASSING_SCORE) || unexpected.length > 0) {
      console.error(
        `✖ afdocs: ${Number.isNaN(score) ? 'no score' : `${score}/100`} (at least ${PASSING_SCORE} needed)` +
          (unexpected.length > 0
            ? `; not passing: ${unexpected.map(({status, id}) => `${id} (${status})`).join(', ')}`
            : ''),
      );
      return 1;
    }
    console.log(`✔ afdocs: ${score}/100, every check passing but ${STATIC_HOST_LIMITS.join(', ')}.`);
    return 0;
  } finally {
    server.kill();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
