import {defineConfig, devices} from '@playwright/test';
import {normalizeBaseUrl} from './src/data/siteEnv';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_PATH = normalizeBaseUrl(process.env.BASE_URL);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: (
    process.env.CHROMIUM_ARGS ??
    '--no-sandbox --disable-gpu --disable-dev-shm-usage --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'
  ).split(' '),
};

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
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {name: 'desktop', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions}},
    {
      name: 'phone',
      use: {...devices['Pixel 7'], viewport: {width: 390, height: 844}, launchOptions},
      // What reads the built files or the page's head does not depend on the screen size:
      // the size budgets, the SEO tags and tests tagged @once run in the desktop project only.
      testIgnore: ['**/size.spec.ts', '**/seo.spec.ts'],
      grepInvert: /@once/,
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `${ORIGIN}${BASE_PATH}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
