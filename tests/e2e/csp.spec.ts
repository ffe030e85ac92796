import type {Page} from '@playwright/test';
import {test, expect, open, isPhone} from './fixtures';
import {ALIASES, ROUTES} from '../../src/data/routes';
/** The framed form's words, in English (src/components/forms/SupportForm/texts.ts). */
const MESSAGES = {
  framed: 'For your safety this form only works on its own page.',
  openOnOwnPage: 'Open the form on its own page',
};

/**
 * The Content-Security-Policy `<meta>` of every page: nothing the site does
 * itself is refused, and what an attacker could slip in is.
 */

type Violation = {directive: string; blocked: string; source: string};

/** Records every `securitypolicyviolation` event of the page in `window.cspViolations`. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const list: Violation[] = [];
    (window as unknown as {cspViolations: Violation[]}).cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) =>
      list.push({directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile}),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as {cspViolations: Violation[]}).cspViolations);

const PATHS = [...Object.values(ROUTES), ...ALIASES.map(({from}) => from), '/contact?form=success', '/search?q=proxy'];
/** The Spanish build has inline scripts of its own (its banner, its texts): each page is hashed on its own. */
const LANGUAGES = {English: PATHS, Spanish: PATHS.map((path) => `/es${path}`)};

for (const analyticsChoice of ['denied', 'granted'] as const) {
  test.describe(`with analytics ${analyticsChoice}`, () => {
    test.use({analyticsChoice});

    for (const [language, paths] of Object.entries(LANGUAGES))
      test(`every ${language} route carries the policy and breaks none of its rules`, async ({page}) => {
        test.skip(isPhone(page), 'the same pages on every screen size');
        test.setTimeout(120_000);
        await recordViolations(page);
        for (const path of paths) {
          await open(page, path);
          const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
          expect(policy, path).toMatch(/script-src 'self' 'sha256-/);
          expect(policy, path).toContain("object-src 'none'");
          // Let the page settle: the search page loads its index, the help its code blocks.
          await page.waitForLoadState('networkidle');
          expect(await violations(page), path).toEqual([]);
        }
      });
  });
}

test('a script injected into the page is refused', async ({page, consoleErrors}) => {
  await recordViolations(page);
  await open(page, '/contact');
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
  await expect.poll(async () => (await violations(page)).map(({directive}) => directive)).toContain('script-src-elem');
  consoleErrors.length = 0;
});

test('a form shown inside a frame gives way to a link to its own page', async ({page}) => {
  await open(page, '/');
  const own = new URL('contact', page.url()).href;
  // The framing page is made up here; the browser would refuse a frame from a
  // made-up page of another host to this local server, and the check treats
  // every frame alike.
  const framer = new URL('/framing-test', page.url()).href;
  const body = `<!doctype html><title>Framing</title><iframe title="framed" src="${own}" width="800" height="600"></iframe>`;
  await page.route(framer, (route) => route.fulfill({contentType: 'text/html', body}));
  await page.goto(framer);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByText(MESSAGES.framed)).toBeVisible();
  await expect(frame.getByRole('link', {name: MESSAGES.openOnOwnPage})).toHaveAttribute('target', '_blank');
  await expect(frame.locator('form')).toBeHidden();
});
