#!/usr/bin/env node
/**
 * `npm test`: type-check, lint, unit tests, production build, browser tests on
 * the build. Ends with one line, `N passed, M failed`, counting the unit and
 * browser tests together (also written to test-results/summary.txt).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {CHROMIUM_ARGS, DEBIAN_CHROMIUM, findChromium} from './chromium.mjs';

const RESULTS = 'test-results';
/** Not a real property: every request to Google is blocked in the tests anyway. */
const TEST_MEASUREMENT_ID = 'G-TESTSITE01';
mkdirSync(RESULTS, {recursive: true});

const counts = {passed: 0, failed: 0};
let ok = true;

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (exit ${result.status ?? result.signal}).`);
    ok = false;
  }
  return result.status === 0;
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian\'s "chromium" package with apt-get.');
    spawnSync('apt-get', ['update'], {stdio: 'inherit'});
    spawnSync('apt-get', ['install', '-y', 'chromium'], {stdio: 'inherit'});
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    [
      'The browser tests need Chromium, and none was found.',
      `Install Debian's package (it provides ${DEBIAN_CHROMIUM}):`,
      '    sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROME_PATH at an installed Chromium or Chrome binary.',
    ].join('\n'),
  );
  return null;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function countJest(file) {
  const report = readJson(file);
  if (!report) return;
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
}

function countPlaywright(file) {
  const report = readJson(file);
  if (!report?.stats) return;
  counts.passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
  counts.failed += report.stats.unexpected ?? 0;
}

const chromium = ensureChromium();
if (!chromium) ok = false;

run('Type-check (tsc --noEmit)', 'npx', ['tsc', '--noEmit']);

// Any finding fails the run, as a failing test does.
run('Lint (ESLint, Prettier, cspell)', 'npm', ['run', '--silent', 'lint']);

run('Unit tests (Jest)', 'npm', [
  'run',
  '--silent',
  'test:unit',
  '--',
  '--ci',
  '--json',
  `--outputFile=${RESULTS}/jest.json`,
]);
countJest(`${RESULTS}/jest.json`);

// One build, with a made-up measurement id so the browser tests can follow
// the consent banner; a build without one is checked from the config by the
// unit tests (tests/unit/config).
const built = run('Production build (every language)', 'node', ['scripts/build.mjs'], {
  // A fixed key keeps the build reproducible; the forms never post in tests.
  STATICFORMS_ACCESS_KEY: process.env.STATICFORMS_ACCESS_KEY ?? 'test-access-key',
  GA_MEASUREMENT_ID: TEST_MEASUREMENT_ID,
});

if (built && chromium) {
  run('Browser tests (Playwright on the build)', 'npx', ['playwright', 'test'], {
    CHROME_PATH: chromium,
    CHROMIUM_ARGS: CHROMIUM_ARGS.join(' '),
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright.json`,
  });
  countPlaywright(`${RESULTS}/playwright.json`);
} else {
  console.error('✖ Browser tests skipped: they need a successful build and Chromium.');
}

const summary = `${counts.passed} passed, ${counts.failed} failed`;
writeFileSync(`${RESULTS}/summary.txt`, `${summary}\n`);
console.log(`\n${summary}`);
process.exit(ok && counts.failed === 0 ? 0 : 1);
