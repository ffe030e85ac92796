#!/usr/bin/env node
/**
 * `npm test`: the production build beside type-check, lint and unit tests;
 * once the build is there, the HTML check of the built pages, the
 * agent-friendly docs check (afdocs) and the browser tests on the build,
 * beside the checks left. Ends with one line,
 * `N passed, M failed`, counting the unit and browser tests together (each
 * failed check, and browser tests that could not run, count as one more
 * failure; also written to test-results/summary.txt); before
 * it, one line per browser test that passed only on a retry (also written to
 * test-results/flaky.txt).
 *
 * CI runs the stages in separate jobs (.github/workflows/ci.yml):
 *   TEST_STAGE=build    everything but the browser tests
 *   TEST_STAGE=browser  the browser tests alone, on the build/ already there
 *   E2E_SHARD=i/n       of the browser tests, the i-th of n equal parts
 * Without them, everything runs.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {CHROMIUM_ARGS, DEBIAN_CHROMIUM, findChromium, findHeadlessShell} from './chromium.mjs';

const RESULTS = 'test-results';
const STAGES = {build: 'build', browser: 'browser'};
const stage = process.env.TEST_STAGE ?? '';
const shard = process.env.E2E_SHARD ?? '';
/** Not a real property: every request to Google is blocked in the tests anyway. */
const TEST_MEASUREMENT_ID = 'G-TESTSITE01';
mkdirSync(RESULTS, {recursive: true});

const counts = {passed: 0, failed: 0};
let ok = true;

function ensureChromium() {
  const found = findChromium();
  if (found) {
    if (found === DEBIAN_CHROMIUM && !findHeadlessShell())
      console.log(
        'Debian\'s "chromium-headless-shell" package, once installed, runs the browser tests a fifth faster.',
      );
    return found;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian\'s "chromium" package with apt-get.');
    spawnSync('apt-get', ['update'], {stdio: 'inherit'});
    spawnSync('apt-get', ['install', '-y', 'chromium'], {stdio: 'inherit'});
    // And its headless shell, where this Debian release has it (scripts/chromium.mjs).
    spawnSync('apt-get', ['install', '-y', 'chromium-headless-shell'], {stdio: 'inherit'});
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

/**
 * Runs a command without blocking this process (other commands run beside
 * it). Its output is printed whole, with its time, when it ends, unless
 * `stream` lets it print as it goes. Resolves to whether it succeeded.
 */
async function runAsync({title, command, args, env = {}, stream = false, background = false, check = false}) {
  const started = performance.now();
  if (stream) console.log(`\n▶ ${title}`);
  // A background check yields the processor to the build and the browser tests, whose waits and
  // timings it would otherwise stretch; it takes the time they leave.
  const [program, argv] =
    background && existsSync('/usr/bin/nice') ? ['nice', ['-n', '10', command, ...args]] : [command, args];
  const child = spawn(program, argv, {
    env: {...process.env, ...env, ...(stream ? {} : {FORCE_COLOR: '0'})},
    stdio: stream ? 'inherit' : 'pipe',
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const status = await new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? signal)));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (!stream) console.log(`\n▶ ${title}\n${Buffer.concat(output).toString().trimEnd()}`);
  if (status === 0) console.log(`✔ ${title} (${seconds} s)`);
  else {
    console.error(`✖ ${title} failed (exit ${status}, ${seconds} s).`);
    ok = false;
    // A check with findings counts as one failed test, so the summary never reads green.
    if (check) counts.failed += 1;
  }
  return status === 0;
}

/**
 * Runs `tasks` two at a time, in order; a task's `then` starts as soon as it
 * ends, beside the others. Resolves, once every task and `then` is done, to
 * whether each task succeeded.
 */
async function runTogether(tasks, concurrency = 2) {
  const results = [];
  const followUps = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await runAsync(tasks[index]);
      if (tasks[index].then) followUps.push(tasks[index].then(results[index]));
    }
  };
  await Promise.all(Array.from({length: concurrency}, worker));
  await Promise.all(followUps);
  return results;
}

/** Java for the Nu Html Checker: found, else Debian's runtime installed as for Chromium, else what to install. */
function ensureJava() {
  const found = () => spawnSync('java', ['-version'], {stdio: 'ignore'}).status === 0;
  if (found()) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Java not found: installing Debian\'s "default-jre-headless" package with apt-get.');
    spawnSync('apt-get', ['update'], {stdio: 'inherit'});
    spawnSync('apt-get', ['install', '-y', 'default-jre-headless'], {stdio: 'inherit'});
    if (found()) return true;
  }
  console.error(
    [
      "The HTML check (the Nu Html Checker) needs a Java runtime, and none was found. Install Debian's:",
      '    sudo apt-get update && sudo apt-get install -y default-jre-headless',
    ].join('\n'),
  );
  return false;
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

/** The tests of a Playwright JSON report that passed only on a retry, as `file › title [project]`. */
function flakyTests(report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const file = path.relative(process.cwd(), path.join(report.config?.rootDir ?? '', spec.file));
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky')
          found.push(`${file} › ${[...titles, spec.title].join(' › ')} [${test.projectName}]`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top suites are the files; the describe blocks below them are part of a test's title.
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

function countPlaywright(file) {
  const report = readJson(file);
  if (!report?.stats) return;
  counts.passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
  counts.failed += report.stats.unexpected ?? 0;
  flaky.push(...flakyTests(report));
}

if (stage && !Object.values(STAGES).includes(stage)) {
  console.error(`✖ TEST_STAGE must be one of ${Object.values(STAGES).join(', ')}, or unset for every stage.`);
  ok = false;
}
if (shard && !/^[1-9]\d*\/[1-9]\d*$/.test(shard)) {
  console.error(`✖ E2E_SHARD must read i/n, such as 2/3 (it is "${shard}").`);
  ok = false;
}
const flaky = [];
const runsChecks = ok && stage !== STAGES.browser;
const runsBrowser = ok && stage !== STAGES.build;

const chromium = runsBrowser ? ensureChromium() : null;
/** Where the browser tests run, when it is there (scripts/chromium.mjs); `chromium` stays the full browser. */
const headlessShell = chromium ? findHeadlessShell() : null;
if (runsBrowser && !chromium) ok = false;
// Installed, where it must be, before anything runs beside it.
const java = runsChecks && ensureJava();

/** Every built page through the W3C's Nu Html Checker: 0 errors, or one failed test. */
async function htmlCheck() {
  const checked =
    java &&
    (await runAsync({title: 'HTML check (Nu Html Checker)', command: 'node', args: ['scripts/check-html.mjs']}));
  if (!checked) {
    ok = false;
    counts.failed += 1;
  }
}

/** The Agent-Friendly Documentation Spec's checker on the served build: grade A, or one failed test. */
async function agentsCheck() {
  await runAsync({title: 'Agent-friendly docs (afdocs)', command: 'node', args: ['scripts/afdocs.mjs'], check: true});
}

/** Playwright on the build, its output as it goes (the longest stage). */
async function browserTests() {
  if (!chromium) return;
  await runAsync({
    title: `Browser tests (Playwright on the build${shard ? `, part ${shard}` : ''})`,
    command: 'npx',
    args: ['playwright', 'test', ...(shard ? [`--shard=${shard}`] : [])],
    env: {
      CHROME_PATH: chromium,
      E2E_FRESH_SERVER: '1',
      ...(headlessShell ? {CHROME_HEADLESS_SHELL: headlessShell} : {}),
      CHROMIUM_ARGS: CHROMIUM_ARGS.join(' '),
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright.json`,
    },
    stream: true,
  });
  countPlaywright(`${RESULTS}/playwright.json`);
}

const browserSkipped = () => {
  ok = false;
  counts.failed += 1;
  console.error('✖ Browser tests skipped: they need a successful build and Chromium.');
};

if (runsChecks) {
  // The build and the checks, two at a time (most checks use one core), longest first; once
  // the build is there, the HTML check and the browser tests run beside the checks left. Any
  // finding fails the run, as a failing test does.
  await runTogether([
    // One build, with a made-up measurement id so the browser tests can follow
    // the consent banner, and with the test pages the published build leaves
    // out; builds without either are checked from the config by the unit tests
    // (tests/unit/config).
    {
      title: 'Production build (every language)',
      command: 'node',
      args: ['scripts/build.mjs'],
      env: {
        // A fixed key keeps the build reproducible; the forms never post in tests.
        STATICFORMS_ACCESS_KEY: process.env.STATICFORMS_ACCESS_KEY ?? 'test-access-key',
        GA_MEASUREMENT_ID: TEST_MEASUREMENT_ID,
        // The pages that crash or embed on purpose (tests/pages).
        SITE_TEST_PAGES: '1',
      },
      // The HTML check and the browser tests both read the finished build: they run side by side.
      then: async (built) => {
        const browser = async () => {
          if (!runsBrowser) return;
          if (built && chromium) await browserTests();
          else browserSkipped();
        };
        await Promise.all([built ? htmlCheck() : null, built ? agentsCheck() : null, browser()]);
      },
    },
    // `npm run typecheck` and ESLint (`npm run lint` is ESLint, Prettier and cspell) over one program.
    // Not in the background: the longest check, and on one core; yielding to the browser tests, it
    // ended after them, alone, with the other core idle (about 25 s of a 2-core run).
    {
      title: 'Type-check and lint (tsc, ESLint)',
      command: 'node',
      args: ['scripts/types-and-lint.mjs'],
      check: true,
    },
    {
      title: 'Unit tests (Jest)',
      command: 'npm',
      args: ['run', '--silent', 'test:unit', '--', '--ci', '--json', `--outputFile=${RESULTS}/jest.json`],
      background: true,
    },
    {title: 'Format (Prettier)', command: 'npx', args: ['prettier', '--check', '.'], background: true, check: true},
    // The layers of src/ and no cycles (.dependency-cruiser.cjs).
    {
      title: 'Layers (dependency-cruiser)',
      command: 'npx',
      args: ['depcruise', 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
      background: true,
      check: true,
    },
    {
      title: 'Spelling (cspell)',
      command: 'npx',
      args: ['cspell', '--no-progress', '--no-summary'],
      background: true,
      check: true,
    },
  ]);
  countJest(`${RESULTS}/jest.json`);
} else if (runsBrowser) {
  // The build of an earlier stage (CI downloads it from the job that made it).
  if (!existsSync('build/sitemap.xml')) {
    console.error('✖ TEST_STAGE=browser needs the build in build/: run `npm run build` first.');
    browserSkipped();
  } else if (!chromium) browserSkipped();
  else await browserTests();
}

// Passed on a retry: counted as passed, and named so that nobody mistakes them for sound.
writeFileSync(`${RESULTS}/flaky.txt`, flaky.map((line) => `${line}\n`).join(''));
if (flaky.length > 0) console.log(`\n${flaky.map((line) => `Flaky: ${line}`).join('\n')}`);

const summary = `${counts.passed} passed, ${counts.failed} failed`;
writeFileSync(`${RESULTS}/summary.txt`, `${summary}\n`);
console.log(`\n${summary}`);
process.exit(ok && counts.failed === 0 ? 0 : 1);
