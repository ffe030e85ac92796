import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {OPEN_URL_DEFAULT_SIZE, OTHER_VIDEO_EXTENSIONS, VIDEO_PAGE_DOMAINS} from '../../src/data/constants';
import {DOCS_VERSION} from '../../src/data/docsVersions';
import {HELP_PAGES, HELP_PAGE_NAMES} from '../../src/data/deepLinks';
import {ROUTES} from '../../src/data/routes';
import {ENTRY_ATTRIBUTE, TOOL_MARKUP_ATTRIBUTE} from '../../src/plugins/help/contract';
import {
  ALSO_ON_PHONE,
  PHONE_ONLY,
  hydrated,
  settled,
  test,
  expect,
  axeFindings,
  helpEntry,
  open,
  tapTitle,
  trackRequests,
} from './fixtures';

/**
 * The help's tools: the dh_styles builder (customButtonText, twitchEmbeds)
 * and the media checker (popupMessage, showUrl), on the production build.
 */

/** A help entry's section, by its anchor id. */
const entry = (page: Page, id: string) => page.locator('[data-entry]', {has: page.locator(`[id="${id}"]`)});
/** The entry's tool once its code has loaded. */
const readyTool = (page: Page, id: string) => entry(page, id).locator('[data-tool-ready]');

/** The text of the on-demand scripts loaded so far that hold the builder's code. */
function watchToolScripts(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('Load into the builder')) loaded.push(response.url());
  });
  return loaded;
}

/** Axe inside the ready tools, in light mode, then (the rules that read colours) in dark mode. */
async function expectNoViolationsInBothModes(page: Page, label: string) {
  await page.emulateMedia({colorScheme: 'light'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await axeFindings(page, {include: '[data-tool-ready]'}), `${label} (light)`).toEqual([]);
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await axeFindings(page, {include: '[data-tool-ready]', colours: 'only'}), `${label} (dark)`).toEqual([]);
}

test('the builder loads only when its entry opens, in place of the same HTML', async ({page}) => {
  const toolScripts = watchToolScripts(page);
  const traffic = trackRequests(page);
  await open(page, '/setup');
  await traffic.quiet();
  // Rendered on the server with the defaults, in a template of the closed entry: the browser has
  // built none of its fields (each would cost the page a style and layout as it loads). Its code
  // is not loaded.
  await expect(entry(page, 'customButtonText').locator(`template[${TOOL_MARKUP_ATTRIBUTE}]`)).toHaveCount(1);
  await expect(page.locator(`[${ENTRY_ATTRIBUTE}] :is(input, select, textarea)`)).toHaveCount(0);
  expect(toolScripts).toEqual([]);
  await expect(readyTool(page, 'customButtonText')).toHaveCount(0);
  // Shown in place but inert until its code arrives.
  await expect(entry(page, 'customButtonText').locator('[inert]')).toHaveCount(1);

  await tapTitle(page, 'customButtonText');
  await expect(readyTool(page, 'customButtonText')).toBeVisible();
  await expect(entry(page, 'customButtonText').locator('[inert]')).toHaveCount(0);
  expect(toolScripts).toHaveLength(1);
});

// The tool's parts are laid out for the screen's size.
test('no layout shift when the builder takes over the server HTML', ALSO_ON_PHONE, async ({page}) => {
  await page.goto('setup#customButtonText', {waitUntil: 'domcontentloaded'});
  const slot = entry(page, 'customButtonText').locator('[data-needs-script]').filter({hasText: 'Style builder'});
  // Where each of the tool's parts sits in the tool, and the tool's size (the code block above
  // it may change height by a pixel or two when it is highlighted, moving the whole tool).
  const layout = () =>
    slot.evaluate((element) => {
      const origin = element.getBoundingClientRect();
      return [element, ...element.querySelectorAll('h3, input, select, figure, pre, button, textarea')].map((part) => {
        const box = part.getBoundingClientRect();
        return [
          Math.round(box.top - origin.top),
          Math.round(box.left - origin.left),
          Math.round(box.width),
          Math.round(box.height),
        ];
      });
    });
  const before = await layout();
  await expect(readyTool(page, 'customButtonText')).toBeVisible();
  await hydrated(page);
  expect(await layout()).toEqual(before);
});

test('build a style: the preview, its description, the JSON and the address follow; copy the JSON', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseURL!).origin});
  await open(page, '/setup#customButtonText');
  const tool = readyTool(page, 'customButtonText');
  await expect(tool).toBeVisible();
  const previewText = tool.locator('figure [aria-hidden="true"] span').last();
  await expect(previewText).toHaveCSS('text-align', 'center');
  await expect(tool.locator('figcaption')).toHaveText('Preview: centred text with shadow.');

  const color = tool.getByLabel('Text colour', {exact: true});
  await color.fill('red;');
  await expect(color).toHaveAttribute('aria-invalid', 'true');
  await expect(tool.getByText('"red;" is not an HTML colour name')).toBeVisible();
  await expect(tool.locator('pre')).not.toContainText('red;');

  await color.fill('#ff8800');
  await expect(color).not.toHaveAttribute('aria-invalid');
  await tool.getByLabel('Remove the text shadow').check();
  await tool.getByLabel('Alignment').selectOption('right');
  await tool.getByLabel('Style', {exact: true}).selectOption('italic');

  await expect(tool.locator('figcaption')).toHaveText('Preview: right-aligned italic orange text without shadow.');
  await expect(previewText).toHaveCSS('text-align', 'right');
  await expect(previewText).toHaveCSS('font-style', 'italic');
  await expect(previewText).toHaveCSS('color', 'rgb(255, 136, 0)');
  await expect(previewText).toHaveCSS('text-shadow', 'none');

  const expected = {
    dh_styles: {dh_text_color: '#ff8800', dh_text_shadow: true, dh_align: 'right', dh_font_style: 'italic'},
  };
  expect(JSON.parse((await tool.locator('pre').textContent())!)).toEqual(expected);
  const address = new URL(page.url());
  expect(address.hash).toBe('#customButtonText');
  expect(JSON.parse(address.searchParams.get('style')!)).toEqual(expected.dh_styles);

  await tool.getByRole('button', {name: 'Copy JSON'}).click();
  await expect(tool.getByRole('status').filter({hasText: 'JSON copied'})).toBeVisible();
  expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(expected);

  await tool.getByRole('button', {name: 'Reset'}).click();
  await expect(tool.locator('figcaption')).toHaveText('Preview: centred text with shadow.');
  await expect(tool.locator('pre')).toHaveText('{\n  "dh_styles": {}\n}');
  expect(new URL(page.url()).searchParams.has('style')).toBe(false);
});

test('a shared address opens its entry with the builder filled, the embed as a placeholder', async ({
  page,
  externalRequests,
}) => {
  const shared = JSON.stringify({dh_font_weight: 'lighter', dh_embed: {channel: 'deckhopper', type: 'video-chat'}});
  await open(page, `/setup?style=${encodeURIComponent(shared)}#twitchEmbeds`);
  await expect
    .poll(() => helpEntry(page, 'twitchEmbeds').evaluate((details: HTMLDetailsElement) => details.open))
    .toBe(true);
  const tool = readyTool(page, 'twitchEmbeds');
  await expect(tool.getByLabel('Weight')).toHaveValue('lighter');
  await expect(tool.getByLabel('Show a Twitch embed on the button')).toBeChecked();
  await expect(tool.getByLabel('Channel')).toHaveValue('deckhopper');
  await expect(tool.getByLabel('Embed type')).toHaveValue('video-chat');
  await expect(tool.getByText('Twitch video and chat: deckhopper')).toBeVisible();
  await expect(tool.locator('figcaption')).toHaveText(
    'Preview: centred lighter text with shadow, over a Twitch video and chat embed of deckhopper.',
  );
  // The channel is forced to lower case and checked as it is typed.
  await tool.getByLabel('Channel').fill('Deck Hopper');
  await expect(tool.getByLabel('Channel')).toHaveValue('deck hopper');
  await expect(tool.getByText('A Twitch channel name has only letters, digits and underscores')).toBeVisible();
  await expect(tool.locator('pre')).not.toContainText('dh_embed');
  expect(externalRequests).toEqual([]);
});

test('a pasted dh_styles loads, and what was left out is listed', async ({page}) => {
  await open(page, '/setup#customButtonText');
  const tool = readyTool(page, 'customButtonText');
  await tool
    .getByLabel('Load an existing dh_styles')
    .fill('{"dh_styles": {"dh_align": "left", "dh_font_size": 12, "dh_font_style": "slanted"}}');
  await tool.getByRole('button', {name: 'Load into the builder'}).click();
  await expect(tool.getByLabel('Alignment')).toHaveValue('left');
  await expect(tool.getByText('Unknown key "dh_font_size"')).toBeVisible();
  await expect(tool.getByText('"dh_font_style" "slanted" was left out: use normal, italic or oblique.')).toBeVisible();
});

test('the media checker tells a YouTube video, a video file and an image apart, fetching nothing', async ({
  page,
  externalRequests,
}) => {
  await open(page, '/setup#showUrl');
  const tool = readyTool(page, 'showUrl');
  const address = tool.getByLabel('Media address');
  const result = tool.getByRole('status');

  await address.fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(result).toContainText('YouTube video');
  await expect(result).toContainText('its video id is dQw4w9WgXcQ');

  await address.fill('https://cdn.example.com/alerts/raid.MP4?token=1');
  await expect(result).toContainText('plays it as a video: the address ends in .mp4');

  await address.fill('https://www.youtube.com/watch?v=dQw4w9WgXc');
  await expect(result).toContainText('has 10 characters instead of 11');
  await expect(result).toContainText('shows it as an image');

  // What the app takes for an image but cannot show: another video format, a video page.
  for (const sample of [
    `https://cdn.example.com/raid${OTHER_VIDEO_EXTENSIONS[0]}`,
    `https://www.${VIDEO_PAGE_DOMAINS[0]}/videos/1`,
  ]) {
    await address.fill(sample);
    await expect(result, sample).toContainText('cannot show it');
    await expect(result, sample).not.toContainText('shows it as an image');
  }

  await address.fill('not an address');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  const {width, height} = OPEN_URL_DEFAULT_SIZE;
  await expect(tool.getByText(`Open URL's window is ${width} × ${height}`)).toBeVisible();
  expect(externalRequests).toEqual([]);
});

test('without JavaScript the entries show their table and example, and no tool', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto('setup#customButtonText');
  const section = entry(page, 'customButtonText');
  await expect(section.getByRole('cell', {name: 'dh_font_weight'})).toBeVisible();
  await expect(section.getByText('"dh_text_color": "#ff8800"')).toBeVisible();
  await expect(section.getByRole('heading', {name: 'Style builder'})).toBeHidden();
  await page.goto('setup#showUrl');
  await expect(entry(page, 'showUrl').getByText('Media checker')).toBeHidden();
  await context.close();
});

test('axe finds no violation in the tools, light and dark', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
  await open(page, `/setup?style=${encodeURIComponent('{"dh_text_color":"gold","dh_align":"left"}')}#customButtonText`);
  const builder = readyTool(page, 'customButtonText');
  await builder.getByLabel('Text colour', {exact: true}).fill('nope');
  await builder.getByLabel('Show a Twitch embed on the button').check();
  await builder.getByLabel('Load an existing dh_styles').fill('{"dh_x": 1}');
  await builder.getByRole('button', {name: 'Load into the builder'}).click();
  await expect(builder.getByText('Unknown key "dh_x"')).toBeVisible();
  await expectNoViolationsInBothModes(page, 'the builder');

  await tapTitle(page, 'showUrl');
  const checker = readyTool(page, 'showUrl');
  await checker.getByLabel('Media address').fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(checker.getByRole('status')).toContainText('YouTube video');
  await expectNoViolationsInBothModes(page, 'the media checker');
});

test('keyboard: Tab reaches every control of the builder with a visible focus, and keys change the style', async ({
  page,
}) => {
  await open(page, '/setup#customButtonText');
  const tool = readyTool(page, 'customButtonText');
  await tool.getByLabel('Text colour', {exact: true}).focus();
  const reached: string[] = [];
  for (let presses = 0; presses < 12; presses++) {
    const state = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
      return {
        name:
          element.getAttribute('aria-label') ?? label ?? element.closest('label')?.textContent ?? element.textContent,
        visible:
          element.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      };
    });
    expect(state.visible, `focus is visible on "${state.name}"`).toBe(true);
    reached.push(state.name.slice(0, 30));
    await page.keyboard.press('Tab');
  }
  expect(reached).toEqual(
    expect.arrayContaining([
      'Text colour',
      'Pick the text colour',
      'Remove the text shadow',
      'Alignment',
      'Weight',
      'Style',
      'Copy JSON',
      'Reset',
    ]),
  );
  await tool.getByLabel('Alignment').focus();
  await page.keyboard.press('ArrowDown');
  await expect(tool.locator('figcaption')).toHaveText('Preview: right-aligned text with shadow.');
});

/** The released help's entries that hold a tool, by page, from the docs. */
const TOOL_ENTRIES = HELP_PAGE_NAMES.flatMap((name) => {
  const doc = readFileSync(`versioned_docs/version-${DOCS_VERSION}/${name}.mdx`, 'utf8');
  return [...doc.matchAll(/<Accordion id="(\w+)"((?:(?!<\/Accordion>)[\s\S])*)<\/Accordion>/g)]
    .filter(([, , body]) => /<(StyleBuilder|MediaChecker|ConnectionChecker)\b/.test(body!))
    .map(([, id]) => ({path: HELP_PAGES[name], id: id!}));
});

/** The controls inside `scope` smaller than 44 x 44 px; a check box counts with its label. */
function smallControls(scope: string) {
  return [...document.querySelectorAll(`${scope} :is(button, select, input, textarea, a.button, a[hreflang])`)]
    .map((control) => (control.matches('[type="checkbox"], [type="radio"]') ? control.closest('label') : control))
    .filter((control): control is Element => control !== null && control.checkVisibility({visibilityProperty: true}))
    .map((control) => {
      const {width, height} = control.getBoundingClientRect();
      return {control: control.outerHTML.slice(0, 100), width: Math.round(width), height: Math.round(height)};
    })
    .filter(({width, height}) => width < 44 || height < 44);
}

test(
  'on a phone every control of the tools, the picker, the forms and the header is a 44 px target',
  PHONE_ONLY,
  async ({page}) => {
    expect(TOOL_ENTRIES.length, 'entries with a tool').toBeGreaterThan(2);
    for (const {path, id} of TOOL_ENTRIES) {
      await open(page, `${path}#${id}`);
      await expect(helpEntry(page, id)).toHaveJSProperty('open', true);
      // A tool loaded on demand is inert until its code is there.
      await expect(entry(page, id).locator('[inert]')).toHaveCount(0);
      for (const scope of ['nav.navbar', 'main']) {
        expect(await page.evaluate(smallControls, scope), `${path}#${id}: ${scope}`).toEqual([]);
      }
    }
    for (const route of [ROUTES.contact, ROUTES.dataDeletion]) {
      await open(page, route);
      expect(await page.evaluate(smallControls, 'main'), route).toEqual([]);
    }
  },
);

test(
  'on a phone the builder keeps its preview in view while its controls change, and a table that scrolls says so',
  PHONE_ONLY,
  async ({page}) => {
    for (const {path, id} of TOOL_ENTRIES) {
      const preview = entry(page, id).locator('[data-tool-ready] figure');
      await open(page, `${path}#${id}`);
      if ((await entry(page, id).locator('figure').count()) === 0) continue;
      // The visitor scrolls the first control to the top of the screen: the preview, below all
      // of them, is in view too.
      const control = readyTool(page, id).locator('input, select').first();
      // As a visitor does, once the tool is there (its code comes on demand, after hydration on a
      // slow machine, and takes over the server's HTML) and the page is at rest.
      await expect(control).toBeVisible();
      await settled(page);
      await page.mouse.wheel(0, await control.evaluate((element) => element.getBoundingClientRect().top));
      await expect
        .poll(() => control.evaluate((element) => Math.abs(element.getBoundingClientRect().top)))
        .toBeLessThan(2);
      await expect(preview, `${path}#${id}`).toBeInViewport({ratio: 1});
    }
    let scrolling = 0;
    for (const path of [
      ...HELP_PAGE_NAMES.map((name) => HELP_PAGES[name]),
      ...HELP_PAGE_NAMES.map((name) => `/es${HELP_PAGES[name]}`),
    ]) {
      await open(page, path);
      const cues = await page
        .locator('main table')
        .evaluateAll((tables) =>
          tables
            .filter((table) => table.scrollWidth > table.clientWidth)
            .map((table) => getComputedStyle(table).backgroundImage.includes('gradient')),
        );
      scrolling += cues.length;
      expect(cues, `${path}: a table that scrolls has its shadow`).not.toContain(false);
    }
    expect(scrolling, 'tables wider than a phone').toBeGreaterThan(0);
  },
);
