import {ALSO_ON_PHONE, FULL_BROWSER, test, expect, open} from './fixtures';
import {ITCH_WIDGET_SIZE, STORE_WIDGETS, type StoreWidgetId} from '../../src/data/media';
import {EMBED_TEST_PATH, FIXTURE_ITCH_IDS, FIXTURE_YOUTUBE_ID} from '../pages/_embedFixtures';

/** The embeds' words, in English (src/components/site/VideoPreview, src/components/products/StoreWidget). */
const OVERVIEW_VIDEO = {title: 'Deck Hopper overview video'};
const WIDGET_TEXTS: Record<StoreWidgetId, {title: string; linkLabel: string}> = {
  desktopBasic: {title: 'Deck Hopper Basic for desktop on itch.io', linkLabel: 'Buy Basic for desktop on itch.io'},
  desktopPro: {title: 'Deck Hopper Pro for desktop on itch.io', linkLabel: 'Buy Pro for desktop on itch.io'},
  extension: {
    title: 'Deck Hopper Advanced Extension on itch.io',
    linkLabel: 'Get the free Advanced Extension on itch.io',
  },
};

/**
 * The video player and the store widgets with their ids set, on the test page
 * that gives them made-up ids: the real ids are not known yet, and these
 * embeds must work the day they are. Every request to another host is
 * blocked and recorded by the fixtures, so nothing leaves the machine.
 */
test.describe('embeds with their ids set', () => {
  // The player takes the poster's box, whose size follows the screen's.
  test(
    'the video loads nothing until it is asked for, then plays in the same box',
    ALSO_ON_PHONE,
    async ({page, externalRequests}) => {
      await open(page, EMBED_TEST_PATH);
      await page.waitForLoadState('load');
      expect(externalRequests.filter((url) => /youtube/.test(url))).toEqual([]);

      const play = page.getByRole('button', {name: `Play: ${OVERVIEW_VIDEO.title}`});
      const before = await play.boundingBox();
      const playerRequest = page.waitForRequest((request) => request.url().includes('youtube-nocookie.com/embed/'));
      await play.click();
      const player = page.locator('iframe[title="' + OVERVIEW_VIDEO.title + '"]');
      await expect(player).toHaveAttribute(
        'src',
        `https://www.youtube-nocookie.com/embed/${FIXTURE_YOUTUBE_ID}?autoplay=1`,
      );
      expect((await playerRequest).url()).toContain(FIXTURE_YOUTUBE_ID);
      await expect(play).toHaveCount(0);

      const after = await player.locator('xpath=..').boundingBox();
      expect(after).not.toBeNull();
      expect(Math.abs(after!.width - before!.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(after!.height - before!.height)).toBeLessThanOrEqual(1);
    },
  );

  test(
    'the store widgets wait below the fold, keep their space, and load when scrolled to',
    FULL_BROWSER,
    async ({page, externalRequests}) => {
      await open(page, EMBED_TEST_PATH);
      await page.waitForLoadState('load');
      expect(
        externalRequests.filter((url) => url.includes('itch.io')),
        'lazy widgets out of view',
      ).toEqual([]);

      const section = page.getByRole('region', {name: 'Store widgets'});
      for (const [key, id] of Object.entries(FIXTURE_ITCH_IDS)) {
        const widget = {...STORE_WIDGETS[key as keyof typeof FIXTURE_ITCH_IDS], ...WIDGET_TEXTS[key as StoreWidgetId]};
        const frame = section.locator(`iframe[title="${widget.title}"]`);
        await expect(frame).toHaveAttribute('src', `https://itch.io/embed/${id}`);
        const box = await frame.boundingBox();
        expect(box!.height).toBe(ITCH_WIDGET_SIZE.height);
        // The store link stays beside the widget, for when the widget is blocked.
        await expect(section.getByRole('link', {name: widget.linkLabel})).toHaveAttribute('href', widget.store.href);
      }

      const widgetRequest = page.waitForRequest((request) => request.url().startsWith('https://itch.io/embed/'));
      await section.scrollIntoViewIfNeeded();
      expect((await widgetRequest).url()).toMatch(/^https:\/\/itch\.io\/embed\/10[123]$/);
    },
  );
});
