import type {Locator} from '@playwright/test';
import {hydrated, test, expect, holdScripts, open, scriptsNamed, settled, tapTitle} from './fixtures';
import {ROUTES} from '../../src/data/routes';

/**
 * Every page is complete as HTML, so the scripts that hydrate it start only
 * once it has loaded, a frame later (src/ssr/template.ts): on a slow phone
 * the page, its CSS and its largest image get the connection first.
 */

test.describe('script loading', () => {
  // That every page starts them after its load event, and still hydrates, is checked in pages.spec.ts.
  test('the HTML carries no script tag that competes with the first paint', async ({request}) => {
    const html = await (await request.get('')).text();
    expect(html).not.toMatch(/<script[^>]+src=[^>]*main\.[0-9a-f]+\.js/);
    // The loader names both scripts, runtime first, so they run in the order `defer` would.
    const runtime = html.search(/runtime~main\.[0-9a-f]+\.js/);
    const main = html.search(/\/main\.[0-9a-f]+\.js/);
    expect(runtime).toBeGreaterThan(-1);
    expect(main).toBeGreaterThan(runtime);
  });

  test('the loader adds its scripts one task at a time, the runtime and the main script first', async ({page}) => {
    // Mutations are reported once per task: scripts added in the same task come in one batch.
    await page.addInitScript(() => {
      const batches: string[][] = [];
      Object.assign(window, {scriptBatches: batches});
      new MutationObserver((records) => {
        const added = records
          .flatMap((record) => [...record.addedNodes])
          .filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement && node.src !== '')
          .map((script) => script.src.replace(/^.*\//, ''));
        if (added.length > 0) batches.push(added);
      }).observe(document, {childList: true, subtree: true});
    });
    const response = await page.goto(ROUTES.setup.slice(1));
    await hydrated(page);
    const {entry, chunks} = scriptsNamed(await response!.text());
    const named = [...entry, ...chunks];
    const batches = (await page.evaluate(() => (window as unknown as {scriptBatches: string[][]}).scriptBatches)).map(
      (batch) => batch.filter((file) => named.includes(file)),
    );
    expect(batches.filter((batch) => batch.length > 1)).toEqual([]);
    const added = batches.flat();
    expect(added.slice(0, entry.length)).toEqual(entry);
    expect([...added].sort()).toEqual([...named].sort());
  });
});

test('a help page prefetches the files of the pages it links to, each once, and none it runs already', async ({
  page,
}) => {
  await open(page, ROUTES.setup);
  const prefetched = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href),
    );
  // The links in view prefetch their pages once the page has hydrated.
  await expect.poll(async () => (await prefetched()).length).toBeGreaterThan(0);
  await settled(page);
  const files = await prefetched();
  const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));
  expect(files, 'each file once').toEqual([...new Set(files)]);
  expect(
    files.filter((file) => scripts.includes(file)),
    'none of the scripts the page runs',
  ).toEqual([]);
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
    await expect(page.locator('#nprogress')).toHaveAttribute('aria-hidden', 'true');
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
});
