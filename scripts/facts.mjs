#!/usr/bin/env node
/**
 * Lists every fact the site still waits for from the owner (addresses to
 * confirm, embed ids, older patch notes), each with the file and line to
 * change. The production build prints how many are left.
 *
 *   npm run facts
 *
 * The list comes from src/plugins/pendingFacts.ts (read through jiti, like
 * the social-card script), so it never disagrees with the build.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {formatFactsReport, sitePendingFacts} = load('../src/plugins/pendingFacts.ts');

process.stdout.write(formatFactsReport(sitePendingFacts(root)));
