import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, describeViolations, holdScripts, open} from './fixtures';
import {PRIVACY_SETTINGS_LINK} from '../../src/data/analytics';
import {CONSENT_TEXTS} from '../../src/ssr/consentBanner';

/**
 * The analytics consent banner, on the test build (made-up measurement id
 * G-TESTSITE01). Every request to another host is blocked and recorded by
 * the fixtures, so "no request to Google" is read from `externalRequests`.
 */

test.use({analyticsChoice: null});

const banner = (page: Page) => page.getByRole('region', {name: CONSENT_TEXTS.region});
const toGoogle = (requests: string[]) => requests.filter((url) => /google/.test(new URL(url).hostname));
const TAG = 'googletagmanager.com/gtag/js?id=G-TESTSITE01';

test('nothing goes to Google before Accept; Accept loads the tag, and the choice is kept', async ({
  page,
  externalRequests,
}) => {
  await open(page, '/');
  await expect(banner(page)).toBeVisible();
  await open(page, '/faq');
  await expect(banner(page)).toBeVisible();
  expect(toGoogle(externalRequests)).toEqual([]);

  await banner(page).getByRole('button', {name: CONSENT_TEXTS.accept}).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => externalRequests.some((url) => url.includes(TAG))).toBe(true);

  externalRequests.length = 0;
  await open(page, '/setup');
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => externalRequests.some((url) => url.includes(TAG))).toBe(true);
});

test('the banner is in the first paint and takes an answer before the site’s scripts run', async ({
  page,
  externalRequests,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('setup');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  await banner(page).getByRole('button', {name: CONSENT_TEXTS.accept}).click();
  await expect(banner(page)).toHaveCount(0);
  await scripts.release();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  // The answer given early counts: the tag loads once the scripts run.
  await expect.poll(() => externalRequests.some((url) => url.includes(TAG))).toBe(true);
});

test('after Decline nothing goes to Google, on this page or the next ones', async ({page, externalRequests}) => {
  await open(page, '/download');
  await banner(page).getByRole('button', {name: CONSENT_TEXTS.decline}).click();
  await expect(banner(page)).toHaveCount(0);
  await open(page, '/upgrade');
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(banner(page)).toHaveCount(0);
  expect(toGoogle(externalRequests)).toEqual([]);
});

test('the footer\'s "Privacy settings" link reopens the banner, keyboard first, and changes the choice', async ({
  page,
  externalRequests,
}) => {
  await open(page, '/license');
  await banner(page).getByRole('button', {name: CONSENT_TEXTS.decline}).click();
  const settings = page.getByRole('contentinfo').getByRole('link', {name: PRIVACY_SETTINGS_LINK.label});
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeVisible();
  await expect(page).toHaveURL(/\/license$/);
  const accept = banner(page).getByRole('button', {name: CONSENT_TEXTS.accept});
  await expect(accept).toBeFocused();
  await expect(banner(page).getByRole('button', {name: CONSENT_TEXTS.decline})).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  await expect(settings).toBeFocused();
  await expect.poll(() => externalRequests.some((url) => url.includes(TAG))).toBe(true);
});

test('page views never carry search terms or other queries', async ({page}) => {
  await open(page, '/');
  await banner(page).getByRole('button', {name: CONSENT_TEXTS.accept}).click();
  await open(page, '/search?q=mysecretterm');
  await open(page, '/contact?form=success');
  const sent = await page.evaluate(() => JSON.stringify((window as unknown as {dataLayer: unknown[]}).dataLayer));
  expect(sent).toContain('page_view');
  expect(sent).not.toContain('mysecretterm');
  expect(sent).not.toContain('form=success');
});

test('the banner moves nothing on the page and passes axe in both colour modes', async ({page}) => {
  await page.addInitScript(() => {
    (window as unknown as {shifts: number}).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as {shifts: number}).shifts += (entry as unknown as {value: number}).value;
    }).observe({type: 'layout-shift', buffered: true});
  });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme});
    await open(page, '/features');
    await expect(banner(page)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts)).toBeLessThan(0.001);
    const {violations} = await new AxeBuilder({page}).include('#analytics-consent').analyze();
    expect(describeViolations(violations), colorScheme).toEqual([]);
  }
});
