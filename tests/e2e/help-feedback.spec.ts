/**
 * "Did this fix it?", the way out of the help, and the connection check kept
 * in the address: what a streamer meets when an answer does not help.
 */
import type {Page} from '@playwright/test';
import {COMMUNITY_LINKS, STORE_LINKS} from '../../src/data/links';
import {DEFAULT_LOCALE, LOCALES, type Locale} from '../../src/data/locales';
import {HELP_PAGES} from '../../src/data/deepLinks';
import {ROUTES} from '../../src/data/routes';
import {APP_BUG_REPORT_MENU} from '../../src/data/stillStuck';
import {CONSENT_TEXTS} from '../../src/plugins/analytics';
import {
  ALSO_ON_PHONE,
  axeFindings,
  expect,
  helpEntry,
  hydrated,
  localePrefix,
  open,
  releases,
  siteText,
  startCheck,
  tapTitle,
  test,
  timeoutForLoads,
  accountEntries,
  helpPages,
} from './fixtures';
import {DOCS_VERSION} from '../../src/data/docsVersions';

const LATEST = releases()[0]!.version;
const CHECK_ENTRY = 'connectionIssues';

/** A text of the English components, or its translation. */
const text = (locale: Locale, id: string, english: string) => (locale === 'en' ? english : siteText(id, locale));

/** The feedback row of an entry: a group named by its question. */
const row = (page: Page, id: string) =>
  page.locator(`[id="${id}-panel"] [role="group"][aria-labelledby="${id}-feedback"]`);

/** The ids of the entries of the page shown, in order. */
const entryIds = (page: Page) =>
  page.locator('[data-entry] > :is(h2, h3)').evaluateAll((titles) => titles.map((title) => title.id));

for (const locale of LOCALES) {
  test(`every help entry ends with "Did this fix it?" (${locale}); it needs JavaScript and is not printed`, async ({
    page,
  }) => {
    const yes = text(locale, 'help.entryEnd.yes', 'Yes');
    const no = text(locale, 'help.entryEnd.no', 'No');
    for (const route of Object.values(HELP_PAGES)) {
      await open(page, `${localePrefix(locale)}${route}`);
      const ids = await entryIds(page);
      expect(ids.length, route).toBeGreaterThan(0);
      const rows = await page.locator('[data-entry]').evaluateAll((entries) =>
        entries.map((entry) => {
          const group = entry.querySelector('[role="group"][aria-labelledby$="-feedback"]');
          const label = group && document.getElementById(group.getAttribute('aria-labelledby')!);
          return {
            question: label?.textContent ?? '',
            buttons: [...(group?.querySelectorAll('button') ?? [])].map((button) => button.textContent),
          };
        }),
      );
      expect(
        rows.map(({buttons}) => buttons),
        route,
      ).toEqual(ids.map(() => [yes, no]));
      const fixQuestion = text(locale, 'help.entryEnd.question.fix', 'Did this fix it?');
      const helpQuestion = text(locale, 'help.entryEnd.question.help', 'Did this answer your question?');
      const expected = route === ROUTES.troubleshooting ? fixQuestion : helpQuestion;
      expect(new Set(rows.map(({question}) => question)), route).toEqual(new Set([expected]));
    }
    await tapTitle(page, (await entryIds(page))[0]!);
    await expect(row(page, (await entryIds(page))[0]!)).toBeVisible();
    await page.emulateMedia({media: 'print'});
    await expect(row(page, (await entryIds(page))[0]!)).toBeHidden();
  });
}

test('without JavaScript no entry shows the row', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto(`${ROUTES.troubleshooting.slice(1)}#${CHECK_ENTRY}`);
  await expect(page.locator('[aria-labelledby$="-feedback"]')).not.toHaveCount(0);
  for (const group of await page.locator('[aria-labelledby$="-feedback"]').all()) await expect(group).toBeHidden();
  await context.close();
});

for (const locale of LOCALES) {
  test(`No on an account entry leads to the contact form naming it, with the device and version (${locale})`, async ({
    page,
  }) => {
    const titles = await accountEntries(locale);
    const [id, title] = Object.entries(titles)[0]!;
    await open(page, `${localePrefix(locale)}${ROUTES.troubleshooting}?platform=android&app=${LATEST}#${id}`);
    await expect(helpEntry(page, id)).toHaveJSProperty('open', true);
    await row(page, id)
      .getByRole('button', {name: text(locale, 'help.entryEnd.no', 'No')})
      .click();
    const panel = page.locator(`[id="${id}-panel"]`);
    await expect(panel.locator(`a[href="${COMMUNITY_LINKS.discord.href}"]`)).toHaveCount(0);
    await panel.locator(`a[href*="${ROUTES.contact}?about=${id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${localePrefix(locale)}${ROUTES.contact}\\?`));
    const message = page.locator('textarea[name="message"]');
    const about = text(locale, 'contact.about.line', 'About: {title}').replace('{title}', title);
    await expect(message).toHaveValue(new RegExp(`^${escape(about)}\n.*Android.*\n.*${escape(LATEST)}\n\n$`));
  });
}

for (const locale of LOCALES) {
  test(`No on any other entry offers related entries, the community chat and the app's bug report, with a summary (${locale})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, `${localePrefix(locale)}${ROUTES.troubleshooting}?platform=android&app=${LATEST}`);
    // The first entry with related entries that is not an account problem.
    const ids = await entryIds(page);
    let id = '';
    const account = await accountEntries(DEFAULT_LOCALE);
    for (const candidate of ids.filter((entry) => !(entry in account) && entry !== CHECK_ENTRY)) {
      await tapTitle(page, candidate);
      await row(page, candidate)
        .getByRole('button', {name: text(locale, 'help.entryEnd.no', 'No')})
        .click();
      if ((await page.locator(`[id="${candidate}-panel"] ul`).last().locator('a').count()) > 0) {
        id = candidate;
        break;
      }
    }
    expect(id, 'an entry with related entries').not.toBe('');
    const panel = page.locator(`[id="${id}-panel"]`);
    const no = row(page, id).getByRole('button', {name: text(locale, 'help.entryEnd.no', 'No')});
    await expect(no).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByRole('status').first()).toHaveText(
      text(locale, 'help.entryEnd.sorry', 'Sorry it did not. Try these next:'),
    );
    await expect(panel.locator(`a[href*="${ROUTES.contact}"]`)).toHaveCount(0);
    await expect(panel.locator(`a[href="${COMMUNITY_LINKS.discord.href}"]`)).toHaveCount(1);
    await expect(panel).toContainText(APP_BUG_REPORT_MENU);
    // Each related link opens its entry.
    const related = panel.locator('ul a').last();
    const target = new URL((await related.getAttribute('href'))!, page.url());
    const title = (await related.textContent())!;

    await panel
      .getByRole('button', {name: text(locale, 'help.entryEnd.copy', 'Copy a summary to paste there')})
      .click();
    const summary = await page.evaluate(() => navigator.clipboard.readText());
    const entryTitle = await page.locator(`[id="${id}-title"]`).textContent();
    expect(summary.split('\n').slice(0, 2)).toEqual([
      text(locale, 'help.entryEnd.summary.title', 'Not solved by the help: {title}').replace('{title}', entryTitle!),
      // The page's address with the site's own parameters.
      new URL(`?platform=android&app=${LATEST}#${id}`, new URL(page.url()).origin + new URL(page.url()).pathname).href,
    ]);
    expect(summary).toContain('Android');
    expect(summary).toContain(LATEST);
    expect(await axeFindings(page, {colours: 'only', include: `[id="${id}-panel"]`}), 'an entry answered No').toEqual(
      [],
    );

    // One answer per entry for the visit: it is still there after a reload, and it can be changed.
    // The address names the open entry, so the reload opens it again.
    await page.reload();
    await expect(helpEntry(page, id)).toHaveJSProperty('open', true);
    await expect(no).toHaveAttribute('aria-pressed', 'true');
    const yes = row(page, id).getByRole('button', {name: text(locale, 'help.entryEnd.yes', 'Yes')});
    await yes.click();
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    await expect(no).toHaveAttribute('aria-pressed', 'false');
    await expect(panel.getByRole('status').first()).toHaveText(
      text(locale, 'help.entryEnd.thanks', 'Thanks! Glad it helped.'),
    );

    await page.goto(target.href);
    await hydrated(page);
    await expect(helpEntry(page, target.hash.slice(1))).toHaveJSProperty('open', true);
    expect(title).toContain((await page.locator(`[id="${target.hash.slice(1)}-title"]`).textContent())!);
  });
}

test.describe('analytics', () => {
  test.use({analyticsChoice: null});

  test('answers reach analytics only after consent', async ({page, externalRequests}) => {
    const events = () =>
      page.evaluate(() =>
        ((window as unknown as {dataLayer?: ArrayLike<unknown>[]}).dataLayer ?? [])
          .map((entry) => Array.from(entry))
          .filter(([kind, name]) => kind === 'event' && (name === 'help_answer' || name === 'connection_check')),
      );
    const [first] = Object.keys(await accountEntries(DEFAULT_LOCALE));
    await open(page, `${ROUTES.troubleshooting}?platform=android&app=${LATEST}#${first}`);
    await row(page, first!).getByRole('button', {name: 'Yes'}).click();
    expect(await events()).toEqual([]);
    expect(externalRequests).toEqual([]);

    await page
      .getByRole('region', {name: CONSENT_TEXTS.region})
      .getByRole('button', {name: CONSENT_TEXTS.accept})
      .click();
    await row(page, first!).getByRole('button', {name: 'No'}).click();
    await expect.poll(events).toEqual([
      [
        'event',
        'help_answer',
        {
          entry_id: first,
          answer: 'no',
          page: new URL(page.url()).pathname,
          docs_version: expect.any(String),
          locale: 'en',
          platform: 'android',
          app_version: LATEST,
        },
      ],
    ]);

    // A check that ends with every step tried: one event, naming the step that failed.
    // The same page, a new hash: closed as the page loaded, the check asks one question at a time.
    await open(page, `${ROUTES.troubleshooting}?platform=android&app=${LATEST}#${CHECK_ENTRY}`);
    const steps = page.locator(`[id="${CHECK_ENTRY}-panel"] ol > li:not([data-status="skipped"])`);
    const stepIds = await steps.evaluateAll((items) => items.map((item) => item.id.replace(/^.*-step-/, '')));
    const [failed, ...rest] = stepIds;
    await steps.first().getByRole('button', {name: 'No'}).click();
    await page.getByRole('button', {name: "Still can't connect: next check"}).click();
    for (let left = rest.length; left > 0; left--)
      await steps.and(page.locator('[data-status="current"]')).getByRole('button', {name: 'Yes'}).click();
    await expect
      .poll(async () => (await events()).filter(([, name]) => name === 'connection_check'))
      .toEqual([
        [
          'event',
          'connection_check',
          {
            outcome: 'stuck',
            step: failed,
            steps_failed: failed,
            docs_version: expect.any(String),
            locale: 'en',
            platform: 'android',
            app_version: LATEST,
          },
        ],
      ]);
  });
});

test('the connection check lives in the address: reload, Back and a shared link restore it; odd values are ignored', async ({
  page,
  browser,
  baseURL,
}) => {
  // The check, a reload, another page and Back, a shared link, and five odd values.
  test.setTimeout(timeoutForLoads(10));
  await open(page, `${ROUTES.troubleshooting}#${CHECK_ENTRY}`);
  const steps = page.locator(`[id="${CHECK_ENTRY}-panel"] ol > li`);
  const current = () => steps.and(page.locator('[data-status="current"]'));
  const stepIds = await steps.evaluateAll((items) => items.map((item) => item.id));
  const state = async (target: Page) =>
    target
      .locator(`[id="${CHECK_ENTRY}-panel"] ol > li`)
      .evaluateAll((items) => items.map((item) => `${item.id}:${item.getAttribute('data-status')}`));
  // Opened by its address, the check is the checklist until the visitor starts it.
  const fresh = await state(page);
  await startCheck(page);
  await current().getByRole('button', {name: 'Yes'}).click();
  await current().getByRole('button', {name: 'No'}).click();
  await expect(page).toHaveURL(/[?&]check=/);
  const shared = page.url();
  const before = await state(page);
  expect(before).toContain(`${stepIds[1]}:current`);

  await page.reload();
  await expect.poll(() => state(page)).toEqual(before);
  await open(page, ROUTES.faq);
  await page.goBack();
  await expect.poll(() => state(page)).toEqual(before);

  const other = await browser.newContext({baseURL});
  const visitor = await other.newPage();
  await visitor.goto(shared);
  await expect.poll(() => state(visitor)).toEqual(before);
  for (const odd of ['x', `${stepIds[0]}-q_${stepIds[0]}`, 'a'.repeat(600), '<script>_stuck', `nope-y_stuck`]) {
    await visitor.goto(`${ROUTES.troubleshooting.slice(1)}?check=${encodeURIComponent(odd)}#${CHECK_ENTRY}`);
    await hydrated(visitor);
    await expect.poll(() => state(visitor)).toEqual(fresh);
  }
  await other.close();
});

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

for (const locale of LOCALES)
  test(
    `${locale}: the connection check's buttons and answers read at the page's body size`,
    ALSO_ON_PHONE,
    async ({page}) => {
      await open(page, `${localePrefix(locale)}${ROUTES.troubleshooting}#${CHECK_ENTRY}`);
      const panel = page.locator(`[id="${CHECK_ENTRY}-panel"]`);
      await panel
        .getByRole('button', {name: text(locale, 'help.connectionChecker.start', 'Answer one question at a time')})
        .click();
      await panel
        .locator('[data-status="current"]')
        .getByRole('button', {name: text(locale, 'help.connectionChecker.yes', 'Yes')})
        .click();
      const body = await page.evaluate(() => getComputedStyle(document.body).fontSize);
      // The check's steps, their answers and its buttons (the entry's own feedback row comes after it).
      const sizes = await panel
        .locator('ol button:visible, ol [data-status] strong + span')
        .evaluateAll((elements) =>
          elements.map((element) => `${element.textContent}: ${getComputedStyle(element).fontSize}`),
        );
      expect(sizes.length).toBeGreaterThan(2);
      expect(sizes.filter((size) => !size.endsWith(`: ${body}`))).toEqual([]);
    },
  );

for (const locale of LOCALES)
  test(
    `${locale}: with ?app= older than the latest, the check's first step says so and links the update`,
    ALSO_ON_PHONE,
    async ({page}) => {
      const older = releases().at(-1)!.version;
      const stores = {android: STORE_LINKS.googlePlay.href, ios: STORE_LINKS.appStore.href};
      for (const [platform, href] of Object.entries(stores)) {
        await open(
          page,
          `${localePrefix(locale)}${ROUTES.troubleshooting}?app=${older}&platform=${platform}#${CHECK_ENTRY}`,
        );
        const panel = page.locator(`[id="${CHECK_ENTRY}-panel"]`);
        await panel
          .getByRole('button', {name: text(locale, 'help.connectionChecker.start', 'Answer one question at a time')})
          .click();
        const current = panel.locator('ol > li[data-status="current"]');
        await expect(current).toContainText(older);
        await expect(current).toContainText(LATEST);
        await expect(current.locator(`a[href="${href}"]`)).toBeVisible();
        // It is not asked: the fix and the way on are shown.
        await expect(
          current.getByRole('button', {name: text(locale, 'help.connectionChecker.yes', 'Yes'), exact: true}),
        ).toHaveCount(0);
        await expect(
          current.getByRole('button', {name: text(locale, 'help.connectionChecker.fixed', 'That fixed it')}),
        ).toBeVisible();
      }
      // The latest version is asked as before.
      await open(page, `${localePrefix(locale)}${ROUTES.troubleshooting}?app=${LATEST}#${CHECK_ENTRY}`);
      const panel = page.locator(`[id="${CHECK_ENTRY}-panel"]`);
      await panel
        .getByRole('button', {name: text(locale, 'help.connectionChecker.start', 'Answer one question at a time')})
        .click();
      await expect(
        panel
          .locator('ol > li[data-status="current"]')
          .getByRole('button', {name: text(locale, 'help.connectionChecker.yes', 'Yes'), exact: true}),
      ).toBeVisible();
    },
  );

for (const locale of LOCALES)
  test(
    `${locale}: the check and the entry's end tell one story: fixed, nothing more; stuck, one way out`,
    ALSO_ON_PHONE,
    async ({page}) => {
      const say = (id: string, english: string) => text(locale, id, english);
      await open(page, `${localePrefix(locale)}${ROUTES.troubleshooting}#${CHECK_ENTRY}`);
      const panel = page.locator(`[id="${CHECK_ENTRY}-panel"]`);
      const current = panel.locator('ol > li[data-status="current"]');
      const wayOuts = panel
        .getByText(say('help.stillStuck.title', 'Still stuck?'), {exact: true})
        .locator('visible=true');
      const feedback = (answer: 'yes' | 'no') =>
        row(page, CHECK_ENTRY).getByRole('button', {
          name: say(`help.entryEnd.${answer}`, answer === 'yes' ? 'Yes' : 'No'),
          exact: true,
        });
      const start = panel.getByRole('button', {
        name: say('help.connectionChecker.start', 'Answer one question at a time'),
      });
      await start.click();
      await expect(wayOuts, 'one way out while the check runs').toHaveCount(1);
      // No at the first step, then its fix works.
      await current.getByRole('button', {name: say('help.connectionChecker.no', 'No'), exact: true}).click();
      await current.getByRole('button', {name: say('help.connectionChecker.fixed', 'That fixed it')}).click();
      await expect(feedback('yes')).toHaveAttribute('aria-pressed', 'true');
      await expect(wayOuts, 'fixed: no way out offered').toHaveCount(0);
      // Again, and every step fails: one way-out block, and the entry's answer is No.
      await panel.getByRole('button', {name: say('help.connectionChecker.restart', 'Start over')}).click();
      if (await start.isVisible()) await start.click();
      const next = say('help.connectionChecker.next', "Still can't connect: next check");
      while ((await current.count()) > 0) {
        const no = current.getByRole('button', {name: say('help.connectionChecker.no', 'No'), exact: true});
        await ((await no.isVisible()) ? no : current.getByRole('button', {name: next})).click();
      }
      await expect(feedback('no')).toHaveAttribute('aria-pressed', 'true');
      await expect(wayOuts).toHaveCount(1);
      await feedback('no').click();
      await expect(wayOuts, 'answered No by hand: still one').toHaveCount(1);
    },
  );

for (const locale of LOCALES)
  test(`${locale}: after No, "Try these next:" leads only into a list`, async ({page}) => {
    const lead = text(locale, 'help.entryEnd.sorry', 'Sorry it did not. Try these next:');
    const released = (await helpPages(locale)).filter(({version}) => version === DOCS_VERSION);
    const entries = released.flatMap((help) => help.entries.map((entry) => ({help, entry})));
    const withRelated = entries.find(({entry}) => entry.related.length > 0);
    const without = entries.find(({entry}) => entry.related.length === 0);
    for (const {help, entry} of [withRelated!, without!]) {
      await open(page, `${localePrefix(locale)}${help.route}#${entry.id}`);
      await row(page, entry.id)
        .getByRole('button', {name: text(locale, 'help.entryEnd.no', 'No'), exact: true})
        .click();
      const said = row(page, entry.id).getByRole('status');
      await expect(said).not.toBeEmpty();
      if (entry.related.length > 0) {
        await expect(said).toHaveText(lead);
        await expect(page.locator(`[id="${entry.id}-panel"] ul:has(a[href*="#${entry.related[0]}"])`)).toBeVisible();
      } else await expect(said).not.toHaveText(/:$/);
    }
  });

for (const locale of LOCALES)
  test(
    `${locale}: once the check has answers, every way to share carries them and its address, and nothing else`,
    ALSO_ON_PHONE,
    async ({page, context, isMobile}) => {
      const say = (id: string, english: string) => text(locale, id, english);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // A phone's share sheet, where the browser has one: what it is given is kept.
      if (isMobile)
        await page.addInitScript(() => {
          Object.defineProperty(navigator, 'share', {
            value: (data: {text: string}) => {
              (window as unknown as {shared: string}).shared = data.text;
              return Promise.resolve();
            },
          });
        });
      const taken = async (button: ReturnType<Page['getByRole']>) => {
        await page.evaluate(() => navigator.clipboard.writeText(''));
        await button.click();
        return isMobile
          ? page
              .waitForFunction(() => (window as unknown as {shared?: string}).shared)
              .then(async () => {
                const value = await page.evaluate(() => (window as unknown as {shared: string}).shared);
                await page.evaluate(() => delete (window as unknown as {shared?: string}).shared);
                return value;
              })
          : expect
              .poll(() => page.evaluate(() => navigator.clipboard.readText()))
              .not.toBe('')
              .then(() => page.evaluate(() => navigator.clipboard.readText()));
      };
      const path = `${localePrefix(locale)}${ROUTES.troubleshooting}`;
      await open(page, `${path}?utm_source=chat&platform=android&app=${LATEST}&note=%3Cb%3Ehi#${CHECK_ENTRY}`);
      const panel = page.locator(`[id="${CHECK_ENTRY}-panel"]`);
      await panel
        .getByRole('button', {name: say('help.connectionChecker.start', 'Answer one question at a time')})
        .click();
      const current = panel.locator('ol > li[data-status="current"]');
      await current.getByRole('button', {name: say('help.connectionChecker.yes', 'Yes'), exact: true}).click();
      await current.getByRole('button', {name: say('help.connectionChecker.no', 'No'), exact: true}).click();
      await expect(page).toHaveURL(/[?&]check=/);
      const check = new URL(page.url()).searchParams.get('check')!;
      const origin = new URL(page.url()).origin;
      const expected = (id: string) =>
        `${origin}${new URL(page.url()).pathname}?${new URLSearchParams({platform: 'android', app: LATEST, check})}#${id}`;

      const link = await taken(panel.getByRole('button', {name: say('help.copyLink.button', 'Copy link')}));
      expect(link).toBe(expected(CHECK_ENTRY));
      const checkedText = await taken(
        panel.getByRole('button', {name: say('help.connectionChecker.copy', 'Copy what I checked')}),
      );
      const lines = checkedText.split('\n');
      expect(lines[1]).toBe(expected(CHECK_ENTRY));
      const answers = lines.filter((line) => line.startsWith('- '));
      expect(answers.length).toBeGreaterThan(1);
      // Another entry's summary after No carries the same answers, and the address with the check.
      const other = (await entryIds(page)).find((id) => id !== CHECK_ENTRY)!;
      await tapTitle(page, other);
      await row(page, other)
        .getByRole('button', {name: say('help.entryEnd.no', 'No'), exact: true})
        .click();
      const summary = await taken(
        page
          .locator(`[id="${other}-panel"]`)
          .getByRole('button', {name: say('help.entryEnd.copy', 'Copy a summary to paste there')}),
      );
      expect(summary.split('\n')[1]).toBe(expected(other));
      expect(summary).toContain(answers.join('\n'));
      for (const shared of [link, checkedText, summary]) expect(shared).not.toMatch(/utm_|note|<b>/);
    },
  );
