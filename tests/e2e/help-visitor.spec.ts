/**
 * Help that meets the visitor: the platform (`?platform=`, the picker,
 * remembered), the version (`?app=`) and the guided connection check, on
 * the build, at phone and desktop sizes; with and without JavaScript.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {CONNECTION_STEPS, stepAnchor} from '../../src/data/connectionSteps';
import {LATEST_VERSION} from '../../src/data/constants';
import {HELP_ENTRY_LIMITS} from '../../src/data/platforms';
import {describeViolations, expect, helpEntry, open, tapTitle, test} from './fixtures';

/** The entries /setup has that a missing feature marks on iOS. */
const IOS_LESS_SETUP = [
  'deckHopperServer',
  'navigation',
  'floatingHopperButton',
  'twitchEmbeds',
  'vibrateDevice',
  'launchFlags',
];

const badge = (page: Page, id: string) => page.locator(`[data-entry]:has([id="${id}"]) [data-platform-badge]`);

async function expectNoAxeViolations(page: Page, label: string) {
  const {violations} = await new AxeBuilder({page}).analyze();
  expect(describeViolations(violations), label).toEqual([]);
}

test('?platform=ios on /setup marks the iOS-less entries, and the choice survives navigation and reloads', async ({
  page,
}) => {
  await open(page, '/setup?platform=ios');
  await expect(page.getByLabel('I use Deck Hopper on')).toHaveValue('ios');
  for (const id of IOS_LESS_SETUP) {
    await expect(badge(page, id), id).toHaveText(id === 'navigation' ? 'Limited on iOS' : 'Not on iOS');
  }
  await expect(badge(page, 'initialSetup')).toHaveCount(0);
  await expect(badge(page, 'proxyButtons')).toHaveCount(0);

  await tapTitle(page, 'twitchEmbeds');
  await expect(page.locator('#twitchEmbeds-panel [data-visitor-note]')).toContainText(
    'Twitch embeds are not available on iOS.',
  );
  await tapTitle(page, 'navigation');
  const blocks = page.locator('#navigation-panel [data-platforms]');
  await expect(blocks).toHaveCount(3);
  await expect(page.locator('#navigation-panel [data-platforms="ios"]')).toContainText('For your device, iOS');
  const tops = await blocks.evaluateAll((elements) =>
    elements.map((element) => [element.getAttribute('data-platforms'), element.getBoundingClientRect().top] as const),
  );
  const first = [...tops].sort((a, b) => a[1] - b[1])[0]![0];
  expect(first, 'the iOS steps come first').toBe('ios');

  // A link within the site drops the query; the choice stays.
  await tapTitle(page, 'initialSetup');
  await page.locator('#initialSetup-panel').locator('a[href$="/troubleshooting#connectionIssues"]').first().click();
  await expect(page).toHaveURL(/\/troubleshooting#connectionIssues$/);
  await expect(badge(page, 'twitchEmbed')).toHaveText('Not on iOS');
  await expect(page.getByLabel('I use Deck Hopper on')).toHaveValue('ios');

  await open(page, '/setup');
  await expect(badge(page, 'twitchEmbeds')).toHaveText('Not on iOS');

  // Another choice in the picker replaces it everywhere, and in the address.
  await page.getByLabel('I use Deck Hopper on').selectOption('android');
  await expect(page).toHaveURL(/[?&]platform=android/);
  await expect(badge(page, 'twitchEmbeds')).toHaveCount(0);
  await expect(badge(page, 'launchFlags')).toHaveText('Not on Android');
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(badge(page, 'deckHopperServer')).toHaveText('Not on Android');
  await expectNoAxeViolations(page, '/setup with a platform chosen');
});

test('unknown and hostile ?platform= and ?app= values change nothing', async ({page}) => {
  for (const query of [
    'platform=%3Cscript%3Ealert(1)%3C%2Fscript%3E&app=%22%3E%3Cimg%20src%3Dx%3E',
    'platform=iphone&app=9.9.9',
    'platform=__proto__&app=1..5',
  ]) {
    await open(page, `/setup?${query}`);
    await expect(page.getByLabel('I use Deck Hopper on')).toHaveValue('');
    await expect(page.locator('[data-platform-badge]')).toHaveCount(0);
    await expect(page.locator('[data-version-notice]')).toHaveCount(0);
  }
  expect(Object.keys(HELP_ENTRY_LIMITS).length).toBeGreaterThan(0);
});

test('?app=1.5.0 on /patch-notes tells of the new release and marks 1.6 and 1.6.1 as new', async ({page}) => {
  await open(page, '/patch-notes?app=1.5.0');
  await expect(page.locator('[data-version-notice]')).toContainText(`Deck Hopper ${LATEST_VERSION} is available.`);
  for (const release of ['1.6', '1.6.1']) {
    await expect(page.locator(`[data-release="${release}"] [data-new-since]`), release).toHaveText(
      'New since your version',
    );
  }
  const filter = page.getByLabel(/Show only the releases new since your version/);
  await filter.check();
  await expect(page.locator('[data-release]:visible')).toHaveCount(2);
  await expectNoAxeViolations(page, '/patch-notes?app=1.5.0');

  await open(page, '/patch-notes?app=1.6');
  await expect(page.locator('[data-release="1.6.1"] [data-new-since]')).toBeVisible();
  await expect(page.locator('[data-release="1.6"] [data-new-since]')).toHaveCount(0);

  await open(page, `/patch-notes?app=${LATEST_VERSION}`);
  await expect(page.locator('[data-version-notice]')).toHaveCount(0);
  await expect(page.locator('[data-new-since]')).toHaveCount(0);
});

test('?app=1.5.2 on a help page says an update is available and which entries need it', async ({page}) => {
  await open(page, '/setup?app=1.5.2#deckHopperServer');
  await expect(page.locator('[data-version-notice]')).toContainText(`Deck Hopper ${LATEST_VERSION} is available.`);
  await expect(page.locator('#deckHopperServer-panel [data-visitor-note]')).toContainText(
    'Needs Deck Hopper 1.6 or later',
  );
  await open(page, '/troubleshooting?app=1.6.1');
  await expect(page.locator('[data-version-notice]')).toHaveCount(0);
});

test('the connection check, walked with the keyboard, leads to a fix and to "Still stuck?"', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/troubleshooting#connectionIssues');
  await expect(helpEntry(page, 'connectionIssues')).toHaveJSProperty('open', true);
  const [first, second] = CONNECTION_STEPS;
  const step = (id: string) => page.locator(`[id="${stepAnchor(id)}"]`);
  await expect(step(first!.id)).toHaveAttribute('data-status', 'current');

  await step(first!.id).getByRole('button', {name: 'Yes'}).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(`[id="${stepAnchor(second!.id)}-question"]`)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(step(second!.id).getByRole('button', {name: 'Yes'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(step(second!.id).getByRole('button', {name: 'No'})).toBeFocused();
  await page.keyboard.press('Enter');
  const fix = page.locator(`[id="${stepAnchor(second!.id)}-fix"]`);
  await expect(fix).toBeFocused();
  await expect(fix).toContainText('127.0.0.1');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'That fixed it'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: "Still can't connect: next check"})).toBeFocused();
  await page.keyboard.press('Enter');

  for (const {id} of CONNECTION_STEPS.slice(2)) {
    await expect(step(id)).toHaveAttribute('data-status', 'current');
    await expect(page.locator(`[id="${stepAnchor(id)}-question"]`)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(step(id).getByRole('button', {name: 'Yes'})).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(page.locator('#connectionIssues-stuck')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Discord'}).first()).toBeFocused();
  await page.keyboard.press('Tab');
  const contact = page.getByRole('link', {name: 'write to us with the contact form'});
  await expect(contact).toBeFocused();
  await expect(contact).toHaveAttribute('href', /\/contact\?about=connectionIssues$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'Copy what I checked'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Copied: paste it into your message.')).toBeVisible();
  const summary = await page.evaluate(() => navigator.clipboard.readText());
  expect(summary).toContain('Cannot connect to SAMMI: what I checked');
  expect(summary).toContain(`- ${second!.summary}: no, tried the fix`);
  await expectNoAxeViolations(page, 'the connection check at its end');
});

test("a step's address opens the entry at that step", async ({page}) => {
  const anchor = stepAnchor('firewall');
  await open(page, `/troubleshooting#${anchor}`);
  await expect(helpEntry(page, 'connectionIssues')).toHaveJSProperty('open', true);
  await expect(page.locator(`[id="${anchor}"]`)).toHaveAttribute('data-status', 'current');
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  // From another entry, a link to a step opens it too.
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, stepAnchor('antivirus'));
  await expect(page.locator(`[id="${stepAnchor('antivirus')}"]`)).toHaveAttribute('data-status', 'current');
  await expect(page.locator(`[id="${stepAnchor('antivirus')}"]`)).toBeInViewport();

  // A link from another page to a step (the FAQ's remote connection answer).
  await open(page, '/faq#remoteConnection');
  await page.locator('#remoteConnection-panel').getByRole('link', {name: 'connection fails'}).click();
  await expect(page).toHaveURL(new RegExp(`/troubleshooting#${stepAnchor('network')}$`));
  await expect(helpEntry(page, 'connectionIssues')).toHaveJSProperty('open', true);
  await expect(page.locator(`[id="${stepAnchor('network')}"]`)).toHaveAttribute('data-status', 'current');
  await expect(page.locator(`[id="${stepAnchor('network')}"]`)).toBeInViewport();
});

test('without JavaScript the check is an ordered checklist, every problem has "Still stuck?", every platform is shown', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto(`troubleshooting#${stepAnchor('firewall')}`);
  const steps = page.locator('[id="connectionIssues-panel"] ol > li');
  await expect(steps).toHaveCount(CONNECTION_STEPS.length);
  await expect(page.locator(`[id="${stepAnchor('firewall')}"]`)).toBeVisible();
  await expect(page.locator(`[id="${stepAnchor('firewall')}"]`)).toContainText('If not:');
  await expect(page.getByRole('button', {name: 'Yes'})).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Copy what I checked'})).toBeHidden();
  await expect(page.getByLabel('I use Deck Hopper on')).toBeHidden();
  const entries = await page
    .locator('[data-entry] > :is(h2, h3)')
    .evaluateAll((titles) => titles.map((title) => title.id));
  for (const id of entries) {
    await expect(page.locator(`[id="${id}-panel"] a[href$="/contact?about=${id}"]`), id).toHaveCount(1);
  }
  await page.goto('setup');
  await expect(page.locator('#navigation-panel [data-platforms]')).toHaveCount(3);
  await expect(page.locator('[data-platform-badge]')).toHaveCount(0);
  await context.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no violation in the marks, notes and check, ${colorScheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme, reducedMotion: 'reduce'});
    await open(page, '/setup?platform=ios&app=1.5.2#deckHopperServer');
    await expect(page.locator('#deckHopperServer-panel [data-visitor-note]')).toBeVisible();
    await expectNoAxeViolations(page, `/setup marked for iOS and 1.5.2 (${colorScheme})`);
    await open(page, `/troubleshooting#${stepAnchor('settings')}`);
    await page
      .locator(`[id="${stepAnchor('settings')}"]`)
      .getByRole('button', {name: 'No'})
      .click();
    await expect(page.getByRole('button', {name: 'That fixed it'})).toBeVisible();
    await expectNoAxeViolations(page, `the check showing a fix (${colorScheme})`);
    await open(page, '/patch-notes?app=1.5.0');
    await expect(page.locator('[data-new-since]').first()).toBeVisible();
    await expectNoAxeViolations(page, `/patch-notes?app=1.5.0 (${colorScheme})`);
  });
}
