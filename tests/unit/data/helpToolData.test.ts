/**
 * @jest-environment node
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {translatedDocsVersions} from '../helpers/deepLinkContract';
import {SITE_DIR, helpSource} from '../helpers/helpDocs';
import {DATA_MODULES, VERSION_DATA} from '../helpers/helpToolData';
import type {Locale} from '@site/src/data/locales';

/*
 * Each docs version reads the help tools' rules from its own `_data` folder,
 * so editing the next release's rules never changes the released help, in
 * any language; and each tool of the setup page is given them.
 */

const read = (file: string) => readFileSync(path.join(SITE_DIR, file), 'utf8');

/** The module each name of a file's one-line named imports comes from. */
const importsOf = (source: string) =>
  new Map([...source.matchAll(/^import\s+\{(\w+)\}\s+from\s+'([^']+)';$/gm)].map(([, name, from]) => [name!, from!]));

/** The opening tags of a component in a doc. */
const tagsOf = (source: string, component: string) => source.match(new RegExp(`<${component}\\b[^>]*>`, 'g')) ?? [];

const entryBody = (source: string, id: string) => {
  const start = source.indexOf(`<Accordion id="${id}"`);
  return start < 0 ? '' : source.slice(start, source.indexOf('</Accordion>', start));
};

const SPANISH = translatedDocsVersions(SITE_DIR);

describe.each(VERSION_DATA)('the help tools of $dir', ({name, dir}) => {
  const setup = read(`${dir}/setup.mdx`);
  const translations = SPANISH.filter((version) => version.name === name).map((version) => `${version.dir}/setup.mdx`);

  it('read the version’s own data, imported relatively by its setup page', () => {
    const imports = importsOf(setup);
    for (const [module, exported] of Object.entries(DATA_MODULES)) {
      expect(imports.get(exported)).toBe(`./_data/${module}`);
      expect(existsSync(path.join(SITE_DIR, dir, '_data', `${module}.ts`))).toBe(true);
    }
  });

  it('keep data that imports nothing from another docs version', () => {
    for (const module of Object.keys(DATA_MODULES)) {
      for (const [, from] of read(`${dir}/_data/${module}.ts`).matchAll(/\bfrom\s+'([^']+)'/g)) {
        expect(from).toMatch(/^(?:@site\/src\/|@theme\/|\.\/)/);
      }
    }
  });

  it.each([`${dir}/setup.mdx`, ...translations])('give every tool of %s the rules it shows', (file) => {
    const source = read(file);
    const tools = {
      BUTTON_STYLES: ['DhStylesTable', 'DhStylesExample', 'DhEmbedTable', 'StyleBuilder'],
      MEDIA_RULES: ['MediaChecker'],
    };
    for (const [rules, components] of Object.entries(tools)) {
      for (const tag of components.flatMap((component) => tagsOf(source, component))) {
        expect(tag).toContain(`rules={${rules}}`);
      }
    }
    for (const id of ['customButtonText', 'twitchEmbeds']) {
      expect(entryBody(source, id)).toContain(`<StyleBuilder entry="${id}" rules={BUTTON_STYLES} />`);
    }
    for (const id of ['popupMessage', 'showUrl']) {
      expect(entryBody(source, id)).toContain('<MediaChecker rules={MEDIA_RULES} />');
      expect(entryBody(source, id)).toContain('<code>{MEDIA_RULES.autoCloseNever}</code>');
    }
    expect(entryBody(source, 'customButtonText')).toMatch(
      /<DhStylesTable rules=\{BUTTON_STYLES\} \/>\s+<DhStylesExample rules=\{BUTTON_STYLES\} \/>/,
    );
    expect(entryBody(source, 'twitchEmbeds')).toContain('<DhEmbedTable rules={BUTTON_STYLES} />');
    expect(tagsOf(source, 'StyleBuilder')).toHaveLength(2);
    expect(tagsOf(source, 'MediaChecker')).toHaveLength(2);
  });

  it.each(translations)('build %s with the data of its English version', (translation) => {
    const locale = /^i18n\/([^/]+)\//.exec(translation)![1]!;
    const imports = importsOf(helpSource(locale as Locale).merged[translation] ?? '');
    for (const [module, exported] of Object.entries(DATA_MODULES)) {
      expect(imports.get(exported)).toBe(`@site/${dir}/_data/${module}`);
    }
  });
});

it('gives each docs version data of its own, so editing one leaves the others as they are', () => {
  const modules = VERSION_DATA.flatMap(({dir}) =>
    Object.keys(DATA_MODULES).map((module) => require.resolve(path.join(SITE_DIR, dir, '_data', module))),
  );
  expect(new Set(modules).size).toBe(modules.length);
  for (const [index, version] of VERSION_DATA.entries()) {
    for (const other of VERSION_DATA.slice(index + 1)) {
      expect(version.buttonStyles).not.toBe(other.buttonStyles);
      expect(version.mediaRules).not.toBe(other.mediaRules);
    }
  }
});
