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
 *   npm run search:eval -- --json       the figures as JSON (the browser tests read them)
 */
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {evaluate, formatReport} = load('../tests/search/evaluate.ts');

const args = new Set(process.argv.slice(2));
const report = await evaluate({buildDir: 'build', queriesDir: 'tests/search'});
if (args.has('--json')) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
else console.log(formatReport(report, {misses: args.has('--misses')}));
