/**
 * The product pages and forms of the Spanish build (`/es/…`), in the browser:
 * Spanish messages while filling in a form, the same posted field names, the
 * return from the form service to the Spanish thank-you, the consent banner
 * and prices written for the locale.
 */
import {readFileSync} from 'node:fs';
import type {Page, Route} from '@playwright/test';
import {expect, hydrated, open, siteText, test} from './fixtures';
import {ANALYTICS_POLICY_PATH} from '../../src/data/analytics';
import {PRICES, formatPrice} from '../../src/data/constants';
import {FORMS} from '../../src/data/forms';
import {SECTION_ANCHORS} from '../../src/data/deepLinks';
import {ROUTES} from '../../src/data/routes';
import {SEARCH_PAGE_PATH} from '../../src/data/search';

const ENDPOINT = 'https://api.staticforms.xyz/submit';

/** A site text, by its translation id, as the Spanish pages show it. */
const es = (id: string): string => siteText(id, 'es');

/** The consent banner's Spanish, from the analytics plugin's translation file. */
const BANNER = JSON.parse(readFileSync('i18n/es/analytics-consent/banner.json', 'utf8')) as Record<
  string,
  {message: string}
>;
const esBanner = (key: string): string => BANNER[key]?.message ?? `(no Spanish for "${key}")`;

const field = (page: Page, name: string) => page.locator(`form [name="${name}"]`);

test('contact in Spanish: messages in Spanish before anything is sent', async ({page}) => {
  let posts = 0;
  await page.route(`${ENDPOINT}**`, (route) => {
    posts += 1;
    return route.abort();
  });
  await open(page, `/es${FORMS.contact.route}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', {name: es('forms.contact.submit')}).click();
  await expect(page.getByText(es('forms.field.email.required'))).toBeVisible();
  const required = FORMS.contact.fields.filter((field) => field.required).length;
  await expect(page.getByText(es('forms.message.summary.other').replace('{count}', String(required)))).toBeVisible();
  await expect(field(page, 'email')).toBeFocused();
  await field(page, 'email').fill('name@example');
  await expect(page.getByText(`${es('forms.message.errorPrefix')}${es('forms.field.email.invalid')}`)).toBeVisible();
  expect(posts).toBe(0);
});

test('contact in Spanish: a send that fails says why in Spanish and keeps the text', async ({page, consoleErrors}) => {
  const answers = [
    (route: Route) => route.fulfill({status: 500, body: 'Internal error'}),
    (route: Route) => route.abort('internetdisconnected'),
  ];
  await page.route(`${ENDPOINT}**`, (route) => answers.shift()!(route));
  await open(page, `/es${FORMS.contact.route}`);
  const values = {email: 'name@example.com', $accountID: 'user-123', message: 'Hola'};
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
  const button = page.getByRole('button', {name: es('forms.contact.submit')});
  await button.click();
  await expect(page.getByRole('alert')).toContainText(es('forms.message.sendRefused'));
  await button.click();
  await expect(page.getByRole('alert')).toContainText(es('forms.message.sendUnclear'));
  for (const [name, value] of Object.entries(values)) await expect(field(page, name)).toHaveValue(value);
  // The browser reports the failed requests itself.
  consoleErrors.length = 0;
});

for (const [route, form] of [
  ['contact', FORMS.contact],
  ['datadeletion', FORMS.dataDeletion],
] as const) {
  test(`${route} in Spanish: the same fields are posted and the service returns to the Spanish thank-you`, async ({
    page,
  }) => {
    const bodies: URLSearchParams[] = [];
    await page.route(`${ENDPOINT}**`, (request) => {
      const body = new URLSearchParams(request.request().postData() ?? '');
      bodies.push(body);
      // As StaticForms does: 303 to `redirectTo`, moved to the test server.
      const target = new URL(body.get('redirectTo') ?? '');
      const local = new URL(`${target.pathname}${target.search}${target.hash}`, new URL(page.url()).origin);
      return request.fulfill({status: 303, headers: {location: local.href}});
    });
    await open(page, `/es/${route}`);
    const values: Record<string, string> = {email: 'name@example.com', $accountID: 'user-123'};
    for (const {name, type} of form.fields) values[name] ??= type === 'textarea' ? 'Hola' : 'streamer';
    for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
    await page.getByRole('button', {name: es(`forms.${form.id}.submit`)}).click();

    await expect(page).toHaveURL(new RegExp(`/es/${route}\\?form=success#form-success$`));
    await hydrated(page);
    await expect(page.getByRole('status')).toContainText(es(`forms.${form.id}.success`));
    await expect(page.getByRole('link', {name: es(`forms.${form.id}.back`)})).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect([...bodies[0]!.keys()].sort()).toEqual(
      [...form.fields.map(({name}) => name), 'honeypot', 'replyTo', 'redirectTo', 'accessKey'].sort(),
    );
  });
}

test('download in Spanish: prices for the locale, store buttons in Spanish', async ({page}) => {
  await open(page, `/es${ROUTES.download}`);
  const desktop = page.locator(`#${SECTION_ANCHORS.downloadPurchase}`);
  for (const price of [PRICES.basic, PRICES.pro]) {
    await expect(desktop.locator('del', {hasText: formatPrice(price.regular, 'es')})).toBeVisible();
    await expect(desktop.locator('strong', {hasText: formatPrice(price.amount, 'es')})).toBeVisible();
  }
  await expect(page.getByRole('link', {name: es('download.android.storeButton')})).toBeVisible();
});

test.describe('without a stored analytics choice', () => {
  test.use({analyticsChoice: null});

  test('the consent banner is Spanish and links to the Spanish policy', async ({page}) => {
    await open(page, '/es/');
    const banner = page.getByRole('region', {name: esBanner('region')});
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', {name: esBanner('policyLink')})).toHaveAttribute(
      'href',
      new RegExp(`/es${ANALYTICS_POLICY_PATH}$`),
    );
    await banner.getByRole('button', {name: esBanner('decline')}).click();
    await expect(banner).toHaveCount(0);
  });
});

test('the search boxes are labelled in Spanish for screen readers, in English on the English site', async ({page}) => {
  const header = page.locator('nav.navbar').getByRole('combobox');
  const onPage = page.getByRole('main').getByRole('searchbox');
  await open(page, `/es${SEARCH_PAGE_PATH}`);
  await expect(header).toHaveAccessibleName(es('theme.SearchBar.label'));
  await expect(onPage).toHaveAccessibleName(es('search.page.label'));
  await open(page, SEARCH_PAGE_PATH);
  // As the components word them (src/plugins/search/theme).
  await expect(header).toHaveAccessibleName('Search');
  await expect(onPage).toHaveAccessibleName('Search for');
});
