#!/usr/bin/env node
/**
 * Lists the translations that are missing or stale, for every language but
 * English:
 *
 *   npm run translations:status            the report
 *   npm run translations:status -- --check exits 1 when anything is listed
 *   npm run translations:status -- --json  the same as JSON (for the tests)
 *
 * Docs, posts and MDX pages are compared part by part (the page's text and
 * each help entry) with the hashes their translation records
 * (src/plugins/help/translations.ts); `npm run translations:mark` records them. Strings of the code,
 * the navbar, the footer and src/data are compared with what Docusaurus'
 * `write-translations` extracts from the site right now, written to a
 * temporary folder so i18n/ is left as it is.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {jsonFiles, messageStatus, readMessages} = load('../src/i18n/translationStatus.ts');
const {readHelpSource} = load('../src/plugins/help/index.ts');
const {DEFAULT_LOCALE, LOCALES} = load('../src/data/locales.ts');

const args = new Set(process.argv.slice(2));

/** The English messages of every translation file, as `write-translations` would write them today. */
function extractEnglish() {
  const dir = mkdtempSync(path.join(tmpdir(), 'translations-'));
  // Inside the site, so the config resolves the preset and plugins from its node_modules.
  const cacheDir = path.join(root, 'node_modules', '.cache');
  mkdirSync(cacheDir, {recursive: true});
  const configDir = mkdtempSync(path.join(cacheDir, 'translations-'));
  const config = path.join(configDir, 'extract.config.ts');
  writeFileSync(
    config,
    [
      `import createConfig from ${JSON.stringify(path.join(root, 'docusaurus.config.ts'))};`,
      'const config = createConfig();',
      `export default {...config, i18n: {...config.i18n, path: ${JSON.stringify(dir)}}};`,
    ].join('\n'),
  );
  const result = spawnSync(
    'npx',
    ['docusaurus', 'write-translations', '--locale', DEFAULT_LOCALE, '--config', config],
    // With a measurement id, so the strings that only analytics shows (Privacy settings) are listed too.
    {
      cwd: root,
      encoding: 'utf8',
      env: {...process.env, GA_MEASUREMENT_ID: process.env.GA_MEASUREMENT_ID || 'G-TRANSLATE01'},
    },
  );
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    process.exit(2);
  }
  return {
    dir: path.join(dir, DEFAULT_LOCALE),
    cleanUp: () => [dir, configDir].forEach((d) => rmSync(d, {recursive: true, force: true})),
  };
}

const english = extractEnglish();
const report = [];
for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
  const localeDir = path.join(root, 'i18n', locale);
  const messages = jsonFiles(english.dir).flatMap((file) =>
    messageStatus(file, readMessages(path.join(english.dir, file)), readMessages(path.join(localeDir, file))),
  );
  const {status: files} = await readHelpSource(root, locale, DEFAULT_LOCALE);
  report.push({locale, files, messages});
}
english.cleanUp();

const problems = report.reduce((sum, {files, messages}) => sum + files.length + messages.length, 0);

if (args.has('--json')) {
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} else {
  for (const {locale, files, messages} of report) {
    console.log(`\n${locale}: ${files.length} parts of pages and ${messages.length} strings need work`);
    for (const {state, translation, part} of files)
      console.log(`  ${state.padEnd(12)} ${translation}${part === '_page' ? '' : `#${part}`}`);
    for (const {state, file, key} of messages) console.log(`  ${state.padEnd(12)} ${file}  ${key}`);
  }
  console.log(
    problems === 0 ? '\nEvery translation is complete and current.' : `\n${problems} to translate or update.`,
  );
}
if (args.has('--check') && problems > 0) process.exit(1);
