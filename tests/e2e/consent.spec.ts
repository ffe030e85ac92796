import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {
  ALSO_ON_PHONE,
  axeFindings,
  expect,
  expectStableLayout,
  googleTagUrl,
  holdScripts,
  HYDRATED,
  hydrated,
  layoutShifts,
  open,
  PHONE_ONLY,
  recordLayoutShifts,
  test,
} from './fixtures';
import {PRIVACY_SETTINGS_LINK} from '../../src/data/analytics';
import {ROUTES} from '../../src/data/routes';
import {SEARCH_PAGE_PATH} from '../../src/data/search';
import {SUCCESS_PARAM, SUCCESS_QUERY} from '../../src/data/forms';
import {CONSENT_TEXTS} from '../../src/plugins/analytics';
import {BANNER_ID} from '../../src/plugins/analytics/contract';

/**
 * The analytics consent banner, on the test build (made-up measurement id
 * G-TESTSITE01). Every request to another host is blocked and recorded by
 * the fixtures, so "no request to Google" is read from `externalRequests`.
 */

test.use({analyticsChoice: null});

const banner = (page: Page) => page.getByRole('region', {name: CONSENT_TEXTS.region});
const toGoogle = (requests: string[]) => requests.filter((url) => /google/.test(new URL(url).hostname));
/** What the page handed the Google tag so far (its `dataLayer`), as JSON. */
const sentToTag = (page: Page) =>
  page.evaluate(() => JSON.stringify((window as unknown as {dataLayer?: unknown[]}).dataLayer ?? []));

test('nothing goes to Google before Accept; Accept loads the tag, and the choice is kept', async ({
  page,
  externalRequests,
}) => {
  await open(page, ROUTES.home);
  await expect(banner(page)).toBeVisible();
  await open(page, ROUTES.faq);
  await expect(banner(page)).toBeVisible();
  expect(toGoogle(externalRequests)).toEqual([]);
  const tag = await googleTagUrl(page);

  await banner(page).getByRole('button', {name: CONSENT_TEXTS.accept}).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => externalRequests.includes(tag)).toBe(true);
  // The page-speed figures are measured from Accept on (the code is fetched only then), this page's included.
  await expect.poll(() => sentToTag(page), {timeout: 20_000}).toContain('"TTFB"');

  externalRequests.length = 0;
  await open(page, ROUTES.setup);
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => externalRequests.includes(tag)).toBe(true);
});

test('the banner is in the first paint and takes an answer before the site’s scripts run', async ({
  page,
  externalRequests,
}) => {
  const scripts = await holdScripts(page);
  await page.goto(ROUTES.setup.slice(1));
  const tag = await googleTagUrl(page);
  await expect(page.locator('html')).toHaveAttribute(HYDRATED, 'false');
  await banner(page).getByRole('button', {name: CONSENT_TEXTS.accept}).click();
  await expect(banner(page)).toHaveCount(0);
  await scripts.release();
  await hydrated(page);
  // The answer given early counts: the tag loads once the scripts run.
  await expect.poll(() => externalRequests.includes(tag)).toBe(true);
});

test('after Decline nothing goes to Google, on this page or the next ones', async ({page, externalRequests}) => {
  await open(page, ROUTES.download);
  await banner(page).getByRole('button', {name: CONSENT_TEXTS.decline}).click();
  await expect(banner(page)).toHaveCount(0);
  await open(page, ROUTES.upgrade);
  await page.reload();
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
  expect(toGoogle(externalRequests)).toEqual([]);
});

test('the footer\'s "Privacy settings" link reopens the banner, keyboard first, and changes the choice', async ({
  page,
  externalRequests,
}) => {
  await open(page, ROUTES.license);
  const tag = await googleTagUrl(page);
  await banner(page).getByRole('button', {name: CONSENT_TEXTS.decline}).click();
  const settings = page.getByRole('contentinfo').getByRole('link', {name: PRIVACY_SETTINGS_LINK.label});
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.license}$`));
  const accept = banner(page).getByRole('button', {name: CONSENT_TEXTS.accept});
  await expect(accept).toBeFocused();
  await expect(banner(page).getByRole('button', {name: CONSENT_TEXTS.decline})).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  await expect(settings).toBeFocused();
  await expect.poll(() => externalRequests.includes(tag)).toBe(true);
});

test('page views never carry search terms or other queries', async ({page}) => {
  await open(page, ROUTES.home);
  await banner(page).getByRole('button', {name: CONSENT_TEXTS.accept}).click();
  await open(page, `${SEARCH_PAGE_PATH}?q=mysecretterm`);
  await open(page, `${ROUTES.contact}${SUCCESS_QUERY}`);
  const sent = await sentToTag(page);
  expect(sent).toContain('page_view');
  expect(sent).not.toContain('mysecretterm');
  expect(sent).not.toContain(`${SUCCESS_PARAM.name}=${SUCCESS_PARAM.value}`);
});

test('the banner moves nothing on the page and passes axe in both colour modes', ALSO_ON_PHONE, async ({page}) => {
  await recordLayoutShifts(page);
  await page.emulateMedia({colorScheme: 'light'});
  await open(page, ROUTES.features);
  await expect(banner(page)).toBeVisible();
  expectStableLayout(await layoutShifts(page), `${ROUTES.features} with the banner`);

  // The content is where it is without the banner: close it, open it again, and compare.
  const layout = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main, main > *, footer')].map((element) => {
        // In the page, not the window: reaching the footer's link scrolls the window.
        const {x, y, width, height} = element.getBoundingClientRect();
        return [
          element.localName,
          Math.round(x),
          Math.round(y + window.scrollY),
          Math.round(width),
          Math.round(height),
        ];
      }),
    );
  const withBanner = await layout();
  await banner(page).getByRole('button', {name: CONSENT_TEXTS.decline}).click();
  await expect(banner(page)).toBeHidden();
  expect(await layout(), 'the content once the banner is closed').toEqual(withBanner);
  await page.getByRole('contentinfo').getByRole('link', {name: PRIVACY_SETTINGS_LINK.label}).click();
  await expect(banner(page)).toBeVisible();
  expect(await layout(), 'the content once the banner is open again').toEqual(withBanner);

  expect(await axeFindings(page, {include: `#${BANNER_ID}`}), 'light').toEqual([]);
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await axeFindings(page, {include: `#${BANNER_ID}`, colours: 'only'}), 'dark').toEqual([]);
});

test('without JavaScript (a text browser, say) the page holds no banner and no buttons that could do nothing', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto(ROUTES.home.slice(1));
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  // Text browsers ignore CSS and `hidden`: what counts is what the document holds, not what shows.
  await expect(page.locator(`#${BANNER_ID}`)).toHaveCount(0);
  await expect(page.getByRole('button', {name: CONSENT_TEXTS.accept, includeHidden: true})).toHaveCount(0);
  await context.close();
});

test(
  'on a phone the banner takes at most 15% of the screen, both answers alike, under the home page’s heading and Download',
  PHONE_ONLY,
  async ({page}) => {
    const spanish = JSON.parse(readFileSync('i18n/es/analytics-consent/banner.json', 'utf8')) as Record<
      'region' | 'accept' | 'decline',
      {message: string}
    >;
    const texts = [
      {prefix: '', region: CONSENT_TEXTS.region, answers: [CONSENT_TEXTS.accept, CONSENT_TEXTS.decline]},
      {prefix: '/es', region: spanish.region.message, answers: [spanish.accept.message, spanish.decline.message]},
    ];
    for (const {prefix, region, answers} of texts) {
      await open(page, `${prefix}${ROUTES.home}`);
      const box = (await page.getByRole('region', {name: region}).boundingBox())!;
      const screen = page.viewportSize()!;
      expect(box.height, `${prefix}${ROUTES.home}: the banner's height`).toBeLessThanOrEqual(screen.height * 0.15);
      const sizes = await Promise.all(
        answers.map(async (name) => (await page.getByRole('button', {name, exact: true}).boundingBox())!),
      );
      for (const {width, height} of sizes) {
        expect(Math.min(width, height), 'an answer is a 44 px target').toBeGreaterThanOrEqual(44);
        expect([width, height], 'both answers are the same size').toEqual([sizes[0]!.width, sizes[0]!.height]);
      }
      // Above the banner: what the app is, and a way to get it.
      for (const target of [
        page.getByRole('heading', {level: 1}),
        page.locator(`main a[href$="${prefix}${ROUTES.download}"]`).first(),
      ]) {
        await expect(target).toBeVisible();
        expect((await target.boundingBox())!.y + (await target.boundingBox())!.height).toBeLessThanOrEqual(box.y);
      }
    }
  },
);
