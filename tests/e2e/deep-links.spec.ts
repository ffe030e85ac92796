/**
 * Every address the app opens (src/data/deepLinks.ts), loaded cold in a
 * fresh page at phone and desktop sizes: the target is open, shown below the
 * fixed header and inside the viewport, and the page logs no error.
 */
import type {Page} from '@playwright/test';
import {DEEP_LINKS, type DeepLink} from '../../src/data/deepLinks';
import {ALL_FORMS} from '../../src/data/forms';
import {expect, open, test} from './fixtures';

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

async function expectOpenTarget(page: Page, link: DeepLink): Promise<void> {
  switch (link.kind) {
    case 'accordion': {
      const id = link.hash!;
      await expect(page.locator(`#${id}-toggle`)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(1);
      await expect(page.locator(`#${id}-panel`)).toBeVisible();
      await expect.poll(() => placement(page, `[id="${id}"]`, true)).toBe('visible');
      return;
    }
    case 'section':
      await expect(page.locator(`[id="${link.hash}"]`)).toBeVisible();
      await expect.poll(() => placement(page, `[id="${link.hash}"]`)).toBe('visible');
      return;
    case 'query': {
      const form = ALL_FORMS.find(({route}) => route === link.path);
      expect(form, `a form lives at ${link.path}`).toBeDefined();
      const message = page.getByText(form!.successMessage);
      await expect(message).toBeVisible();
      await expect(message).toBeInViewport();
      return;
    }
  }
}

for (const link of DEEP_LINKS) {
  test(`${link.url} opens its ${link.kind} on a cold load`, async ({page, consoleErrors}) => {
    await open(page, link.url);
    await expectOpenTarget(page, link);
    expect(consoleErrors, 'errors the page logged').toEqual([]);
  });
}
