#!/usr/bin/env node
/**
 * `npm run build`: the site in every language, each locale in a Node process
 * of its own (English at the root of build/, Spanish in build/es/).
 *
 * One `docusaurus build` for all locales reads the site's config once, in one
 * process, while the config depends on the locale being built (the feeds are
 * titled in its language: see docusaurus.config.ts). Extra arguments are
 * passed to every `docusaurus build` (`--locale es` builds that locale alone).
 */
import {spawnSync} from 'node:child_process';
import {rmSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {LOCALES} = load('../src/data/locales.ts');

const args = process.argv.slice(2);
const localeIndex = args.indexOf('--locale');
const locales = localeIndex >= 0 ? [args[localeIndex + 1]] : LOCALES;
const passThrough = localeIndex >= 0 ? args.filter((_, i) => i !== localeIndex && i !== localeIndex + 1) : args;

// A full build starts clean, so no page of a removed route or language survives.
if (localeIndex < 0 && !passThrough.includes('--out-dir')) rmSync('build', {recursive: true, force: true});

for (const locale of locales) {
  const result = spawnSync('npx', ['docusaurus', 'build', '--locale', locale, ...passThrough], {stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}
