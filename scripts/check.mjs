#!/usr/bin/env node
/**
 * `npm run check`: the quick loop while editing, about a minute. What changed
 * since the last commit (or since `--base <ref>`, e.g. `--base main` on a
 * branch) is type-checked, linted, formatted and spell-checked; the unit
 * tests related to it run (the tests that import a changed module, and for a
 * content file the suites that read that content); then the English site is
 * built, which fails on a broken link, anchor or help entry. It prints how
 * many tests ran, and never passes having run none. `npm test` does
 * everything, both languages and the browser included.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const base = baseIndex >= 0 ? args[baseIndex + 1] : 'HEAD';

/**
 * Content read by the tests rather than imported: a change to it runs these
 * suites. The help's docs and translations are read once for every suite
 * (tests/unit/globalSetup.ts); these are the suites that check them.
 */
const CONTENT_SUITES = [
  {
    content: /^(?:docs|versioned_docs|i18n\/[^/]+\/docusaurus-plugin-content-docs)\/|^versions\.json$/,
    suites: [
      'tests/unit/data/deepLinkContract.test.ts',
      'tests/unit/data/helpToolData.test.ts',
      'tests/unit/specification.test.ts',
    ],
  },
  {
    content: /^(?:blog|i18n\/[^/]+\/docusaurus-plugin-content-blog)\//,
    suites: [
      'tests/unit/data/constants.test.ts',
      'tests/unit/plugins/pendingFacts.test.ts',
      'tests/unit/specification.test.ts',
    ],
  },
  {content: /^i18n\//, suites: ['tests/unit/i18n']},
  {content: /^src\/data\//, suites: ['tests/unit/data', 'tests/unit/specification.test.ts']},
];

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
/** A suite, or every suite of a folder. */
const suiteFiles = (suite) =>
  statSync(suite).isDirectory()
    ? readdirSync(suite, {recursive: true, encoding: 'utf8'})
        .filter((file) => /\.test\.tsx?$/.test(file))
        .map((file) => path.join(suite, file))
    : [suite];
const suites = [
  ...new Set(
    CONTENT_SUITES.flatMap(({content, suites}) => (changed.some((file) => content.test(file)) ? suites : [])).flatMap(
      suiteFiles,
    ),
  ),
];

run('Types (tsc --noEmit)', 'npx', ['tsc', '--noEmit']);
if (code.length > 0)
  run(`ESLint (${code.length} changed files)`, 'npx', ['eslint', '--cache', '--max-warnings', '0', ...code]);
if (text.length > 0) run('Prettier', 'npx', ['prettier', '--check', '--ignore-unknown', ...text]);
// Of the changed files, those cspell.json spell-checks.
if (changed.length > 0) {
  const files = changed.flatMap((file) => ['--file', file]);
  run('Spelling (cspell)', 'npx', ['cspell', '--no-progress', '--no-summary', '--no-must-find-files', ...files]);
}

// The tests that import a changed file, and the suites that read changed content.
const report = path.join(mkdtempSync(path.join(tmpdir(), 'check-')), 'jest.json');
const related = [...code, ...suites].filter((file) => !/\.(?:c|m)js$/.test(file));
let tests = 0;
if (related.length > 0) {
  run('Unit tests related to the change (Jest)', 'npm', [
    'run',
    '--silent',
    'test:unit',
    '--',
    '--findRelatedTests',
    ...related,
    '--passWithNoTests',
    '--json',
    `--outputFile=${report}`,
  ]);
  if (existsSync(report)) tests = JSON.parse(readFileSync(report, 'utf8')).numTotalTests ?? 0;
}
if (tests === 0) {
  console.error(
    `\n✖ No unit test relates to the ${changed.length} changed files: add one beside the change, or run npm test.`,
  );
  ok = false;
}

// A production build needs the forms' key; this one is never published.
process.env.STATICFORMS_ACCESS_KEY ??= 'check-access-key';
run('Build of the English site (broken links, anchors and entries fail it)', 'npm', [
  'run',
  '--silent',
  'build',
  '--',
  '--locale',
  'en',
]);

console.log(
  ok
    ? `\n✔ ${changed.length} changed files checked, ${tests} unit tests run, the English site built.`
    : `\n✖ Some checks failed (${tests} unit tests run).`,
);
process.exit(ok ? 0 : 1);
