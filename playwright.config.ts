import {defineConfig, devices} from '@playwright/test';
import {normalizeBaseUrl} from './src/data/siteEnv';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_PATH = normalizeBaseUrl(process.env.BASE_URL);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The browser visitors have: Debian's Chromium, or the one CHROME_PATH names. */
const BROWSER = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * Chromium's headless shell, where `npm test` found it (scripts/chromium.mjs): the tests run
 * there, but for those tagged `@full-browser` (tests/e2e/fixtures.ts), which check what the
 * shell does not do as the browser does, such as leaving lazy frames below the fold unloaded.
 */
const SHELL = process.env.CHROME_HEADLESS_SHELL;
const launchOptions = {
  executablePath: SHELL ?? BROWSER,
  args: [
    ...(
      process.env.CHROMIUM_ARGS ??
      '--no-sandbox --disable-gpu --disable-dev-shm-usage --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'
    ).split(' '),
    // The pages of the site share one renderer process, which the tests of a worker keep
    // alive (tests/e2e/fixtures.ts): starting a process for each test costs as much as a page load.
    '--process-per-site',
    // And a new page opens in that process too: each opened first in a process of its own, which
    // it left for the site's at its first load, so every test started and ended a process (about a
    // twentieth of the suite's processor time). Pages of another site, such as a framing test's
    // page, still get their own: the limit gives way to site isolation.
    '--renderer-process-limit=1',
    // Scripts run in V8's baseline compilers only. Its optimizing compilers pay off in long-lived
    // pages; here each page lives a few seconds, and their work in the background took processor
    // time from the tests: the suite ran about a tenth faster without them. The benchmarks, which
    // measure the site as phones run it, keep them (scripts/chromium.mjs).
    '--js-flags=--max-opt=1',
    // Nothing but the site is reached: every other host fails to resolve. Blocking with a route
    // instead would pass each request through the test process and turn the browser's cache off,
    // so every page would load and compile the site's scripts anew (tests/e2e/fixtures.ts records
    // the requests that fail here).
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ],
};

const DESKTOP = {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  // The HTML report (playwright-report/) is what CI keeps when a run fails.
  reporter: [['list'], ['json'], ['html', {open: 'never'}]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `${ORIGIN}${BASE_PATH}`,
    // A trace costs about a third of a test's time, so it is recorded only when CI retries a
    // failed test; every failure keeps its screenshot.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  // Each test runs once, at the size where what it checks shows (tests/e2e/fixtures.ts says how
  // a test is tagged): the phone project runs only the tests whose behaviour depends on the
  // screen size, the desktop project everything but the small-screen-only ones (and, in the
  // headless shell, but the full-browser ones, which desktop-browser runs).
  projects: [
    {
      name: 'desktop',
      use: {...DESKTOP, launchOptions},
      grepInvert: SHELL ? /@phone-only|@full-browser/ : /@phone-only/,
    },
    {
      name: 'phone',
      use: {...devices['Pixel 7'], viewport: {width: 390, height: 844}, launchOptions},
      grep: /@phone/,
    },
    ...(SHELL
      ? [
          {
            name: 'desktop-browser',
            use: {...DESKTOP, launchOptions: {...launchOptions, executablePath: BROWSER}},
            grep: /@full-browser/,
          },
        ]
      : []),
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `${ORIGIN}${BASE_PATH}`,
    // `npm test` serves the build it has just made: a server left running on the port would
    // otherwise be tested in its place. A run of `npx playwright test` reuses one.
    reuseExistingServer: !process.env.CI && !process.env.E2E_FRESH_SERVER,
    timeout: 30_000,
  },
});
