import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {hydrated, test, expect, open, timeoutForLoads} from './fixtures';
import {CHUNK_LOAD_TIMEOUT_MS, CHUNK_SLOW_NOTICE_MS} from '../../src/data/constants';
/** The error screen's title, as the spec words it (src/components/site/ErrorScreen). */
const ERROR_TITLE = 'Unexpected Application Error!';
import {SUCCESS_QUERY} from '../../src/data/forms';
import {HELP_PAGES} from '../../src/data/deepLinks';
import {ROUTES} from '../../src/data/routes';
import {BANNER_ID} from '../../src/plugins/analytics/contract';
import {normalizeBaseUrl} from '../../src/data/siteEnv';

function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && extensions.includes(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test.describe('error screens', () => {
  test('a page that crashes while rendering shows the error screen inside the site frame', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/__tests/error-boundary');
    await page.getByRole('button', {name: 'Crash with a cause'}).click();
    await expect(page.getByRole('heading', {level: 1, name: ERROR_TITLE})).toBeVisible();
    await expect(page.getByText('Rendering failed on purpose <b>as text</b>', {exact: true})).toBeVisible();
    await expect(page.locator('main b')).toHaveCount(0);
    const details = page.locator('details', {hasText: 'Technical details'});
    await expect(details.locator('pre')).toBeHidden();
    await details.locator('summary').click();
    await expect(details.locator('pre')).toContainText('Rendering failed on purpose');
    await expect(details.locator('pre')).toContainText('The cause of the failure');
    await expect(details.locator('pre')).toContainText(/\bat\b/);
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Go to the home page'})).toBeVisible();
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    // React reports the error it caught; that is expected here.
    consoleErrors.length = 0;
  });

  test('"Try again" renders the page again', async ({page, consoleErrors}) => {
    await open(page, '/__tests/error-boundary');
    await page.getByRole('button', {name: 'Crash this page'}).click();
    await expect(page.getByRole('heading', {level: 1, name: ERROR_TITLE})).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Error screen test'})).toBeVisible();
    consoleErrors.length = 0;
  });
});

test.describe('chunk loading', () => {
  test('the emitted runtime waits 120 s for a chunk', () => {
    const runtime = filesUnder('build/assets/js', ['.js']).find((file) =>
      path.basename(file).startsWith('runtime~main'),
    );
    expect(runtime, 'runtime~main chunk').toBeTruthy();
    const source = readFileSync(runtime!, 'utf8');
    const match = /setTimeout\([^;]*?type:"timeout"[^;]*?,\s*([0-9.e]+)\)/.exec(source);
    expect(match, 'chunk time-out in the runtime').not.toBeNull();
    expect(Number(match![1])).toBe(CHUNK_LOAD_TIMEOUT_MS);
  });

  test('a page chunk that fails to load shows "Loading chunk {id} failed." with a reload button', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(/\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/, (route) => route.abort('blockedbyclient'));
    await page.goto('license');
    const notice = page.getByRole('alert').filter({hasText: /Loading chunk \S+ failed\./});
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', {name: 'Reload'})).toBeVisible();
    // The static page is still there to read.
    await expect(page.getByRole('heading', {level: 1, name: 'License Information'})).toBeVisible();
    consoleErrors.length = 0;
  });
});

test.describe('loading failures after the page has started', () => {
  /** Page code of other pages, not the code every page shares. */
  const PAGE_CHUNKS = /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/;

  test("following a link while offline shows the notice over the page, not the browser's error page", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await open(page, ROUTES.faq);
    const shown = {address: page.url(), heading: await page.getByRole('heading', {level: 1}).textContent()};
    await page.route(PAGE_CHUNKS, (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    await page.getByRole('contentinfo').getByRole('link', {name: 'License Information'}).click();
    const notice = page.getByRole('alert').filter({hasText: /failed\./});
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', {name: 'Reload'})).toBeVisible();
    // Still the site, still the page the visitor was reading, and the address says so.
    await expect(page).toHaveURL(shown.address);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(shown.heading!);
    await expect(page.locator('nav.navbar a.navbar__item[aria-current="page"]')).toHaveAttribute(
      'href',
      new URL(shown.address).pathname,
    );
    await context.setOffline(false);
    consoleErrors.length = 0;
  });

  test.describe('before the visitor has answered the consent banner', () => {
    test.use({analyticsChoice: null, viewport: {width: 1000, height: 700}});

    test('the notice leaves the banner and its buttons clear', async ({page, consoleErrors}) => {
      await open(page, ROUTES.faq);
      const banner = page.locator(`#${BANNER_ID}`);
      await expect(banner).toBeVisible();
      await page.route(PAGE_CHUNKS, (route) => route.abort('internetdisconnected'));
      await page.getByRole('contentinfo').getByRole('link', {name: 'License Information'}).click();
      const notice = page.getByRole('alert').filter({hasText: /failed\./});
      await expect(notice).toBeVisible();
      // Each failed chunk may redraw the notice: the boxes are read again until both are there.
      const overlap = async () => {
        const [a, b] = [await notice.boundingBox(), await banner.boundingBox()];
        if (!a || !b) return null;
        return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      };
      await expect.poll(overlap).toBe(false);
      consoleErrors.length = 0;
    });
  });

  test.describe('with the page clock', () => {
    // The clock stays installed for every later page of its context.
    test.use({ownContext: true});

    test('a page chunk that hangs shows the notice long before the bundler gives up', async ({page, consoleErrors}) => {
      expect(CHUNK_SLOW_NOTICE_MS).toBeLessThan(CHUNK_LOAD_TIMEOUT_MS / 4);
      // The page's clock is the test's: the notice's delay passes at once, the bundler's never.
      await page.clock.install();
      await open(page, ROUTES.home);
      await page.route(PAGE_CHUNKS, () => new Promise<void>(() => undefined));
      // Stopped a moment ahead of the page's own time (a pause can only move forward).
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      await page.getByRole('contentinfo').getByRole('link', {name: 'License Information'}).click();
      const notice = page.getByRole('alert').filter({hasText: 'This page is taking a long time to load.'});
      await page.clock.runFor(CHUNK_SLOW_NOTICE_MS - 1_000);
      await expect(notice).toHaveCount(0);
      await page.clock.runFor(1_000);
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('button', {name: 'Reload'})).toBeVisible();
      consoleErrors.length = 0;
    });
  });
});

test.describe('odd addresses', () => {
  // A script in the query and markup in the hash go together: each is read on its own.
  const ODD = [
    '#',
    '#%E0%A4%A',
    `#${'a'.repeat(5000)}`,
    '?form=<script>alert(1)</script>#"><img src=x onerror=alert(1)>',
  ];

  const base = normalizeBaseUrl(process.env.BASE_URL);
  // The pages of a kind read their address with the same code, so one page of each kind is
  // enough: each help page (each with its own tools), the patch notes, a form page and a page
  // of sections. The inline script that opens a deep link runs on every page alike.
  const ONE_OF_EACH_KIND = [...Object.values(HELP_PAGES), ROUTES.patchNotes, ROUTES.contact, ROUTES.home];
  for (const route of ONE_OF_EACH_KIND) {
    test(`${route} takes odd hashes and queries without an error or a dialog`, async ({page}) => {
      test.setTimeout(timeoutForLoads(ODD.length));
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      for (const odd of ODD) {
        // A fresh document each time: from one odd hash to the next, `goto` would only change the hash.
        await page.goto('about:blank');
        await page.goto(`${route}${odd}`.slice(1));
        await hydrated(page);
        await expect(page.locator('img[src="x"]')).toHaveCount(0);
      }
      expect(dialogs).toEqual([]);
    });
  }

  test('an address starting with // opens the not-found page without an error', async ({page}) => {
    const origin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin;
    for (const odd of [`/${base}license.html`, '//evil.example/x.html', `/${base}index.html${SUCCESS_QUERY}`]) {
      await page.goto(`${origin}${odd}`);
      await hydrated(page);
      expect(new URL(page.url()).origin).toBe(origin);
    }
  });
});
