/**
 * @jest-environment node
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aboutLine} from '@site/src/components/forms/SupportForm/about';
import {
  createHelpWing,
  globalDataOf,
  latestRelease,
  readHelpSource,
  releaseOf,
  type HelpContent,
} from '@site/src/plugins/help';

const entry = (id: string, title = 'T', props = '') =>
  `<Accordion id="${id}" title="${title}"${props}>\n\nBody.\n\n</Accordion>`;
const doc = (...entries: string[]) =>
  `---\ntitle: Setup\n---\n\n<AccordionGroup>\n\n${entries.join('\n\n')}\n\n</AccordionGroup>\n`;
const post = (version: string) => `---\ntitle: Deck Hopper ${version}\nversion: '${version}'\n---\n\nNotes.\n`;

let site: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  writeFileSync(path.join(site, file), text);
};
beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), 'help-plugin-'));
  write('versions.json', JSON.stringify(['1.6']));
  write('versioned_docs/version-1.6/setup.mdx', doc(entry('initialSetup'), entry('proxyButtons')));
  write('versioned_docs/version-1.6/_data/rules.ts', 'export const RULES = {};\n');
  write('docs/setup.mdx', doc(entry('initialSetup'), entry('proxyButtons'), entry('newEntry')));
  write('blog/v1.6.mdx', post('1.6'));
  write('blog/v1.10.mdx', post('1.10'));
  write('blog/v1.9.2.mdx', post('1.9.2'));
});
afterEach(() => rmSync(site, {recursive: true, force: true}));

const globalData = async (locale = 'en') => globalDataOf(await readHelpSource(site, locale, 'en'), latestRelease(site));

describe("the help's facts for the browser", () => {
  it("lists each version's entries, read from its own files, each page at its address", async () => {
    const {pages} = await readHelpSource(site, 'en', 'en');
    expect(pages.map(({version, route, file}) => [version, route, file])).toEqual([
      ['1.6', '/setup', 'versioned_docs/version-1.6/setup.mdx'],
      ['current', '/next/setup', 'docs/setup.mdx'],
    ]);
    expect((await globalData()).entries).toEqual({
      '1.6': {setup: ['initialSetup', 'proxyButtons']},
      current: {setup: ['initialSetup', 'proxyButtons', 'newEntry']},
    });
  });

  it('lets the contact form name an entry written in docs/ alone, and leaves the released help without it', async () => {
    const {entries} = await globalData();
    expect(aboutLine('?about=newEntry', {entries, accountEntries: {}})).toBe('About: Setup › newEntry');
    expect(aboutLine('?about=newEntry', {entries: {'1.6': entries['1.6']!}, accountEntries: {}})).toBeNull();
  });

  it("names the entries marked account by their title, in the build's language, the released help's first", async () => {
    write(
      'versioned_docs/version-1.6/troubleshooting.mdx',
      doc(entry('billing', 'Billing', ' account'), entry('other')),
    );
    write(
      'docs/troubleshooting.mdx',
      doc(entry('billing', 'Billing and refunds', ' account'), entry('login', 'Log in', ' account')),
    );
    write(
      'i18n/es/docusaurus-plugin-content-docs/version-1.6/troubleshooting.mdx',
      doc(entry('billing', 'Facturación')),
    );
    expect((await globalData()).accountEntries).toEqual({billing: 'Billing', login: 'Log in'});
    expect((await globalData('es')).accountEntries).toEqual({billing: 'Facturación', login: 'Log in'});
  });

  it('knows the latest release from the patch notes, by version number', () => {
    expect(releaseOf(post('1.6'))).toBe('1.6');
    expect(latestRelease(site)).toBe('1.10');
  });

  it('fails the build on a related entry the version does not have, naming the file', async () => {
    write('docs/setup.mdx', doc(entry('initialSetup', 'T', ' related="proxyButtons"')));
    await expect(readHelpSource(site, 'en', 'en')).rejects.toThrow(
      'docs/setup.mdx: <Accordion> "initialSetup": related names "proxyButtons", not another entry of this docs version.',
    );
  });
});

describe('the help plugin in the build', () => {
  const plugin = (currentLocale: string) =>
    createHelpWing().plugin(
      {siteDir: site, i18n: {currentLocale, defaultLocale: 'en'}, siteStorage: {namespace: ''}} as LoadContext,
      {},
    ) as Plugin<HelpContent>;

  it('compiles each help doc from what it read, a translation put together with its English', async () => {
    write('i18n/es/docusaurus-plugin-content-docs/current/setup.mdx', doc(entry('initialSetup', 'Inicio')));
    const help = plugin('es');
    const content = await help.loadContent!();
    const [rule] = (
      help.configureWebpack!({}, false, {} as never, content) as {
        module: {
          rules: {test: (f: string) => boolean; use: {options: {textOf: (f: string) => string | undefined}}[]}[];
        };
      }
    ).module.rules;
    const spanish = path.join(site, 'i18n/es/docusaurus-plugin-content-docs/current/setup.mdx');
    expect(rule!.test(spanish)).toBe(true);
    expect(rule!.test(path.join(site, 'docs/setup.mdx'))).toBe(true);
    expect(rule!.test(path.join(site, 'blog/v1.6.mdx'))).toBe(false);
    const text = rule!.use[0]!.options.textOf(spanish);
    expect(text).toContain('title="Inicio"');
    expect(text).toContain('<Accordion id="newEntry" title="T" translation="missing">');
  });

  it('counts the parts left to translate at the end of a build in another language, and never fails it', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    for (const locale of ['en', 'es']) {
      const help = plugin(locale);
      await expect(help.postBuild!({content: await help.loadContent!()} as never)).resolves.toBeUndefined();
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      '[WARNING] Translations (es): 5 parts of pages stale or missing. npm run translations:status lists them.',
    );
    log.mockRestore();
  });
});
