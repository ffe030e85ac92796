/**
 * Every address released apps open (src/data/deepLinks.ts), loaded cold in a
 * fresh page at phone and desktop sizes:
 * - before the site's scripts have run (held back), a help entry is already
 *   open in the first frame that shows it, and a page section is in place;
 * - once the page has hydrated, the target is open, below the fixed header
 *   and inside the viewport, and the page logged no error;
 * - a tap on a closed entry before the scripts run opens it, and hydration
 *   keeps it open.
 */
import type {Page} from '@playwright/test';
import {DEEP_LINKS, type DeepLink} from '../../src/data/deepLinks';
import {ALL_FORMS, SUCCESS_FRAGMENT, type FormId} from '../../src/data/forms';
import {expect, helpEntry, holdScripts, open, tapTitle, test} from './fixtures';

/** Each form's thank-you, in English (src/components/forms/SupportForm/texts.ts). */
const SUCCESS_MESSAGES: Record<FormId, string> = {
  contact: 'Thank you for your submission! We will get back to you shortly.',
  dataDeletion: "We've received your deletion request! We will get back to you shortly.",
};

/**
 * Why the element is not in view below the header, or 'visible'. A title
 * must fit whole; a section, which may be taller than the screen, must start
 * inside it.
 */
async function placement(page: Page, selector: string, whole = false): Promise<string> {
  const header = await page.locator('nav.navbar').boundingBox();
  const target = await page.locator(selector).first().boundingBox();
  const viewport = page.viewportSize()!;
  if (!header) return 'no header';
  if (!target) return `no box for ${selector}`;
  const headerBottom = header.y + header.height;
  if (target.y < headerBottom - 1) return `${selector} hidden under the header (${target.y} < ${headerBottom})`;
  if (whole && target.y + target.height > viewport.height) return `${selector} runs below the viewport`;
  if (target.y >= viewport.height) return `${selector} below the viewport (${target.y} >= ${viewport.height})`;
  return 'visible';
}

/** The heading that titles an entry named by an id or one of its former ids. */
const titleOf = (id: string) => `[data-entry]:has([id="${id}"]) > :is(h2, h3)`;

/** The app opens the same addresses in Spanish by putting `/es` after the base path. */
const LANGUAGES = [
  {prefix: '', name: 'English', tag: ''},
  // The first-frame checks of the Spanish site run at one size only.
  {prefix: '/es', name: 'Spanish', tag: ' @once'},
] as const;

async function expectOpenTarget(page: Page, link: DeepLink, spanish = false): Promise<void> {
  switch (link.kind) {
    case 'entry': {
      const id = link.hash!;
      await expect(helpEntry(page, id)).toHaveJSProperty('open', true);
      await expect(page.locator('[data-entry] > details[open]')).toHaveCount(1);
      await expect(page.locator(`#${id}-panel`)).toBeVisible();
      await expect.poll(() => placement(page, titleOf(id), true)).toBe('visible');
      return;
    }
    case 'section':
      await expect(page.locator(`[id="${link.hash}"]`)).toBeVisible();
      await expect.poll(() => placement(page, `[id="${link.hash}"]`)).toBe('visible');
      return;
    case 'query': {
      const form = ALL_FORMS.find(({route}) => route === link.path);
      expect(form, `a form lives at ${link.path}`).toBeDefined();
      const message = spanish ? page.locator(`#${SUCCESS_FRAGMENT}`) : page.getByText(SUCCESS_MESSAGES[form!.id]);
      await expect(message).toBeVisible();
      await expect(message).toBeInViewport();
      return;
    }
  }
}

for (const {prefix} of LANGUAGES) {
  for (const link of DEEP_LINKS) {
    test(`${prefix}${link.url} opens its ${link.kind} on a cold load`, async ({page, consoleErrors}) => {
      await open(page, `${prefix}${link.url}`);
      await expectOpenTarget(page, link, prefix !== '');
      expect(consoleErrors, 'errors the page logged').toEqual([]);
    });
  }
}

/**
 * Before the page's HTML is parsed: records, in the first animation frame
 * in which the entry's `<details>` exists (that frame's paint is the first
 * that can show the entry open or closed), whether it is open.
 */
function recordFirstFrame(id: string) {
  const record = {seen: false, open: false};
  (window as unknown as {firstFrame: typeof record}).firstFrame = record;
  const frame = () => {
    const details = document
      .getElementById(id)
      ?.closest('[data-entry]')
      ?.querySelector<HTMLDetailsElement>(':scope > details');
    if (!details) {
      requestAnimationFrame(frame);
      return;
    }
    record.seen = true;
    record.open = details.open;
  };
  requestAnimationFrame(frame);
}

test.describe('before the scripts run', () => {
  for (const {prefix, tag} of LANGUAGES)
    for (const link of DEEP_LINKS.filter(({kind}) => kind === 'entry')) {
      test(`${prefix}${link.url} is open in the first frame that shows it${tag}`, async ({page}) => {
        await holdScripts(page);
        await page.addInitScript(recordFirstFrame, link.hash);
        await page.goto(`${prefix}${link.url}`.slice(1));
        await page.waitForLoadState('load');
        const firstFrame = await page.evaluate(
          () => (window as unknown as {firstFrame: {seen: boolean; open: boolean}}).firstFrame,
        );
        expect(firstFrame).toEqual({seen: true, open: true});
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
        await expect(page.locator('[data-entry] > details[open]')).toHaveCount(1);
        await expect.poll(() => placement(page, titleOf(link.hash!), true)).toBe('visible');
      });
    }

  for (const link of DEEP_LINKS.filter(({kind}) => kind === 'section')) {
    test(`${link.url} shows its section below the header`, async ({page}) => {
      await holdScripts(page);
      await page.goto(link.url.slice(1));
      await page.waitForLoadState('load');
      await expect(page.locator(`[id="${link.hash}"]`)).toBeVisible();
      await expect.poll(() => placement(page, `[id="${link.hash}"]`)).toBe('visible');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    });
  }

  test('a tap on a closed entry opens it, and hydration keeps it open', async ({page, consoleErrors}) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const scripts = await holdScripts(page);
    await page.goto('setup#proxyButtons');
    await page.waitForLoadState('load');
    await tapTitle(page, 'navigation');
    await expect(helpEntry(page, 'navigation')).toHaveJSProperty('open', true);
    await expect(helpEntry(page, 'proxyButtons')).toHaveJSProperty('open', false);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');

    await scripts.release();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    // Hydration is over once React has committed; give it the frame it takes.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    await expect(page.locator('[data-entry] > details[open]')).toHaveCount(1);
    await expect(helpEntry(page, 'navigation')).toHaveJSProperty('open', true);

    // And the page works on as usual: the next tap scrolls its entry into view.
    await tapTitle(page, 'settings');
    await expect(helpEntry(page, 'settings')).toHaveJSProperty('open', true);
    await expect(helpEntry(page, 'navigation')).toHaveJSProperty('open', false);
    await expect.poll(() => placement(page, titleOf('settings'), true)).toBe('visible');
    expect(consoleErrors).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
