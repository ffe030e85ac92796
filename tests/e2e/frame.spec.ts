import {readFileSync} from 'node:fs';
import {ALSO_ON_PHONE, PHONE_ONLY, hydrated, test, expect, open, isPhone, sitemapPaths} from './fixtures';
import {ALIASES, FILE_ALIASES, GET_HELP_LINKS, NAV_ITEMS, ROUTES} from '../../src/data/routes';
import {COPYRIGHT_YEAR} from '../../src/data/constants';
import {SUCCESS_QUERY} from '../../src/data/forms';
import {SOCIAL_LINKS, type SocialLink} from '../../src/data/links';
import {normalizeBaseUrl} from '../../src/data/siteEnv';

const BASE = normalizeBaseUrl(process.env.BASE_URL);

/**
 * The site's frame: routes and aliases, header, footer, legal pages and the
 * not-found page. That every page of the sitemap answers at its own address
 * without an error is checked in pages.spec.ts.
 */

test.describe('routes', () => {
  test('every canonical route is built and listed in the sitemap', () => {
    const paths = sitemapPaths().map((path) => `/${path.slice(BASE.length)}`);
    for (const route of Object.values(ROUTES)) expect(paths).toContain(route);
    for (const alias of ALIASES) expect(paths).not.toContain(alias.from);
  });
});

test.describe('aliases', () => {
  // A query the app adds, and the form service's return to the contact page through its alias.
  const cases = [
    ...ALIASES.map(({from, to}) => ({from, to, query: '?src=app', hash: '#top'})),
    ...ALIASES.filter(({to}) => to === ROUTES.contact).map(({from, to}) => ({
      from,
      to,
      query: SUCCESS_QUERY,
      hash: '#x',
    })),
  ];

  test('every alias lands on its route, keeping the query and the hash', async ({page}) => {
    for (const {from, to, query, hash} of cases) {
      await page.goto(`${from.slice(1)}${query}${hash}`);
      const expected = `${BASE}${to.slice(1)}`;
      await expect(page, `${from}${query}${hash}`).toHaveURL(
        (url) => url.pathname === expected && url.search === query && url.hash === hash,
      );
    }
  });

  test('every file alias shows its route once, at its canonical address', async ({page}) => {
    for (const {from, to} of FILE_ALIASES) {
      const response = await page.goto(`${from.slice(1)}?src=app#top`);
      expect(response?.status(), from).toBe(200);
      await hydrated(page);
      const expected = `${BASE}${to.slice(1)}`;
      await expect(page, from).toHaveURL(
        (url) => url.pathname === expected && url.search === '?src=app' && url.hash === '#top',
      );
      // The app must be rendered once (facebook/docusaurus#10053 renders it twice).
      await expect(page.locator('nav.navbar'), from).toHaveCount(1);
      await expect(page.locator('main'), from).toHaveCount(1);
    }
  });
});

test.describe('header', () => {
  const main = NAV_ITEMS.filter((item) => item.placement === 'main');
  const actions = NAV_ITEMS.filter((item) => item.placement === 'action');

  test('large screens: brand, main links in order, two buttons, active link', async ({page}) => {
    await open(page, ROUTES.features);
    const nav = page.getByRole('navigation', {name: 'Main'});
    const brand = nav.locator('a.navbar__brand');
    await expect(brand).toHaveAttribute('href', BASE);
    await expect(brand.getByRole('img', {name: 'Deck Hopper icon'})).toBeVisible();
    await expect(brand).toContainText('Deck Hopper');

    const left = nav.locator('.navbar__items:not(.navbar__items--right) a.navbar__link:visible');
    await expect(left).toHaveText(main.map((item) => item.label));
    for (const [index, item] of main.entries()) {
      await expect(left.nth(index)).toHaveAttribute('href', `${BASE}${item.to.slice(1)}`);
    }
    // The buttons: the right side's own links, not the toggles of the version and language menus.
    const right = nav.locator('.navbar__items--right > a.navbar__link:visible');
    await expect(right).toHaveText(actions.map((item) => item.label));
    await expect(right.nth(0)).toHaveAttribute('href', `${BASE}upgrade`);
    await expect(right.nth(1)).toHaveAttribute('href', `${BASE}download`);

    const bar = nav.locator('.navbar__inner');
    await expect(bar.getByRole('link', {name: 'Features', exact: true})).toHaveClass(/navbar__link--active/);
    await expect(bar.getByRole('link', {name: 'Home', exact: true})).not.toHaveClass(/navbar__link--active/);
    await expect(bar.getByRole('link', {name: 'Patch Notes'})).toBeHidden();

    const box = await page.locator('nav.navbar').boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(60);
    expect(box?.height).toBeLessThanOrEqual(70);
  });

  test('the header stays at the top while the page scrolls', ALSO_ON_PHONE, async ({page}) => {
    await open(page, ROUTES.license);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 300);
    const box = await page.locator('nav.navbar').boundingBox();
    expect(box?.y).toBe(0);
  });

  test(
    'small screens: the menu lists every item, highlights the active one and closes on choice',
    PHONE_ONLY,
    async ({page}) => {
      await open(page, ROUTES.license);
      const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      const menu = page.locator('.navbar-sidebar');
      // The site's items; the language menu ("Languages", a list that opens) follows them.
      const items = menu.locator('.menu__list a.menu__link:not(.menu__link--sublist):not([lang])');
      // The way out of the help (community chat, contact form) follows the header's items.
      await expect(items).toHaveText([...NAV_ITEMS, ...GET_HELP_LINKS].map((item) => item.label));
      await items.filter({hasText: 'Features'}).click();
      await expect(page).toHaveURL(new RegExp(`${BASE}features$`));
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);

      await toggle.click();
      await expect(menu.locator('a.menu__link', {hasText: 'Features'})).toHaveClass(/menu__link--active/);
      await expect(menu.locator('a.menu__link', {hasText: 'Home'})).not.toHaveClass(/menu__link--active/);
    },
  );

  // On small screens the switch sits in the menu.
  test('the colour mode switch is there and changes the theme', ALSO_ON_PHONE, async ({page}) => {
    await open(page, ROUTES.license);
    if (isPhone(page)) await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const html = page.locator('html');
    const before = await html.getAttribute('data-theme');
    const toggle = page.locator('button[title*="mode" i]:visible').first();
    // The switch cycles system → light → dark, so the theme changes within two presses.
    await toggle.click();
    if ((await html.getAttribute('data-theme')) === before) await toggle.click();
    await expect(html).not.toHaveAttribute('data-theme', before ?? '');
  });
});

test.describe('footer', () => {
  test('social links by name, the copyright year and the site links', async ({page}) => {
    await open(page, ROUTES.license);
    const footer = page.getByRole('contentinfo');
    for (const social of Object.values<SocialLink>(SOCIAL_LINKS)) {
      const link = footer.getByRole('link', {name: social.label});
      if (social.href === null) {
        // No address known yet: the footer leaves the link out rather than send visitors nowhere.
        await expect(link).toHaveCount(0);
        continue;
      }
      await expect(link).toHaveAttribute('href', social.href);
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer).toContainText(`© ${COPYRIGHT_YEAR}`);
    await expect(footer.getByRole('link', {name: 'License Information'})).toHaveAttribute('href', `${BASE}license`);
    await expect(footer.getByRole('link', {name: 'Privacy Policy'})).toHaveAttribute('href', `${BASE}privacy-policy`);
    await expect(footer.getByRole('link', {name: 'Patch Notes'})).toHaveAttribute('href', `${BASE}patch-notes`);
    for (const link of GET_HELP_LINKS) {
      const href = 'href' in link ? link.href : `${BASE}${link.to.slice(1)}`;
      await expect(footer.getByRole('link', {name: link.label})).toHaveAttribute('href', href);
    }
  });

  test('a route change scrolls to the top', async ({page}) => {
    await open(page, ROUTES.license);
    await page.getByRole('contentinfo').getByRole('link', {name: 'Privacy Policy'}).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}privacy-policy$`));
    await expect(page.getByRole('heading', {level: 1, name: 'Privacy Policy'})).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('legal pages', () => {
  // The table of contents is a list beside the text on large screens, a menu above it on small ones.
  test('the licence has its sections and a table of contents', ALSO_ON_PHONE, async ({page}) => {
    const source = readFileSync(`src/pages${ROUTES.license}.mdx`, 'utf8');
    const headings = (level: string) =>
      [...source.matchAll(new RegExp(`^${level} (.+)$`, 'gm'))].map(([, heading]) => heading!.trim());
    await open(page, ROUTES.license);
    await expect(page).toHaveTitle(new RegExp(headings('#')[0]!));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /licen/i);
    const sections = headings('##');
    expect(sections.length).toBeGreaterThan(1);
    await expect(page.locator('article h2, main h2')).toHaveText(sections);
    const toc = isPhone(page)
      ? page.locator('.theme-doc-toc-mobile, .tableOfContents_bqdL, [class*="tableOfContents"]')
      : page.locator('.table-of-contents');
    await expect(toc.first()).toBeAttached();
  });

  test('the privacy policy covers analytics, app services, GDPR and deletion', async ({page}) => {
    await open(page, ROUTES.privacyPolicy);
    const main = page.locator('main');
    await expect(main).toContainText(/analytics/i);
    await expect(main).toContainText(/ads?\b/i);
    await expect(main).toContainText(/subscriptions?/i);
    await expect(main).toContainText('GDPR');
    await expect(main.getByRole('link', {name: /data deletion form/}).first()).toHaveAttribute(
      'href',
      `${BASE}datadeletion`,
    );
  });

  test('the Pro privacy policy covers e-mail for licences and remote connections', async ({page}) => {
    await open(page, ROUTES.privacyPolicyPro);
    const main = page.locator('main');
    await expect(main).toContainText(/e-mail address/);
    await expect(main).toContainText(/verify your licence/);
    await expect(main).toContainText(/cloud backend/);
    await expect(main).toContainText(/securing that remote connection/);
  });
});

test.describe('404', () => {
  test('an unknown address answers 404 with ways back', async ({page}) => {
    const response = await page.goto('no-such-page');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    const main = page.locator('main');
    const waysBack: string[] = [ROUTES.home, ROUTES.setup, ROUTES.faq, ROUTES.troubleshooting];
    for (const {label, to} of NAV_ITEMS.filter((item) => waysBack.includes(item.to))) {
      await expect(main.getByRole('link', {name: new RegExp(`^${label}`)})).toHaveAttribute(
        'href',
        `${BASE}${to.slice(1)}`,
      );
    }
  });
});
