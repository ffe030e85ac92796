import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {
  expect,
  holdScripts,
  HYDRATED,
  open,
  policyViolations,
  recordPolicyViolations,
  test,
  ENTRY_LINKS,
} from './fixtures';
import {ALIASES, ROUTES} from '../../src/data/routes';
import {BANNER_ID} from '../../src/plugins/analytics/contract';
import {FRAME_NOTICE_TEXTS} from '../../src/plugins/frameGuard';

/**
 * The Content-Security-Policy `<meta>` and the frame guard: what an attacker
 * could slip into a page is refused, the policy comes before every script,
 * and no other site can use a page inside a frame. That nothing the site does
 * itself is refused, on every page and with either analytics choice, is
 * checked in pages.spec.ts.
 */

/**
 * Shows `address` (a path under the base path) in a frame of a page of
 * `framerOrigin`; returns the frame. A framing page made up by a route would
 * count as a public address framing a local one, which Chromium refuses
 * (Local Network Access), so the framing page is a file of the test server,
 * reached under `framerOrigin`: `localhost` is another origin than the
 * server's 127.0.0.1.
 */
async function showInFrame(page: Page, framerOrigin: string, address: string) {
  const site = new URL(test.info().project.use.baseURL!);
  const framer = new URL(`${site.pathname}robots.txt`, framerOrigin).href;
  // The fixtures block every host but the site's.
  await page.route(framer, (route) => route.continue());
  await page.goto(framer);
  await page.evaluate(
    (src) => {
      const frame = document.createElement('iframe');
      Object.assign(frame, {src, title: 'framed', width: '800', height: '600'});
      document.body.append(frame);
    },
    new URL(address.slice(1), site).href,
  );
  const frame = await (await page.locator('iframe').elementHandle()).contentFrame();
  return {frame: frame!, locator: page.frameLocator('iframe')};
}

const siteOrigin = () => new URL(test.info().project.use.baseURL!).origin;

test('every built page and alias page has its policy right after <meta charset>, before any script', () => {
  const files = readdirSync('build', {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
  const misplaced = files.filter((file) => {
    const html = readFileSync(path.join('build', file), 'utf8');
    const policy = /<meta charset[^>]*>\s*<meta http-equiv="Content-Security-Policy"/i.exec(html);
    const script = html.search(/<script\b/i);
    return !policy || (script >= 0 && script < policy.index + policy[0].length);
  });
  // The alias pages, written by the client-redirects plugin, are among them.
  for (const {from} of ALIASES) expect(files).toContain(`${from.slice(1)}/index.html`);
  expect(misplaced).toEqual([]);
});

test('a script injected into the page is refused', async ({page, consoleErrors}) => {
  await recordPolicyViolations(page);
  await open(page, ROUTES.contact);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
    const handler = document.createElement('div');
    handler.setAttribute('onclick', 'window.injected = true');
    document.body.append(handler);
    handler.click();
    return (window as unknown as {injected?: boolean}).injected === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(async () => (await policyViolations(page)).map(({directive}) => directive))
    .toContain('script-src-elem');
  consoleErrors.length = 0;
});

test('framed by the site itself, a page shows as it is, a form included', async ({page}) => {
  const {locator: frame} = await showInFrame(page, siteOrigin(), ROUTES.contact);
  await expect(frame.locator('main form')).toBeVisible();
  await expect(frame.getByText(FRAME_NOTICE_TEXTS.message)).toHaveCount(0);
});

test.describe('framed by another site', () => {
  // With no choice stored, the consent banner would show: it must not, in the frame.
  test.use({analyticsChoice: null});

  test('a page shows only a notice and a link that opens it in its own window, from its first paint, after hydration and after a client-side navigation', async ({
    page,
  }) => {
    const deepLink = ENTRY_LINKS[0]!;
    const other = new URL(siteOrigin());
    other.hostname = 'localhost';
    const scripts = await holdScripts(page);
    const {frame, locator} = await showInFrame(page, other.origin, deepLink.url);
    const link = locator.getByRole('link', {name: FRAME_NOTICE_TEXTS.link});
    const onlyTheNotice = async (when: string) => {
      await expect(locator.getByText(FRAME_NOTICE_TEXTS.message), when).toBeVisible();
      await expect(link, when).toBeVisible();
      await expect(locator.locator('main'), when).toBeHidden();
      await expect(locator.locator('nav.navbar'), when).toBeHidden();
      await expect(locator.locator(`#${BANNER_ID} button`).first(), when).toBeHidden();
    };

    // The HTML, its CSS and its inline scripts alone: the banner's script has revealed it.
    await expect(locator.locator(`#${BANNER_ID}`)).not.toHaveAttribute('hidden');
    await onlyTheNotice('first paint');
    await scripts.release();
    await expect(locator.locator('html')).toHaveAttribute(HYDRATED, 'true');
    await onlyTheNotice('after hydration');

    const opened = page.context().waitForEvent('page');
    await link.click();
    const own = await opened;
    await own.waitForURL(frame.url());
    expect(own.url()).toContain(`#${deepLink.hash}`);
    await own.close();

    // A navigation of the page's own router: the page stays, the notice and the address follow.
    await frame.evaluate(() => Object.assign(window, {beforeNavigation: true}));
    await frame
      .locator(`nav.navbar a[href$="${ROUTES.faq}"]`)
      .first()
      .evaluate((anchor: HTMLElement) => anchor.click());
    await frame.waitForURL((url) => url.pathname.endsWith(ROUTES.faq));
    expect(await frame.evaluate(() => 'beforeNavigation' in window)).toBe(true);
    await onlyTheNotice('after a client-side navigation');
    await link.blur();
    await link.focus();
    await expect(link).toHaveAttribute('href', frame.url());
  });
});
