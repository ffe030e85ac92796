import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, open, policyViolations, recordPolicyViolations, test} from './fixtures';
import {ALIASES, ROUTES} from '../../src/data/routes';

/** The framed form's words, in English (src/components/forms/SupportForm/texts.ts). */
const MESSAGES = {
  framed: 'For your safety this form only works on its own page.',
  openOnOwnPage: 'Open the form on its own page',
};

/**
 * The Content-Security-Policy `<meta>`: what an attacker could slip into a
 * page is refused, the policy comes before every script, and a form framed
 * by another page steps aside. That nothing the site does itself is refused,
 * on every page and with either analytics choice, is checked in
 * pages.spec.ts.
 */

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

test('a form shown inside a frame gives way to a link to its own page', async ({page}) => {
  await open(page, ROUTES.home);
  const own = new URL(ROUTES.contact.slice(1), page.url()).href;
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
  await expect(frame.locator('main form')).toBeHidden();
});
