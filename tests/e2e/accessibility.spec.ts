/**
 * Accessibility journeys: the keyboard alone, and reduced motion. Axe checks
 * every page in both colour modes in pages.spec.ts.
 */
import type {Page} from '@playwright/test';
import {DEEP_LINKS} from '../../src/data/deepLinks';
import {NAV_ITEMS, ROUTES} from '../../src/data/routes';
import {PHONE_ONLY, expect, helpEntry, localePrefix, open, tapTitle, test, entriesOf} from './fixtures';
import {LOCALES} from '../../src/data/locales';

/** The focused element, and whether the browser shows a focus indicator on it. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return {name: '', visible: false, tag: 'body'};
    const style = getComputedStyle(element);
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {
      name: (
        element.getAttribute('aria-label') ??
        element
          .getAttribute('aria-labelledby')
          ?.split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ') ??
        element.textContent
      )
        .trim()
        .replace(/\s+/g, ' '),
      visible: element.matches(':focus-visible') && (ring || style.boxShadow !== 'none'),
      tag: element.tagName.toLowerCase(),
      id: element.id,
      nameAttr: element.getAttribute('name') ?? '',
    };
  });
}

/** Presses Tab until the focused element matches, failing if focus is ever lost or invisible. */
async function tabTo(page: Page, matches: (state: Awaited<ReturnType<typeof focused>>) => boolean, limit = 150) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const state = await focused(page);
    expect(state.tag, 'focus left the page').not.toBe('body');
    expect(state.visible, `no visible focus on ${state.tag} "${state.name}"`).toBe(true);
    if (matches(state)) return state;
  }
  throw new Error('the target was never reached with Tab');
}

/** The entry the journey opens: the first of the setup help that the app links to. */
const ENTRY = entriesOf('setup')[0]!;
const SETUP_LABEL = NAV_ITEMS.find(({to}) => to === ROUTES.setup)!.label;

test(`keyboard only: home → ${SETUP_LABEL} → open ${ENTRY} → copy its link → contact → fix a bad e-mail → success`, async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/');

  await tabTo(page, (state) => state.tag === 'a' && state.name === SETUP_LABEL);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${ROUTES.setup}$`));
  await page.locator(`[id="${ENTRY}-toggle"]`).waitFor();

  await tabTo(page, (state) => state.tag === 'summary' && state.id === `${ENTRY}-toggle`);
  await page.keyboard.press('Enter');
  await expect(helpEntry(page, ENTRY)).toHaveJSProperty('open', true);

  await tabTo(page, (state) => state.tag === 'button' && state.name === 'Copy link');
  await page.keyboard.press('Enter');
  await expect(page.locator(`#${ENTRY}-panel`).getByRole('status')).toContainText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${ROUTES.setup}#${ENTRY}$`));

  const posts: URLSearchParams[] = [];
  await page.route('https://api.staticforms.xyz/**', async (route) => {
    const body = new URLSearchParams(route.request().postData() ?? '');
    posts.push(body);
    const target = new URL(body.get('redirectTo') ?? '');
    await route.fulfill({
      status: 303,
      headers: {location: new URL(`${target.pathname}${target.search}`, new URL(page.url()).origin).href},
    });
  });
  await open(page, ROUTES.contact);

  await tabTo(page, (state) => state.nameAttr === 'email');
  await page.keyboard.type('not-an-address');
  await tabTo(page, (state) => state.nameAttr === '$accountID');
  await page.keyboard.type('user-123');
  await tabTo(page, (state) => state.nameAttr === 'message');
  await page.keyboard.type('I cannot sign in.');
  await tabTo(page, (state) => state.tag === 'button' && /^Send/.test(state.name));
  await page.keyboard.press('Enter');

  const email = page.locator('form [name="email"]');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect((await focused(page)).visible).toBe(true);
  expect(posts).toHaveLength(0);

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('name@example.com');
  await tabTo(page, (state) => state.tag === 'button' && /^Send/.test(state.name));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you for your submission! We will get back to you shortly.')).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(posts[0]!.get('email')).toBe('name@example.com');
});

/** Records the `behavior` of every scroll the page asks for. */
async function recordScrolls(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as {scrollCalls: string[]}).scrollCalls = calls;
    const record = (options: unknown) => {
      const behavior =
        typeof options === 'object' && options !== null ? (options as ScrollToOptions).behavior : undefined;
      calls.push(behavior ?? 'auto');
    };
    const scrollTo = window.scrollTo.bind(window) as (...args: unknown[]) => void;
    const scrollBy = window.scrollBy.bind(window) as (...args: unknown[]) => void;
    window.scrollTo = (...args: unknown[]) => {
      record(args[0]);
      scrollTo(...args);
    };
    window.scrollBy = (...args: unknown[]) => {
      record(args[0]);
      scrollBy(...args);
    };
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its element below.
    const {scrollIntoView} = Element.prototype;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      record(options);
      scrollIntoView.call(this, options);
    };
  });
}

const scrollCalls = (page: Page) => page.evaluate(() => (window as unknown as {scrollCalls: string[]}).scrollCalls);

/** Lands on a section and opens an entry, waiting each time for the scroll the site asks for. */
async function scrollsWhileUsingTheSite(page: Page): Promise<string[]> {
  await open(page, DEEP_LINKS.find(({kind}) => kind === 'section')!.url);
  await expect
    .poll(async () => (await scrollCalls(page)).length, {message: 'the section is scrolled to'})
    .toBeGreaterThan(0);
  const calls = await scrollCalls(page);
  await open(page, ROUTES.setup);
  await tapTitle(page, ENTRY);
  await expect
    .poll(async () => (await scrollCalls(page)).length, {message: 'the opened entry is scrolled to'})
    .toBeGreaterThan(0);
  return [...calls, ...(await scrollCalls(page))];
}

test('reduced motion turns smooth scrolling off', async ({page}) => {
  await recordScrolls(page);
  await page.emulateMedia({reducedMotion: 'no-preference'});
  const normal = await scrollsWhileUsingTheSite(page);
  expect(normal, 'the site scrolls smoothly by default').toContain('smooth');

  await page.emulateMedia({reducedMotion: 'reduce'});
  const reduced = await scrollsWhileUsingTheSite(page);
  expect(reduced.length, 'the same scrolls still happen').toBeGreaterThan(0);
  expect(reduced).not.toContain('smooth');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
});

for (const locale of LOCALES)
  test(
    `${locale}: on a phone the opened menu's rows, its back and close buttons and the colour switch are 44 px targets`,
    PHONE_ONLY,
    async ({page}) => {
      await open(page, `${localePrefix(locale)}${ROUTES.setup}`);
      await page.locator('.navbar__toggle').click();
      const menu = page.locator('.navbar-sidebar');
      const small = () =>
        menu.locator('a:visible, button:visible').evaluateAll((controls) =>
          controls
            .map((control) => ({control, box: control.getBoundingClientRect()}))
            .filter(({box}) => box.width < 44 || box.height < 44)
            .map(
              ({control, box}) =>
                `${control.textContent.trim() || control.getAttribute('aria-label')}: ${Math.round(box.width)} x ${Math.round(box.height)}`,
            ),
        );
      // The help's own menu (a help page opens on it), then the site's; the brand link heads both.
      await expect.poll(small).toEqual([]);
      await menu.locator('.navbar-sidebar__back').click();
      await expect.poll(small).toEqual([]);
    },
  );
