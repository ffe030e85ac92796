/**
 * Help that meets the visitor: the platform (`?platform=`, the picker,
 * remembered), the version (`?app=`) and the guided connection check, on
 * the build, at phone and desktop sizes; with and without JavaScript.
 */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {HELP_PAGES, SECTION_ANCHORS, type HelpPage} from '../../src/data/deepLinks';
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';
import {DOCS_VERSION} from '../../src/data/docsVersions';
import {entryPlatformNote, isPlatformLimitId, type PlatformId} from '../../src/data/platforms';
import {ROUTES} from '../../src/data/routes';
import {contactAboutPath} from '../../src/data/stillStuck';
import {COMMUNITY_LINKS} from '../../src/data/links';
import {compareVersions} from '../../src/utils/compareVersions';
import {
  ALSO_ON_PHONE,
  PHONE_ONLY,
  axeFindings,
  expect,
  expectStableLayout,
  helpEntry,
  holdScripts,
  hydrated,
  layoutShifts,
  localePrefix,
  open,
  recordLayoutShifts,
  releases,
  settled,
  siteText,
  startCheck,
  tapTitle,
  test,
  timeoutForLoads,
  accountEntries,
  entriesOf,
} from './fixtures';

/** The entries of a help page, as the app links to them. */
const SETUP_ENTRIES = entriesOf('setup');

/** The released help's source, where each entry names its platform limits and the check its steps. */
const releasedDoc = (help: HelpPage) => readFileSync(`versioned_docs/version-${DOCS_VERSION}/${help}.mdx`, 'utf8');
const SETUP_DOC = releasedDoc('setup');
const entrySource = (id: string, doc = SETUP_DOC) =>
  new RegExp(`<Accordion id="${id}"[\\s\\S]*?</Accordion>`).exec(doc)?.[0] ?? '';
const platformBlocks = (id: string) => entrySource(id).match(/<ForPlatforms\b/g)?.length ?? 0;

/** What an entry's mark is on a platform, from the limits its `<Accordion limits="…" partly>` names. */
function platformNote(id: string, platform: PlatformId, doc = SETUP_DOC) {
  const opening = /<Accordion [^>]*>/.exec(entrySource(id, doc))?.[0] ?? '';
  const limits = (/\blimits="([^"]*)"/.exec(opening)?.[1] ?? '').split(/\s+/).filter(isPlatformLimitId);
  return entryPlatformNote(limits, /\spartly[\s>]/.test(opening), platform);
}
/** The mark beside a title (src/plugins/help/theme/HelpVisitor/PlatformLimit). */
const PLATFORM_LABELS: Partial<Record<PlatformId, string>> = {ios: 'iOS', android: 'Android'};
function markOf(id: string, platform: PlatformId, doc: string): string | null {
  const note = platformNote(id, platform, doc);
  if (!note) return null;
  return `${note.partly ? 'Limited on' : 'Not on'} ${PLATFORM_LABELS[platform]!}`;
}

/** An entry with a limit on iOS, whose steps differ by platform in the released setup help. */
const STEPS_BY_PLATFORM = SETUP_ENTRIES.find((id) => platformNote(id, 'ios')?.partly && platformBlocks(id) > 1)!;
/** An entry written for a release (`since`), and that release. */
const SINCE = SETUP_ENTRIES.map((id) => ({id, since: /\bsince="([^"]+)"/.exec(entrySource(id))?.[1]})).find(
  ({since}) => since,
)!;
/** The setup entry holding the settings list, whose rows follow the visitor's platform. */
const SETTINGS_ENTRY = SETUP_ENTRIES.find((id) => entrySource(id).includes('<SettingsTable'))!;
/** The latest release, from the patch notes. */
const LATEST_VERSION = releases()[0]!.version;

/*
 * The connection check: the troubleshooting entry that holds it and its
 * steps, in order, as the released help writes them. A step's address,
 * `#<entry>-step-<step>`, is what support sends to streamers.
 */
const TROUBLESHOOTING_DOC = releasedDoc('troubleshooting');
const CONNECTION_ENTRY_ID = /<Accordion id="(\w+)"(?:(?!<\/Accordion>)[\s\S])*<ConnectionStep /.exec(
  TROUBLESHOOTING_DOC,
)![1]!;
const CONNECTION_STEPS = [
  ...TROUBLESHOOTING_DOC.matchAll(/<ConnectionStep id="(\w+)"[^>]*\bsummary="([^"]+)"[^>]*>([^<]*)/g),
].map(([, id, summary, fix]) => ({id: id!, summary: summary!, fix: fix!.trim()}));
const stepAnchor = (id: string) => `${CONNECTION_ENTRY_ID}-step-${id}`;

/**
 * Each entry of the page carries the mark its limits give it on the platform, or none. The
 * page's marks are read in one go (an entry's marks, by its id), as often as it takes.
 */
async function expectMarks(page: Page, platform: PlatformId, help: HelpPage = 'setup') {
  const doc = releasedDoc(help);
  const ids = entriesOf(help);
  const expected = Object.fromEntries(
    ids.map((id) => {
      const mark = markOf(id, platform, doc);
      return [id, mark ? [mark] : []];
    }),
  );
  await expect
    .poll(
      () =>
        page.evaluate(
          (entries) =>
            Object.fromEntries(
              entries.map((id) => [
                id,
                [
                  ...(document.getElementById(id)?.closest('[data-entry]')?.querySelectorAll('[data-platform-badge]') ??
                    []),
                ]
                  .filter((mark) => mark.checkVisibility())
                  .map((mark) => mark.textContent.trim()),
              ]),
            ),
          ids,
        ),
      {message: `the marks for ${platform} on ${help}`},
    )
    .toEqual(expected);
}

/**
 * What the visitor's platform and version add to a page: the marks, the notices, the picker,
 * the patch notes' filter and the open entries. The rest of each page is checked by pages.spec.ts.
 */
const VISITOR_PARTS = [
  '[data-platform-badge]',
  '[data-version-notice]',
  '[data-visitor-note]',
  '[data-new-since]',
  'main select',
  'main input',
  'details[open]',
];

async function expectNoAxeViolations(page: Page, label: string, colours?: 'only') {
  expect(await axeFindings(page, {colours, include: VISITOR_PARTS}), label).toEqual([]);
}

test('?platform=ios on /setup marks the iOS-less entries, and the choice survives navigation and reloads', async ({
  page,
}) => {
  await open(page, `${ROUTES.setup}?platform=ios`);
  await expect(page.getByLabel('I use Deck Hopper on')).toHaveValue('ios');
  await expectMarks(page, 'ios');

  await tapTitle(page, STEPS_BY_PLATFORM);
  const blocks = page.locator(`#${STEPS_BY_PLATFORM}-panel [data-platforms]`);
  await expect(blocks).toHaveCount(platformBlocks(STEPS_BY_PLATFORM));
  await expect(page.locator(`#${STEPS_BY_PLATFORM}-panel [data-platforms="ios"]`)).toContainText(
    'For your device, iOS',
  );
  // Marked in place: the blocks keep the doc's order on the screen.
  const tops = await blocks.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
  expect(tops, 'the blocks in the doc’s order').toEqual([...tops].sort((a, b) => a - b));

  // A link within the site drops the query; the choice stays.
  const link = page.locator(`[id$="-panel"] a[href*="${ROUTES.troubleshooting}#"]`).first();
  const from = await link.evaluate((anchor) => anchor.closest('[data-entry]')!.querySelector('summary')!.id);
  await tapTitle(page, from.replace(/-toggle$/, ''));
  const target = new URL((await link.getAttribute('href'))!, page.url()).hash;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.troubleshooting}${target}$`));
  await expect(page.getByLabel('I use Deck Hopper on')).toHaveValue('ios');
  await expectMarks(page, 'ios', 'troubleshooting');

  await open(page, ROUTES.setup);
  await expectMarks(page, 'ios');

  // Another choice in the picker replaces it everywhere, and in the address.
  await page.getByLabel('I use Deck Hopper on').selectOption('android');
  await expect(page).toHaveURL(/[?&]platform=android/);
  await expectMarks(page, 'android');
  await page.reload();
  await hydrated(page);
  await expectMarks(page, 'android');
  await expectNoAxeViolations(page, '/setup with a platform chosen');
});

test('each platform limit is said once in its entry: the mark by the title, the sentence once, in both languages', async ({
  page,
}) => {
  test.setTimeout(60_000);
  for (const locale of LOCALES) {
    for (const help of ['setup', 'troubleshooting'] as const) {
      for (const platform of ['ios', 'android'] as const) {
        const address = `${localePrefix(locale)}${HELP_PAGES[help]}?platform=${platform}`;
        await open(page, address);
        const marked = entriesOf(help).filter((entry) => markOf(entry, platform, releasedDoc(help)));
        await expect(page.locator('[data-platform-badge]:visible')).toHaveCount(marked.length);
        // Each marked entry opened, and its mark and whole text read, in one go.
        const entries = await page.evaluate(
          ({ids, platform}) => {
            return ids.map((id) => {
              const section = document.getElementById(id)!.closest('[data-entry]') as HTMLElement;
              section.querySelector('details')!.open = true;
              const mark = section.querySelector<HTMLElement>(`[data-platform-badge="${platform}"]`)!.innerText;
              return {id, mark: mark.toLowerCase(), text: section.innerText.toLowerCase()};
            });
          },
          {ids: marked, platform},
        );
        for (const {id, mark, text} of entries) {
          expect(text.split(mark).length - 1, `${address}#${id} says "${mark}" once`).toBe(1);
          const sentences = text
            .split(/\n+|(?<=[.!?])\s+/)
            .map((sentence) => sentence.trim())
            .filter((sentence) => sentence.length > 20);
          const repeated = sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index);
          expect(repeated, `${address}#${id} says nothing twice`).toEqual([]);
        }
      }
    }
  }
});

test('unknown and hostile ?platform= and ?app= values change nothing', async ({page}) => {
  for (const query of [
    'platform=%3Cscript%3Ealert(1)%3C%2Fscript%3E&app=%22%3E%3Cimg%20src%3Dx%3E',
    'platform=iphone&app=9.9.9',
    'platform=__proto__&app=1..5',
  ]) {
    await open(page, `${ROUTES.setup}?${query}`);
    await expect(page.getByLabel('I use Deck Hopper on')).toHaveValue('');
    await expect(page.locator('[data-platform-badge]:visible')).toHaveCount(0);
    await expect(page.locator('[data-version-notice]')).toBeHidden();
  }
});

/** A version older than every release the patch notes list. */
const BEFORE_ALL = '1.0.0';
const newerThan = (version: string) => releases().filter((release) => compareVersions(release.version, version) > 0);

test('?app=<older version> on /patch-notes tells of the new release and marks the releases since as new', async ({
  page,
}) => {
  const all = newerThan(BEFORE_ALL);
  expect(all.map(({version}) => version)).toContain(LATEST_VERSION);
  await open(page, `${ROUTES.patchNotes}?app=${BEFORE_ALL}`);
  await expect(page.locator('[data-version-notice]')).toContainText(`Deck Hopper ${LATEST_VERSION} is available.`);
  for (const {version} of all) {
    await expect(page.locator(`[data-release="${version}"] [data-new-since]:visible`), version).toHaveText(
      'New since your version',
    );
  }
  const filter = page.getByLabel(/Show only the releases new since your version/);
  await filter.check();
  await expect(page.locator('[data-release]:visible')).toHaveCount(all.length);
  await expectNoAxeViolations(page, `${ROUTES.patchNotes}?app=${BEFORE_ALL}`);

  // From the release before the latest, only the latest is new.
  const [latest, previous] = releases();
  await open(page, `${ROUTES.patchNotes}?app=${previous!.version}`);
  await expect(page.locator(`[data-release="${latest!.version}"] [data-new-since]`)).toBeVisible();
  await expect(page.locator(`[data-release="${previous!.version}"] [data-new-since]`)).toBeHidden();
  await page.getByLabel(/Show only the releases new since your version/).check();
  await expect(page.locator('[data-release]:visible')).toHaveCount(1);
  await expect(page.locator(`[data-release="${latest!.version}"]`)).toBeVisible();

  await open(page, `${ROUTES.patchNotes}?app=${LATEST_VERSION}`);
  await expect(page.locator('[data-version-notice]')).toBeHidden();
  await expect(page.locator('[data-new-since]:visible, [data-new-since-filter]:visible')).toHaveCount(0);
});

test('?app=<older version> on a help page says an update is available and which entries need it', async ({page}) => {
  await open(page, `${ROUTES.setup}?app=${BEFORE_ALL}#${SINCE.id}`);
  await expect(page.locator('[data-version-notice]')).toContainText(`Deck Hopper ${LATEST_VERSION} is available.`);
  await expect(page.locator(`#${SINCE.id}-panel [data-needs-release]`)).toContainText(
    `Needs Deck Hopper ${SINCE.since} or later`,
  );
  await open(page, `${ROUTES.troubleshooting}?app=${LATEST_VERSION}`);
  await expect(page.locator('[data-version-notice]')).toBeHidden();
});

test('the connection check, walked with the keyboard, leads to a fix and to "Still stuck?"', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, `${ROUTES.troubleshooting}#${CONNECTION_ENTRY_ID}`);
  await expect(helpEntry(page, CONNECTION_ENTRY_ID)).toHaveJSProperty('open', true);
  const [first, second] = CONNECTION_STEPS;
  const step = (id: string) => page.locator(`[id="${stepAnchor(id)}"]`);
  await expect(step(first!.id)).toHaveAttribute('data-status', 'list');
  await page.getByRole('button', {name: 'Answer one question at a time'}).focus();
  await page.keyboard.press('Enter');
  await expect(step(first!.id)).toHaveAttribute('data-status', 'current');
  await expect(page.locator(`[id="${stepAnchor(first!.id)}-question"]`)).toBeFocused();

  await step(first!.id).getByRole('button', {name: 'Yes'}).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(`[id="${stepAnchor(second!.id)}-question"]`)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(step(second!.id).getByRole('button', {name: 'Yes'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(step(second!.id).getByRole('button', {name: 'No'})).toBeFocused();
  await page.keyboard.press('Enter');
  const fix = page.locator(`[id="${stepAnchor(second!.id)}-fix"]`);
  await expect(fix).toBeFocused();
  await expect(fix).toContainText(second!.fix.slice(0, 20));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'That fixed it'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: "Still can't connect: next check"})).toBeFocused();
  await page.keyboard.press('Enter');

  for (const {id} of CONNECTION_STEPS.slice(2)) {
    await expect(step(id)).toHaveAttribute('data-status', 'current');
    await expect(page.locator(`[id="${stepAnchor(id)}-question"]`)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(step(id).getByRole('button', {name: 'Yes'})).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(page.locator('#connectionIssues-stuck')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Discord'}).first()).toBeFocused();
  // Connection problems go to the community, never to the account-only contact form.
  await expect(page.locator(`[id="${CONNECTION_ENTRY_ID}-panel"] a[href*="${ROUTES.contact}"]`)).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'Copy what I checked'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Copied: paste it into your message.')).toBeVisible();
  const summary = await page.evaluate(() => navigator.clipboard.readText());
  expect(summary).toContain('Cannot connect to SAMMI: what I checked');
  expect(summary).toContain(`- ${second!.summary}: no, tried the fix`);
  // The summary's link reopens the check as it is (tests/e2e/help-feedback.spec.ts follows one).
  expect(summary).toContain(page.url());
  await expectNoAxeViolations(page, 'the connection check at its end');
});

/** Three steps of the check, in its order: where an address opens it, and a later one. */
const [EARLY_STEP, , LATER_STEP] = CONNECTION_STEPS.slice(-4).map(({id}) => id);

test("a step's address opens the entry at that step", async ({page}) => {
  const anchor = stepAnchor(EARLY_STEP!);
  await open(page, `${ROUTES.troubleshooting}#${anchor}`);
  await expect(helpEntry(page, CONNECTION_ENTRY_ID)).toHaveJSProperty('open', true);
  // Open as the page loads, the check stays the checklist of the first paint, the step marked.
  await expect(page.locator(`[id="${anchor}"]:target`)).toHaveAttribute('data-status', 'list');
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  // From another entry, a link to a step opens it too.
  const later = stepAnchor(LATER_STEP!);
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, later);
  await expect(page.locator(`[id="${later}"]`)).toHaveAttribute('data-status', 'current');
  await expect(page.locator(`[id="${later}"]`)).toBeInViewport();

  // A link from another page to a step: the first the FAQ has.
  await open(page, ROUTES.faq);
  const link = page.locator(`[id$="-panel"] a[href*="${ROUTES.troubleshooting}#${stepAnchor('')}"]`).first();
  const from = await link.evaluate((anchor) => anchor.closest('[data-entry]')!.querySelector('summary')!.id);
  await tapTitle(page, from.replace(/-toggle$/, ''));
  const target = new URL((await link.getAttribute('href'))!, page.url()).hash.slice(1);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.troubleshooting}#${target}$`));
  await expect(helpEntry(page, CONNECTION_ENTRY_ID)).toHaveJSProperty('open', true);
  await expect(page.locator(`[id="${target}"]`)).toHaveAttribute('data-status', 'current');
  await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
});

test('without JavaScript the check is an ordered checklist, every problem has "Still stuck?", every platform is shown', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  const anchor = stepAnchor(EARLY_STEP!);
  await page.goto(`${ROUTES.troubleshooting.slice(1)}#${anchor}`);
  const steps = page.locator(`[id="${CONNECTION_ENTRY_ID}-panel"] ol > li`);
  await expect(steps).toHaveCount(CONNECTION_STEPS.length);
  await expect(page.locator(`[id="${anchor}"]`)).toBeVisible();
  await expect(page.locator(`[id="${anchor}"]`)).toContainText('If not:');
  await expect(page.getByRole('button', {name: 'Yes'})).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Copy what I checked'})).toBeHidden();
  await expect(page.getByLabel('I use Deck Hopper on')).toBeHidden();
  const entries = await page
    .locator('[data-entry] > :is(h2, h3)')
    .evaluateAll((titles) => titles.map((title) => title.id));
  const account = Object.keys(await accountEntries(DEFAULT_LOCALE));
  for (const id of entries) {
    // The account problems lead to the contact form, every other one to the community chat.
    const contact = page.locator(`[id="${id}-panel"] a[href$="${contactAboutPath(id)}"]`);
    const community = page.locator(`[id="${id}-panel"] a[href="${COMMUNITY_LINKS.discord.href}"]`);
    await expect(contact, id).toHaveCount(account.includes(id) ? 1 : 0);
    await expect(community, id).toHaveCount(account.includes(id) ? 0 : 1);
  }
  await page.goto(ROUTES.setup.slice(1));
  await expect(page.locator(`#${STEPS_BY_PLATFORM}-panel [data-platforms]`)).toHaveCount(
    platformBlocks(STEPS_BY_PLATFORM),
  );
  await expect(page.locator('[data-platform-badge]:visible')).toHaveCount(0);
  await context.close();
});

/** Axe in light mode, then (the rules that read colours) in dark mode, on the page as it is. */
async function expectNoAxeViolationsInBothModes(page: Page, label: string) {
  await page.emulateMedia({colorScheme: 'light'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectNoAxeViolations(page, `${label} (light)`);
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoAxeViolations(page, `${label} (dark)`, 'only');
}

test('axe finds no violation in the marks, notes and check, light and dark', async ({page}) => {
  // Four pages, each checked twice (light and dark).
  test.setTimeout(timeoutForLoads(8));
  await page.emulateMedia({reducedMotion: 'reduce'});
  await open(page, `${ROUTES.setup}?platform=ios&app=${BEFORE_ALL}#${SINCE.id}`);
  await expect(page.locator(`#${SINCE.id}-panel [data-needs-release]`)).toBeVisible();
  await expectNoAxeViolationsInBothModes(page, `${ROUTES.setup} marked for iOS and ${BEFORE_ALL}`);
  await open(page, `${ROUTES.setup}?platform=ios#${SETTINGS_ENTRY}`);
  await expect(page.locator('[data-platform-row="elsewhere"]').first()).toBeVisible();
  await expectNoAxeViolationsInBothModes(page, 'the settings marked for iOS');
  const step = stepAnchor(CONNECTION_STEPS[1]!.id);
  await open(page, `${ROUTES.troubleshooting}#${step}`);
  await startCheck(page);
  await page.locator(`[id="${step}"]`).getByRole('button', {name: 'No'}).click();
  await expect(page.getByRole('button', {name: 'That fixed it'})).toBeVisible();
  await expectNoAxeViolationsInBothModes(page, 'the check showing a fix');
  await open(page, `${ROUTES.patchNotes}?app=${BEFORE_ALL}`);
  await expect(page.locator('[data-new-since]').first()).toBeVisible();
  await expectNoAxeViolationsInBothModes(page, `${ROUTES.patchNotes}?app=${BEFORE_ALL}`);
});

test(
  'on a phone with no platform chosen, the picker suggests the phone’s own, said to be a guess, until the visitor chooses',
  PHONE_ONLY,
  async ({page}) => {
    const picker = page.getByLabel('I use Deck Hopper on');
    await open(page, ROUTES.setup);
    // The phone project is an Android phone.
    await expect(picker).toHaveValue('android');
    await expect(picker.locator('option:checked')).toHaveText(/Android \(guessed/);
    await expectMarks(page, 'android');
    await picker.selectOption('');
    await page.reload();
    await hydrated(page);
    await expect(picker, 'the visitor’s choice wins over the guess').toHaveValue('');
  },
);

test(
  'with an older ?app=, the update notice moves nothing: a deep-linked entry stays in place, and the patch notes say it once',
  ALSO_ON_PHONE,
  async ({page}) => {
    const older = releases().at(-1)!.version;
    // "Any platform" chosen: this is the notice's doing alone (a platform reorders some entries' rows).
    await open(page, ROUTES.setup);
    await page.getByLabel('I use Deck Hopper on').selectOption('');
    await recordLayoutShifts(page);
    const address = `${ROUTES.setup}?app=${older}#${SETUP_ENTRIES.at(-1)!}`;
    await open(page, address);
    await expect(page.locator('[data-version-notice]')).toBeVisible();
    await settled(page);
    expectStableLayout(await layoutShifts(page), address);

    await open(page, `${ROUTES.patchNotes}?app=${older}#${SECTION_ANCHORS.updateAvailable}`);
    await expect(page.locator(`[id="${SECTION_ANCHORS.updateAvailable}"] .alert`)).toBeVisible();
    await expect(page.locator('[data-version-notice]'), 'the app’s own notice says it already').toHaveCount(0);
    await open(page, `${ROUTES.patchNotes}?app=${older}`);
    await expect(page.locator('[data-version-notice]')).toBeVisible();
  },
);

test(
  'what the app’s address and the phone say of the visitor is in the first paint: with the site’s scripts held back it shows, and as the page loads nothing moves',
  PHONE_ONLY,
  async ({page}) => {
    const older = releases().at(-1)!.version;
    // The addresses the app opens with its version: each help page and the patch notes, and its
    // "Update Available!"; an entry that needs a later release than the visitor's, open; the
    // notice in each language (the code is the same: the wording wraps otherwise). The phone
    // project is an Android phone: the site guesses its platform.
    const addresses = [
      ...[...Object.values(HELP_PAGES), ROUTES.patchNotes].map((route) => `${route}?app=${older}`),
      `${ROUTES.patchNotes}#${SECTION_ANCHORS.updateAvailable}`,
      `${ROUTES.setup}?app=${BEFORE_ALL}#${SINCE.id}`,
      // The entries an Android phone's visitor gets a mark on, and maybe a note at the top, open.
      ...SETUP_ENTRIES.filter((id) => platformNote(id, 'android')).map((id) => `${ROUTES.setup}#${id}`),
      ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map(
        (locale) => `${localePrefix(locale)}${ROUTES.setup}?app=${older}`,
      ),
    ];
    test.setTimeout(timeoutForLoads(addresses.length + 2));
    await recordLayoutShifts(page);
    for (const address of addresses) {
      await page.goto('about:blank');
      await open(page, address);
      expect(await layoutShifts(page), `${address}: no layout shift at all`).toEqual([]);
      await page.evaluate(() => window.sessionStorage.clear());
    }

    // Its marks and the update notice, before any script of the site.
    await page.goto('about:blank');
    const scripts = await holdScripts(page);
    await page.goto(`${ROUTES.setup.slice(1)}?app=${BEFORE_ALL}#${SINCE.id}`);
    const notices = page.locator(`[data-version-notice], #${SINCE.id}-panel [data-needs-release]`);
    await expect(notices).toHaveCount(2);
    for (const notice of await notices.all()) {
      await expect(notice).toBeVisible();
      const shownVersion = await notice
        .locator('[data-visitor-version]')
        .evaluate((element) => getComputedStyle(element, '::before').content);
      expect(shownVersion, 'each notice names the visitor’s version').toBe(JSON.stringify(BEFORE_ALL));
    }
    await expectMarks(page, 'android');
    await page.goto(`${ROUTES.patchNotes.slice(1)}?app=${older}`);
    await page.getByLabel(/Show only the releases new since your version/).check();
    await expect(page.locator('[data-release]:visible')).toHaveCount(newerThan(older).length);
    await scripts.release();
  },
);

test(
  'with a platform known, from ?platform= or the phone’s own, a deep link into the settings, the steps by platform or the connection check moves nothing as the page loads',
  PHONE_ONLY,
  async ({page}) => {
    const older = releases().at(-1)!.version;
    await recordLayoutShifts(page);
    test.setTimeout(timeoutForLoads(4 * LOCALES.length * 3));
    // The phone project is an Android phone: without ?platform= its platform is a guess.
    const loads = LOCALES.flatMap((locale) => [
      {path: `${localePrefix(locale)}${ROUTES.setup}?platform=ios&app=${older}`, platform: 'ios'},
      {path: `${localePrefix(locale)}${ROUTES.setup}`, platform: 'android'},
    ]);
    for (const {path, platform} of loads) {
      for (const entry of [SETTINGS_ENTRY, STEPS_BY_PLATFORM]) {
        const address = `${path}#${entry}`;
        await page.goto('about:blank');
        await open(page, address);
        await expect(page.locator(`select:has(option[value="${platform}"])`)).toHaveValue(platform);
        await expect(helpEntry(page, entry)).toHaveJSProperty('open', true);
        expect(await layoutShifts(page), `${address}: no layout shift at all`).toEqual([]);
        // A platform from the address is remembered; the next load starts with none again.
        await page.evaluate(() => window.localStorage.clear());
      }
    }
    // The check, open as the page loads, stays the checklist it was painted as until the visitor starts it.
    const checkLoads = LOCALES.flatMap((locale) =>
      [`?platform=ios&app=${older}#${CONNECTION_ENTRY_ID}`, `#${stepAnchor(LATER_STEP!)}`].map((tail) => ({
        locale,
        tail,
      })),
    );
    for (const {locale, tail} of checkLoads) {
      const address = `${localePrefix(locale)}${ROUTES.troubleshooting}${tail}`;
      await page.goto('about:blank');
      await open(page, address);
      await expect(helpEntry(page, CONNECTION_ENTRY_ID)).toHaveJSProperty('open', true);
      const start =
        locale === 'en' ? 'Answer one question at a time' : siteText('help.connectionChecker.start', locale);
      await expect(page.getByRole('button', {name: start})).toBeVisible();
      expect(await layoutShifts(page), `${address}: no layout shift at all`).toEqual([]);
      await page.evaluate(() => window.localStorage.clear());
    }
  },
);
