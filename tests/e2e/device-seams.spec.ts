/**
 * Where the site meets the device in the visitor's hand: the store of their own phone first into
 * view on the download and upgrade pages, a platform chosen before the scripts run kept, and the
 * phone menu of a help page that leads out of the help.
 */
import {devices, type Page} from '@playwright/test';
import {ALSO_ON_PHONE, PHONE_ONLY, expect, holdScripts, hydrated, localePrefix, open, siteText, test} from './fixtures';
import {SECTION_ANCHORS} from '../../src/data/deepLinks';
import {STORE_LINKS} from '../../src/data/links';
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';
import {PLATFORM_QUERY_KEY} from '../../src/data/platforms';
import {GET_HELP_LINKS, ROUTES} from '../../src/data/routes';
import {normalizeBaseUrl} from '../../src/data/siteEnv';
import {VISITOR_PLATFORM_ATTRIBUTE} from '../../src/plugins/help/contract';

const BASE = normalizeBaseUrl(process.env.BASE_URL).replace(/\/$/, '');

/** The page's browser says it is an iPhone from here on (the phone project is an Android phone). */
async function asIphone(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setUserAgentOverride', {userAgent: devices['iPhone 13'].userAgent});
}

const appStoreLinks = (page: Page) => page.locator(`main a[href="${STORE_LINKS.appStore.href}"]:visible`);

for (const locale of LOCALES) {
  const prefix = localePrefix(locale);

  const pages = [
    {
      address: `${prefix}${ROUTES.download}`,
      sections: ['android', 'ios', SECTION_ANCHORS.downloadPurchase, 'extension'],
    },
    {
      address: `${prefix}${ROUTES.upgrade}#${SECTION_ANCHORS.upgradeNow}`,
      sections: ['why-pro', 'android', SECTION_ANCHORS.upgradeDesktop, 'ios', 'other-devices'],
    },
  ];
  for (const {address, sections} of pages)
    test(
      `${address}: on an iPhone the App Store comes first into view, from the first paint; the sections keep their order`,
      PHONE_ONLY,
      async ({page}) => {
        await asIphone(page);
        // Before any of the site's scripts, then after hydration.
        const scripts = await holdScripts(page);
        await page.goto(address.slice(1));
        await expect(appStoreLinks(page).first(), 'the App Store in view').toBeInViewport({ratio: 1});
        await scripts.release();
        await hydrated(page);
        await expect(appStoreLinks(page).first()).toBeInViewport({ratio: 1});
        const store = await appStoreLinks(page).first().boundingBox();
        const android = await page.locator('#android').boundingBox();
        expect(store!.y, "the App Store above Android's way").toBeLessThan(android!.y);
        // The specification's sections, in its order.
        expect(await page.locator('main section[id]').evaluateAll((all) => all.map(({id}) => id))).toEqual(sections);
      },
    );

  test(
    `${locale}: ?platform= wins over the phone's own: iOS named on an Android phone shows the App Store first, another platform no shortcut`,
    PHONE_ONLY,
    async ({page}) => {
      await open(page, `${prefix}${ROUTES.download}?${PLATFORM_QUERY_KEY}=ios`);
      await expect(appStoreLinks(page).first()).toBeInViewport({ratio: 1});
      await page.evaluate(() => window.localStorage.clear());
      // A desktop named: each store only in its own section.
      await open(page, `${prefix}${ROUTES.download}?${PLATFORM_QUERY_KEY}=windows`);
      await expect(appStoreLinks(page)).toHaveCount(1);
      await expect(page.locator(`#ios a[href="${STORE_LINKS.appStore.href}"]`)).toBeVisible();
      await expect(page.locator(`main a[href="${STORE_LINKS.googlePlay.href}"]:visible`)).toHaveCount(1);
    },
  );

  test(
    `${locale}: a platform chosen in the picker before the scripts run is kept by hydration, and acted on`,
    ALSO_ON_PHONE,
    async ({page}) => {
      const scripts = await holdScripts(page);
      await page.goto(`${prefix}${ROUTES.setup}`.slice(1));
      const picker = page.locator('select:has(option[value="ios"])');
      await picker.selectOption('ios');
      await scripts.release();
      await hydrated(page);
      await expect(picker).toHaveValue('ios');
      await expect(page).toHaveURL(new RegExp(`[?&]${PLATFORM_QUERY_KEY}=ios`));
      await expect(page.locator('html')).toHaveAttribute(VISITOR_PLATFORM_ATTRIBUTE, 'ios');
      // Remembered: the next help page starts with it.
      await open(page, `${prefix}${ROUTES.faq}`);
      await expect(picker).toHaveValue('ios');
    },
  );

  test(
    `${locale}: on a help page the phone menu opens on the help's list, which ends with Get help: the community chat and the contact form for accounts; the site's menu starts with its pages`,
    PHONE_ONLY,
    async ({page}) => {
      await open(page, `${prefix}${ROUTES.setup}`);
      await page.locator('.navbar__toggle').click();
      const site = page.locator('.navbar-sidebar__item').first();
      const help = page.locator('.navbar-sidebar__item').nth(1);
      await expect(help).toBeInViewport();
      const heading = locale === DEFAULT_LOCALE ? 'Get help' : siteText('helpMenu.getHelp', locale);
      await expect(help.locator('.menu__link', {hasText: heading})).toBeVisible();
      const labels: string[] = [];
      for (const link of GET_HELP_LINKS) {
        const href = 'href' in link ? link.href : `${BASE}${prefix}${link.to}`;
        // The header's own item and its words, in the page's language.
        const label = (await site.locator(`a[href="${href}"]`).textContent())!.trim();
        await expect(help.locator(`a[href="${href}"]`)).toHaveText(label);
        labels.push(label);
      }
      if (locale === DEFAULT_LOCALE) expect(labels).toEqual(GET_HELP_LINKS.map(({label}) => label));
      // Every link of the menu leads somewhere a search engine can follow.
      await expect(page.locator('.navbar-sidebar a:not([href])')).toHaveCount(0);
      // The help's own pages come first, not the docs version switch.
      await expect(help.locator('.menu__link').first()).toHaveAttribute('href', `${BASE}${prefix}${ROUTES.setup}`);
      await page.locator('.navbar-sidebar__back').click();
      await expect(site.locator('.menu__link').first()).toHaveAttribute('href', `${BASE}${prefix}${ROUTES.home}`);
    },
  );
}
