#!/usr/bin/env node
/**
 * `npm run search:eval`: the site search measured against its relevance set
 * (tests/search/queries.<locale>.json, written from the users' point of
 * view), on the built records (`npm run build` first). Prints, per language
 * and category, how often an accepted answer comes first (hit@1), in the
 * first three (hit@3), and how often a query finds nothing.
 *
 *   npm run search:eval                 the table
 *   npm run search:eval -- --misses     also every query whose first answer is not accepted
 *   npm run search:eval -- --json       the figures as JSON
 *   npm run search:eval -- --update-floor   the figures become the floor (tests/search/floor.json),
 *                                       after a review of what moved
 *
 * Below the floor it says which queries moved and how to fix them, and exits 1.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {belowFloor, evaluate, floorOf, formatReport} = load('../tests/search/evaluate.ts');

const FLOOR = 'tests/search/floor.json';
const args = new Set(process.argv.slice(2));
const report = await evaluate({buildDir: 'build', queriesDir: 'tests/search'});
if (args.has('--json')) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
else console.log(formatReport(report, {misses: args.has('--misses')}));
if (args.has('--update-floor')) {
  writeFileSync(FLOOR, `${JSON.stringify(floorOf(report), null, 2)}\n`);
  console.log(`\nThe floor is now these figures (${FLOOR}).`);
} else {
  const problems = belowFloor(report, JSON.parse(readFileSync(FLOOR, 'utf8')));
  console.log(problems.length > 0 ? `\n${problems.join('\n')}` : '\nEvery language holds its floor.');
  if (problems.length > 0) process.exitCode = 1;
}
