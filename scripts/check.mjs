#!/usr/bin/env node
/**
 * `npm run check`: the quick loop while editing. Type-checks the site, then
 * lints, formats, spell-checks and unit-tests only what changed since the
 * last commit (or since `--base <ref>`, e.g. `--base main` on a branch).
 * No build, no browser: `npm test` does everything.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const base = baseIndex >= 0 ? args[baseIndex + 1] : 'HEAD';

const git = (...gitArgs) => spawnSync('git', gitArgs, {encoding: 'utf8'}).stdout.split('\n').filter(Boolean);
const changed = [
  ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
]
  .filter((file) => existsSync(file))
  .sort();

let ok = true;
function run(title, command, commandArgs) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, commandArgs, {stdio: 'inherit'});
  if (result.status !== 0) {
    console.error(`✖ ${title} failed.`);
    ok = false;
  }
}

const code = changed.filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file));
const text = changed.filter((file) => /\.(?:[cm]?[jt]sx?|mdx?|json|ya?ml|css)$/.test(file));
// What cspell.json spell-checks: the content, the site's code and the translations.
const prose = changed.filter((file) =>
  /^(?:docs|versioned_docs|blog|src|i18n)\/.*\.(?:mdx?|tsx?|yml)$|^README\.md$|^i18n\/.*\.json$/.test(file),
);

run('Types (tsc --noEmit)', 'npx', ['tsc', '--noEmit']);
if (code.length > 0)
  run(`ESLint (${code.length} changed files)`, 'npx', ['eslint', '--cache', '--max-warnings', '0', ...code]);
if (text.length > 0) {
  run('Prettier', 'npx', ['prettier', '--check', '--ignore-unknown', ...text]);
}
if (prose.length > 0) run('Spelling (cspell)', 'npx', ['cspell', '--no-progress', '--no-summary', ...prose]);
run('Unit tests of what changed (Jest)', 'npm', [
  'run',
  '--silent',
  'test:unit',
  '--',
  `--changedSince=${base}`,
  '--passWithNoTests',
]);

console.log(ok ? `\n✔ ${changed.length} changed files checked.` : '\n✖ Some checks failed.');
process.exit(ok ? 0 : 1);
