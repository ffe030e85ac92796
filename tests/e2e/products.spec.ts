import type {Locator, Page} from '@playwright/test';
import {
  ALSO_ON_PHONE,
  PHONE_ONLY,
  expect,
  expectStableLayout,
  layoutShifts,
  localePrefix,
  open,
  recordLayoutShifts,
  releases,
  settled,
  test,
} from './fixtures';
import {FEATURES, FEATURE_SECTIONS, type FeatureGroup} from '../../src/data/features';
import {HOME_CARDS, type HomeCardId} from '../../src/data/homeCards';
import {OVERVIEW_VIDEO} from '../../src/data/media';
import {PRICES, PRODUCT_NAME, formatPrice} from '../../src/data/constants';
import {ROUTES} from '../../src/data/routes';
import {STORE_LINKS} from '../../src/data/links';
import {LOCALES} from '../../src/data/locales';
import {SECTION_ANCHORS} from '../../src/data/deepLinks';
import {normalizeBaseUrl} from '../../src/data/siteEnv';

/*
 * The words these pages show, in English, as their components write them
 * (src/components/home/HomeCards/texts.ts, src/components/products/FeatureTable/texts.ts,
 * src/components/site/VideoPreview, src/components/products/StoreWidget).
 */
const CARD_TEXTS: Record<HomeCardId, {title: string; description: string}> = {
  navigateDecks: {
    title: 'View & Navigate Decks',
    description:
      'See every deck from SAMMI Core in a visual list, then move between decks with a swipe, the scroll wheel or the arrow keys.',
  },
  hideDecks: {
    title: 'Disable or Hide Decks',
    description:
      'Long-tap or right-click a deck in the deck list to disable or hide it. A hidden deck stays active and can still be switched to by command; a disabled one does not.',
  },
  buttonMenus: {
    title: 'Advanced Button Menus',
    description: "Open a button's menu to stop, edit or block it, reinitialise its default variables, or reset SAMMI.",
  },
  proxyButtons: {
    title: 'Create Proxy Buttons',
    description:
      'Reuse a button on another deck: a proxy button points to the original and takes on its look and triggers.',
  },
  twitchEmbeds: {
    title: 'Twitch Embed Buttons',
    description:
      "Show a Twitch channel's video, chat or both right on a button, with Twitch login support. Not available on iOS.",
  },
  searchButtons: {
    title: 'Search & Filter Buttons',
    description: 'The button overview lists all your buttons in one place, so the one you need is quick to find.',
  },
  customization: {
    title: 'Customization Options',
    description:
      'Transparent buttons, Always on Top (desktop) and Keep Screen Active (mobile) come free; Pro adds your own text colour, alignment, weight and shadow.',
  },
  platforms: {
    title: 'Multiplatform Support',
    description:
      'Use Deck Hopper on Android, iOS, Windows 10, macOS and Linux; with Pro, also in a web browser or as an OBS dock through server mode.',
  },
};
const GROUP_LABELS: Record<FeatureGroup, string> = {
  general: 'General',
  deckManagement: 'Deck Management',
  buttonManagement: 'Button Management',
  exclusive: 'Exclusive Features',
  interface: 'Interface',
  qualityOfLife: 'Quality of Life',
  integrations: 'Integrations',
};
const TWITCH_FEATURE_NOTE = 'supports login (Android), not on iOS';
const VIDEO_FALLBACK_LABEL = 'Watch Deck Hopper videos on YouTube';
const DESKTOP_WIDGET_LINKS = ['Buy Basic for desktop on itch.io', 'Buy Pro for desktop on itch.io'];

/** The base path without its closing slash, before a route. */
const BASE = normalizeBaseUrl(process.env.BASE_URL).replace(/\/$/, '');
/** SPEC §9: a section the app opens by its hash lands 90 px from the top. */
const SPEC_SCROLL_OFFSET_PX = 90;

/** Scrolls to the bottom so lazy content (iframes, images) gets its chance to load. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await settled(page);
}

/** How far the element's top is from the spec's landing line, 90 px below the top of the window. */
function offsetFromLandingLine(target: Locator): Promise<number> {
  return target.evaluate((el, line) => Math.abs(el.getBoundingClientRect().top - line), SPEC_SCROLL_OFFSET_PX);
}

test.describe('home', () => {
  test('title, cards, calls to action, and a sized poster with nothing third-party', async ({
    page,
    externalRequests,
  }) => {
    await open(page, ROUTES.home);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Meet the ultimate deck app for SAMMI');
    await expect(page.getByRole('heading', {level: 2, name: 'Why Choose Deck Hopper?'})).toBeVisible();
    const cards = page.getByRole('heading', {level: 3});
    await expect(cards).toHaveCount(HOME_CARDS.length);
    for (const card of HOME_CARDS) await expect(page.getByText(CARD_TEXTS[card.id].description)).toBeVisible();
    // The Pro badge reads as ", Pro Feature" after the title, never run into it.
    for (const card of HOME_CARDS.filter(({pro}) => pro)) {
      const name = new RegExp(`^${CARD_TEXTS[card.id].title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*, Pro Feature$`);
      await expect(page.getByRole('heading', {level: 3, name})).toBeVisible();
    }
    await expect(page.getByText('Some advanced features require Deck Hopper Pro.')).toBeVisible();
    // Under the heading (the first screen of a phone) and at the end of the page.
    const downloads = page.getByRole('main').getByRole('link', {name: 'Download Now'});
    await expect(downloads).toHaveCount(2);
    for (const download of await downloads.all()) {
      await expect(download).toHaveAttribute('href', `${BASE}${ROUTES.download}`);
    }
    await expect(page.getByRole('main').getByRole('link', {name: 'Upgrade to Pro'})).toHaveAttribute(
      'href',
      `${BASE}${ROUTES.upgrade}`,
    );

    // The overview poster keeps its space, and nothing third-party loads.
    const poster = page.getByRole('main').locator('img').first();
    await expect(poster).toHaveAttribute('width', '1280');
    await expect(poster).toHaveAttribute('height', '720');
    await expect(page.locator('iframe')).toHaveCount(0);
    await scrollThrough(page);
    expect(externalRequests).toEqual([]);
  });

  test('the video player loads only after the click', async ({page, externalRequests}) => {
    test.skip(OVERVIEW_VIDEO.youtubeId === null, 'no overview video id is set in src/data/media.ts');
    await open(page, ROUTES.home);
    expect(externalRequests.filter((url) => url.includes('youtube'))).toEqual([]);
    await page.getByRole('button', {name: /play/i}).click();
    const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
    await expect(player).toHaveCount(1);
  });

  test('without a video id the preview links to YouTube and embeds nothing', async ({page, externalRequests}) => {
    test.skip(OVERVIEW_VIDEO.youtubeId !== null, 'a video id is set');
    await open(page, ROUTES.home);
    const link = page.getByRole('link', {name: VIDEO_FALLBACK_LABEL});
    await expect(link).toHaveAttribute('href', OVERVIEW_VIDEO.fallback.href);
    await link.focus();
    await expect(link).toBeFocused();
    expect(externalRequests).toEqual([]);
  });
});

test.describe('keyboard', () => {
  test('the video preview and calls to action are reached by Tab, with a visible focus ring', async ({page}) => {
    await open(page, ROUTES.home);
    const targets = [
      page.locator('main a, main button').first(),
      ...(await page.getByRole('main').getByRole('link', {name: 'Download Now'}).all()),
    ];
    for (const target of targets) {
      let focused = false;
      for (let i = 0; i < 40 && !focused; i += 1) {
        await page.keyboard.press('Tab');
        focused = await target.evaluate((el) => el === document.activeElement);
      }
      expect(focused).toBe(true);
      const outline = await target.evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline).not.toBe('none');
    }
  });
});

test.describe('features', () => {
  test('iOS notice, every group and row of the matrix, notes read apart from their features', async ({page}) => {
    await open(page, ROUTES.features);
    await expect(page.getByRole('note')).toContainText('every Pro feature is included with your purchase');
    const table = page.getByRole('table');
    // Group rows head the rows below them (scope="rowgroup"), so they are row headers too.
    for (const {group} of FEATURE_SECTIONS) {
      await expect(table.getByRole('rowheader', {name: GROUP_LABELS[group], exact: true})).toBeVisible();
    }
    await expect(table.getByRole('rowheader')).toHaveCount(FEATURES.length + FEATURE_SECTIONS.length);
    // A Pro feature limited to some platforms: its note names the limit.
    const twitch = table.getByRole('row', {name: /Twitch Embed Buttons/});
    await expect(twitch).toContainText(TWITCH_FEATURE_NOTE);
    await expect(twitch).toContainText('not on iOS');
    await expect(twitch).toContainText('Not in Basic');
    await expect(twitch).toContainText('Included in Pro');

    // A feature and its note do not run together for screen readers.
    const server = page.getByRole('rowheader', {
      name: /^Browser and OBS Dock Support\s*\(\s*server mode, Windows only\s*\)$/,
    });
    await expect(server).toHaveCount(1);
  });

  test('the table fits a 360 px screen without sideways scrolling', PHONE_ONLY, async ({page}) => {
    await page.setViewportSize({width: 360, height: 780});
    await open(page, ROUTES.features);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const tableRight = await page.getByRole('table').evaluate((el) => el.getBoundingClientRect().right);
    expect(tableRight).toBeLessThanOrEqual(360);
  });
});

// What moves while a page loads depends on the screen's size. (That no page scrolls sideways
// on a phone is checked for every page in pages.spec.ts.)
test.describe('layout stability', () => {
  for (const path of [ROUTES.home, ROUTES.features, ROUTES.download, ROUTES.upgrade, ROUTES.patchNotes]) {
    test(`${path} does not shift while loading`, ALSO_ON_PHONE, async ({page}) => {
      await recordLayoutShifts(page);
      await open(page, path);
      expectStableLayout(await layoutShifts(page), path);
    });
  }
});

test.describe('download', () => {
  test('banner, sections, prices and store links', async ({page}) => {
    await open(page, ROUTES.download);
    const banner = page.getByRole('complementary', {name: 'Deck Hopper Pro'});
    await expect(banner.getByRole('link', {name: 'Upgrade to Pro'})).toHaveAttribute(
      'href',
      `${BASE}${ROUTES.upgrade}#${SECTION_ANCHORS.upgradeNow}`,
    );
    await expect(banner.getByRole('link', {name: 'Compare features'})).toHaveAttribute(
      'href',
      `${BASE}${ROUTES.features}`,
    );
    await expect(page.getByRole('heading', {level: 2})).toHaveText(['Android', 'iOS', 'Desktop', 'Advanced Extension']);
    const desktop = page.locator(`#${SECTION_ANCHORS.downloadPurchase}`);
    for (const price of [PRICES.basic, PRICES.pro]) {
      await expect(desktop.locator('del', {hasText: formatPrice(price.regular)})).toBeVisible();
      await expect(desktop.locator('strong', {hasText: formatPrice(price.amount)})).toBeVisible();
    }
    await expect(desktop.getByText('fuse', {exact: true})).toBeVisible();
    // While no widget id is set: one button per edition, each saying which.
    const buttons = await desktop.getByRole('link', {name: /on itch\.io$/}).allTextContents();
    expect(buttons).toEqual(DESKTOP_WIDGET_LINKS);
    for (const link of await page.getByRole('main').locator('a[href^="http"]').all()) {
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  test(
    `#${SECTION_ANCHORS.downloadPurchase} scrolls the Desktop section 90 px below the top`,
    ALSO_ON_PHONE,
    async ({page, externalRequests}) => {
      const section = page.locator(`#${SECTION_ANCHORS.downloadPurchase}`);
      await open(page, `${ROUTES.download}#${SECTION_ANCHORS.downloadPurchase}`);
      // The smooth scroll ends on the line; wait for it, then stay there.
      await expect.poll(() => offsetFromLandingLine(section)).toBeLessThanOrEqual(3);
      await expect(section.getByRole('heading', {level: 2})).toBeInViewport();
      await scrollThrough(page);
      expect(externalRequests).toEqual([]);
    },
  );

  test('the banner leads to the ways to upgrade', ALSO_ON_PHONE, async ({page}) => {
    await open(page, ROUTES.download);
    await page.getByRole('complementary').getByRole('link', {name: 'Upgrade to Pro'}).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.upgrade}#${SECTION_ANCHORS.upgradeNow}$`));
    await expect(page.getByRole('heading', {name: 'Upgrade on Android'})).toBeInViewport();
  });
});

test.describe('upgrade', () => {
  test('sections and links', async ({page, externalRequests}) => {
    await open(page, ROUTES.upgrade);
    await expect(page.getByRole('heading', {level: 2})).toHaveText([
      'Why Upgrade to Pro?',
      'Upgrade on Android',
      'Upgrade on Desktop',
      'Upgrade on iOS',
      'Access Pro on Other Devices',
    ]);
    await expect(page.getByRole('link', {name: 'See every Basic and Pro feature'})).toHaveAttribute(
      'href',
      `${BASE}${ROUTES.features}`,
    );
    await expect(page.locator(`#${SECTION_ANCHORS.upgradeDesktop}`)).toContainText('Register Download Key');
    await expect(page.locator(`#${SECTION_ANCHORS.upgradeNow}`)).toHaveCount(1);
    await scrollThrough(page);
    expect(externalRequests).toEqual([]);
  });

  test(
    `#${SECTION_ANCHORS.upgradeDesktop} scrolls the desktop section 90 px below the top`,
    ALSO_ON_PHONE,
    async ({page}) => {
      await open(page, `${ROUTES.upgrade}#${SECTION_ANCHORS.upgradeDesktop}`);
      await expect
        .poll(() => offsetFromLandingLine(page.locator(`#${SECTION_ANCHORS.upgradeDesktop}`)))
        .toBeLessThanOrEqual(3);
    },
  );
});

test.describe('patch notes', () => {
  test('title and releases newest first, without an alert', async ({page, externalRequests}) => {
    await open(page, ROUTES.patchNotes);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Patch Notes');
    await expect(page.locator('article header h2')).toHaveText(releases().map(({title}) => title));
    await expect(page.getByRole('heading', {name: 'New features'})).toBeVisible();
    await expect(page.getByRole('status')).toBeEmpty();
    await expect(page.getByText('Update Available!')).toHaveCount(0);
    await expect(page.getByText(/read more/i)).toHaveCount(0);
    expect(externalRequests).toEqual([]);
  });

  test(
    `#${SECTION_ANCHORS.updateAvailable} shows the green alert with a download link, below the header`,
    ALSO_ON_PHONE,
    async ({page}) => {
      await open(page, `${ROUTES.patchNotes}#${SECTION_ANCHORS.updateAvailable}`);
      const status = page.getByRole('status');
      await expect(status).toContainText('Update Available! Deck Hopper will update automatically after restarting.');
      await expect(status.locator('.alert--success')).toBeVisible();
      await expect(status.getByRole('link', {name: 'Download here'})).toHaveAttribute(
        'href',
        `${BASE}${ROUTES.download}`,
      );
      const navbarBottom = await page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
      await expect
        .poll(() => status.evaluate((el) => el.getBoundingClientRect().top), {
          message: 'the alert is not hidden under the header',
        })
        .toBeGreaterThanOrEqual(navbarBottom);
      await expect(status).toBeInViewport();
    },
  );

  for (const locale of LOCALES)
    test(
      `${locale}: on a phone the update notice adds the app's store; elsewhere it says what it says`,
      ALSO_ON_PHONE,
      async ({page}) => {
        const address = (platform: string) =>
          `${localePrefix(locale)}${ROUTES.patchNotes}?platform=${platform}#${SECTION_ANCHORS.updateAvailable}`;
        const stores = {ios: STORE_LINKS.appStore.href, android: STORE_LINKS.googlePlay.href};
        for (const [platform, href] of Object.entries(stores)) {
          await open(page, address(platform));
          const status = page.getByRole('status');
          await expect(status.locator(`a[href="${href}"]`)).toBeVisible();
          // The specification's text stays, and its download link.
          await expect(status.locator(`a[href="${BASE}${localePrefix(locale)}${ROUTES.download}"]`)).toBeVisible();
        }
        await open(page, address('windows'));
        await expect(page.getByRole('status').locator('.alert--success')).toBeVisible();
        for (const href of Object.values(stores))
          await expect(page.getByRole('status').locator(`a[href="${href}"]`)).toHaveCount(0);
      },
    );

  test('the feeds list every release and describe themselves as the patch notes', async ({request}) => {
    for (const feed of ['rss.xml', 'atom.xml']) {
      const response = await request.get(`${ROUTES.patchNotes.slice(1)}/${feed}`);
      expect(response.status()).toBe(200);
      const body = await response.text();
      expect(body).toContain(`<title>${PRODUCT_NAME} patch notes</title>`);
      expect(body).toContain(`What changed in each release of ${PRODUCT_NAME}.`);
      expect(body).not.toMatch(/Blog/);
      // Every release, newest first.
      const places = releases().map(({title}) => body.search(new RegExp(`${title.replace(/\./g, '\\.')}(?![.\\d])`)));
      expect(
        places.every((place) => place > -1),
        `${feed} lists every release`,
      ).toBe(true);
      expect(places).toEqual([...places].sort((a, b) => a - b));
    }
  });

  test('every Atom entry has the author Atom requires', async ({request}) => {
    const body = await (await request.get(`${ROUTES.patchNotes.slice(1)}/atom.xml`)).text();
    const entries = body.split('<entry>').slice(1);
    expect(entries.length).toBeGreaterThan(1);
    for (const entry of entries) expect(entry).toMatch(new RegExp(`<author>\\s*<name>${PRODUCT_NAME}</name>`));
  });
});
