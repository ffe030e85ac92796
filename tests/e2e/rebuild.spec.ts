/**
 * A second build serves what was edited since the first, in every language,
 * with the bundler's cache of the first build: nothing a page is built from
 * is read behind the bundler's back (src/plugins/help/index.ts). Built in a
 * scratch copy of the site, whose cache is its own.
 */
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {readHelpSource} from '../../src/plugins/help';
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';
import {normalizeBaseUrl} from '../../src/data/siteEnv';

const SITE = path.join(__dirname, '../..');
const BASE = normalizeBaseUrl(process.env.BASE_URL);

/**
 * The code a built page runs as it starts (its HTML names only the runtime and the main script,
 * which load the page's own chunks): the page is opened in the browser from the build's files.
 */
async function codeRun(page: Page, buildDir: string, route: string): Promise<string> {
  const origin = 'http://127.0.0.1:9';
  await page.route(`${origin}/**`, (request) => {
    const relative = decodeURIComponent(new URL(request.request().url()).pathname.slice(BASE.length));
    const file = path.join(buildDir, path.extname(relative) ? relative : `${relative}.html`);
    return existsSync(file) ? request.fulfill({path: file}) : request.fulfill({status: 404});
  });
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text());
  });
  await page.goto(`${origin}${BASE}${route.slice(1)}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  return (await Promise.all(scripts)).join('\n');
}

/** The site's files (tracked, and new ones not ignored) in a repository of their own, with links to its installed packages; no cache. */
function scratchCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rebuild-'));
  const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard'], {cwd: SITE, encoding: 'utf8'}).stdout;
  for (const file of files.split('\n').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    cpSync(path.join(SITE, file), path.join(dir, file));
  }
  // The patch notes take their dates from git.
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=Site', '-c', 'user.email=site@localhost', ...args], {cwd: dir});
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'The site as it is');
  mkdirSync(path.join(dir, 'node_modules'));
  for (const name of readdirSync(path.join(SITE, 'node_modules')).filter((name) => name !== '.cache'))
    symlinkSync(path.join(SITE, 'node_modules', name), path.join(dir, 'node_modules', name));
  return dir;
}

function build(dir: string): void {
  for (const locale of LOCALES) {
    // The forms need a key to build; nothing is ever sent from these pages.
    const env = {...process.env, STATICFORMS_ACCESS_KEY: 'test-access-key'};
    const result = spawnSync('npx', ['docusaurus', 'build', '--locale', locale], {cwd: dir, encoding: 'utf8', env});
    expect(result.status, `${result.stdout}\n${result.stderr}`.slice(-3000)).toBe(0);
  }
}

test('a second build shows an edited English entry in every language, without clearing the cache', async ({
  page: browserPage,
}) => {
  test.setTimeout(600_000);
  const dir = scratchCopy();
  try {
    build(dir);
    // The next help: an entry another page relates to, translated in every language, gets a new
    // title, and a new entry follows it.
    const {pages} = await readHelpSource(dir, DEFAULT_LOCALE, DEFAULT_LOCALE);
    const translated = await Promise.all(
      LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) =>
        readHelpSource(dir, locale, DEFAULT_LOCALE),
      ),
    );
    const current = (id: string) =>
      translated.every((source) =>
        source.pages.some(
          ({version, entries}) => version === 'current' && entries.some((e) => e.id === id && !e.translation),
        ),
      );
    const next = pages.filter(({version}) => version === 'current');
    const related = next.flatMap((page) =>
      page.entries.flatMap(({related: ids}) =>
        next
          .filter((other) => other !== page)
          .flatMap((other) =>
            other.entries.filter(({id}) => ids.includes(id) && current(id)).map((entry) => ({page, other, entry})),
          ),
      ),
    )[0];
    if (!related) throw new Error('No entry of the next help relates to an entry of another page.');
    const {page, other, entry} = related;
    const title = `${entry.title}, edited`;
    const file = path.join(dir, other.source);
    const text = readFileSync(file, 'utf8').replace(`title="${entry.title}"`, `title="${title}"`);
    const added = `<Accordion id="addedAfterBuild" title="Added after the first build">\n\nAn entry added after the first build.\n\n</Accordion>\n\n`;
    const at = text.indexOf('</AccordionGroup>');
    writeFileSync(file, text.slice(0, at) + added + text.slice(at));
    build(dir);
    for (const locale of LOCALES) {
      const built = (route: string) =>
        readFileSync(
          path.join(dir, 'build', locale === DEFAULT_LOCALE ? '' : locale, `${route.slice(1)}.html`),
          'utf8',
        );
      expect(built(other.route).includes('An entry added after the first build.'), `${locale}: the new entry`).toBe(
        true,
      );
      const notice = (state: string) => new RegExp(`id="?${entry.id}[\\s\\S]*?data-translation="?${state}`);
      if (locale === DEFAULT_LOCALE)
        // The page's own code draws its related entries (after "Did this fix it?" No).
        expect(
          (await codeRun(browserPage, path.join(dir, 'build'), page.route)).includes(title),
          `the related entry's new title on ${page.route}`,
        ).toBe(true);
      else
        expect(notice('stale').test(built(other.route)), `${locale}: the edited entry's translation is behind`).toBe(
          true,
        );
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
