import type {Locator} from '@playwright/test';
import {ALSO_ON_PHONE, test, expect, holdScripts, hydrated, open, scriptsNamed, settled, tapTitle} from './fixtures';
import {ROUTES} from '../../src/data/routes';

/**
 * Every page is complete as HTML, so the scripts that hydrate it start only
 * once it has loaded, a frame later (src/ssr/template.ts): on a slow phone
 * the page, its CSS and its largest image get the connection first.
 */

test.describe('script loading', () => {
  // That every page starts them after its load event, and still hydrates, is checked in pages.spec.ts.
  test('the HTML carries no script tag that competes with the first paint', async ({request}) => {
    const html = await (await request.get(ROUTES.setup.slice(1))).text();
    expect(html).not.toMatch(/<script[^>]+src=[^>]*main\.[0-9a-f]+\.js/);
    // The loader names both scripts, runtime first, so they run in the order `defer` would.
    expect(scriptsNamed(html).map((file) => file.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual(['runtime~main', 'main']);
  });
});

test.describe('page changes', () => {
  test('one that waits for its code shows the bar at the top of the window, gone once the page is there', async ({
    page,
  }) => {
    await open(page, ROUTES.home);
    const scripts = await holdScripts(page);
    await page.locator(`a[href$="${ROUTES.license}"]`).first().click();
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    await scripts.release();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.license}$`));
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

/** Scrolls a code block into view; the highlighted block replaces the plain one meanwhile. */
async function scrollUntilHighlighted(code: Locator): Promise<void> {
  await expect(async () => {
    await code.scrollIntoViewIfNeeded({timeout: 1000});
    await expect(code.locator('.token').first()).toBeVisible({timeout: 1000});
  }).toPass();
}

test.describe('code blocks', () => {
  const ENTRY = 'customButtonText';

  test('stay plain and load no highlighter until their help entry is opened', async ({page}) => {
    const scriptRequests: string[] = [];
    await open(page, ROUTES.setup);
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptRequests.push(request.url());
    });
    const panel = page.locator(`#${ENTRY}-panel`);
    const code = panel.locator('pre code');
    await expect(code).toContainText('"dh_text_color"');
    await expect(code.locator('.token')).toHaveCount(0);
    await settled(page);
    expect(scriptRequests, 'no script is fetched while the entry is closed').toEqual([]);

    await tapTitle(page, ENTRY);
    await scrollUntilHighlighted(code);
    expect(scriptRequests.length, 'the highlighter loads once the code is in view').toBeGreaterThan(0);
    await expect(panel.getByRole('button', {name: /copy code/i})).toHaveCount(1);
  });

  test('are highlighted when a deep link has opened their entry and they come into view', async ({page}) => {
    await open(page, `${ROUTES.setup}#${ENTRY}`);
    await scrollUntilHighlighted(page.locator(`#${ENTRY}-panel pre code`));
  });

  test(
    'keep their size as the highlighted block takes over: what follows does not move',
    ALSO_ON_PHONE,
    async ({page}) => {
      const scripts = await holdScripts(page);
      await page.goto(`${ROUTES.setup}#${ENTRY}`.slice(1));
      const code = page.locator(`#${ENTRY}-panel pre code`);
      // From the block's top to the top of what follows it (its margin included).
      const span = () =>
        code.evaluate((element) => {
          const block = (element.closest('.theme-code-block') ?? element.closest('pre'))!.parentElement!;
          return block.nextElementSibling!.getBoundingClientRect().top - block.getBoundingClientRect().top;
        });
      const plain = await span();
      await scripts.release();
      await hydrated(page);
      await scrollUntilHighlighted(code);
      expect(Math.abs((await span()) - plain)).toBeLessThan(1);
    },
  );
});
