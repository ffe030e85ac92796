/**
 * English first: a translation follows its English source part by part. A
 * translated help doc is put together with its English entry by entry; the
 * status lists each part (a help entry, or a page's own text) that is
 * missing, stale, pasted in English or obsolete; `translations:mark` records a
 * part as translated.
 *
 * @jest-environment node
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {readHelpSource} from '@site/src/plugins/help';
import {parseDoc} from '@site/src/plugins/help/source';
import {
  PAGE_PART,
  currentHashes,
  importsFor,
  markTranslated,
  mergeTranslation,
  recordedHashes,
  sourceOf,
  withRecordedHashes,
} from '@site/src/plugins/help/translations';
import {SITE_DIR} from '../../helpers/helpDocs';

const entry = (id: string, title: string, body: string, props = '') =>
  `<Accordion id="${id}" title="${title}"${props}>\n\n${body}\n\n</Accordion>`;

const ENGLISH = `---
title: Help
---

import {PORT} from './_data/ports';

Intro.

<AccordionGroup>

${entry('one', 'One', 'First answer.', ' pro limits="server"')}

${entry('two', 'Two', 'Second answer, port {PORT}.')}

${entry('three', 'Three', 'Third answer.')}

</AccordionGroup>
`;

const english = () => parseDoc(ENGLISH, 'docs/help.mdx');

/** A Spanish page translating `ENGLISH` as it is now, with its parts recorded. */
async function spanish(entries: string[], hashes?: Record<string, string>) {
  const text = `---\ntitle: Ayuda\n---\n\nimport {Old} from './somewhere';\n\nIntroducción.\n\n<AccordionGroup>\n\n${entries.join('\n\n')}\n\n</AccordionGroup>\n`;
  return parseDoc(withRecordedHashes(text, hashes ?? currentHashes(await english())), 'i18n/es/help.mdx', {
    translated: true,
  });
}

const UNO = entry('one', 'Uno', 'Primera respuesta.');
const DOS = entry('two', 'Dos', 'Segunda respuesta, puerto {PORT}.');
const TRES = entry('three', 'Tres', 'Tercera respuesta.');

/** The merged page as the build compiles it, with its entries' opening tags. */
async function merged(translation: Awaited<ReturnType<typeof spanish>>, imports: string[] = []) {
  const {text, entries} = mergeTranslation(await english(), translation, imports);
  return {text, entries, tags: text.match(/<Accordion [^>]*>/g) ?? []};
}

describe('a translated help doc put together with its English', () => {
  it('keeps a current translation as it is, with the English facts', async () => {
    const {text, entries, tags} = await merged(await spanish([UNO, DOS, TRES]));
    expect(tags[0]).toBe('<Accordion id="one" title="Uno" pro limits="server">');
    expect(entries.map(({title, pro, translation}) => [title, pro, translation])).toEqual([
      ['Uno', true, undefined],
      ['Dos', false, undefined],
      ['Tres', false, undefined],
    ]);
    expect(text).not.toContain('translation=');
    expect(text).toContain('Introducción.');
  });

  it('marks an entry whose English changed as stale, and keeps its translation', async () => {
    const hashes = {...currentHashes(await english()), two: '000000000000'};
    const {text, entries, tags} = await merged(await spanish([UNO, DOS, TRES], hashes));
    expect(tags[1]).toContain('translation="stale"');
    expect(text).toContain('Segunda respuesta');
    expect(entries[1]?.translation).toBe('stale');
  });

  it('shows an entry not translated yet in English, where the English has it', async () => {
    const {text, entries, tags} = await merged(await spanish([UNO, TRES]));
    expect(entries.map(({id}) => id)).toEqual(['one', 'two', 'three']);
    expect(tags[1]).toBe('<Accordion id="two" title="Two" translation="missing">');
    expect(text).toContain('Second answer');
  });

  it('takes translated keywords, and changes a title whose length moves the props after it', async () => {
    const long = entry('one', 'Uno, con un título mucho más largo', 'x').replace('>', ' keywords="clave otra">');
    const {tags} = await merged(await spanish([long, DOS, TRES]));
    expect(tags[0]).toBe(
      '<Accordion id="one" title="Uno, con un título mucho más largo" pro limits="server" keywords="clave otra">',
    );
  });

  it('leaves out an entry the English no longer has, and follows the English order', async () => {
    const {entries} = await merged(await spanish([TRES, entry('gone', 'Ido', 'Ya no existe.'), DOS, UNO]));
    expect(entries.map(({id}) => id)).toEqual(['one', 'two', 'three']);
  });

  it('puts the imports it is given at the top, after the front matter, in place of its own', async () => {
    const imports = ["import {PORT} from '@site/docs/_data/ports';"];
    const {text} = await merged(await spanish([UNO, DOS, TRES]), imports);
    expect(text).toContain(imports[0]);
    expect(text).not.toContain("from './somewhere'");
    expect(text.indexOf(imports[0]!)).toBeGreaterThan(text.indexOf('title: Ayuda'));
  });

  it("uses the English version's own data, and keeps an import the translation adds", async () => {
    const imports = importsFor(await english(), await spanish([UNO]), 'versioned_docs/version-1.6/help.mdx');
    expect(imports).toEqual([
      "import {PORT} from '@site/versioned_docs/version-1.6/_data/ports';",
      "import {Old} from '@site/versioned_docs/version-1.6/somewhere';",
    ]);
  });
});

describe('the record of what a translation translates', () => {
  it('reads back what it wrote, in the front matter', () => {
    const text = withRecordedHashes('---\ntitle: Ayuda\n---\nBody\n', {
      [PAGE_PART]: 'aaaaaaaaaaaa',
      one: 'bbbbbbbbbbbb',
    });
    expect(text).toBe(
      "---\ntitle: Ayuda\ntranslated_from:\n  _page: 'aaaaaaaaaaaa'\n  one: 'bbbbbbbbbbbb'\n---\nBody\n",
    );
    // A hash of digits only stays text.
    expect(recordedHashes(withRecordedHashes(text, {one: '012345678901'}))).toEqual({one: '012345678901'});
    expect(recordedHashes(text)).toEqual({[PAGE_PART]: 'aaaaaaaaaaaa', one: 'bbbbbbbbbbbb'});
    expect(recordedHashes(withRecordedHashes(text, {one: 'cccccccccccc'}))).toEqual({one: 'cccccccccccc'});
  });

  it('maps each translated folder to its English source', () => {
    const site = '/site';
    expect(sourceOf(site, '/site/i18n/es/docusaurus-plugin-content-docs/current/setup.mdx')).toBe(
      '/site/docs/setup.mdx',
    );
    expect(sourceOf(site, '/site/i18n/es/docusaurus-plugin-content-blog/v1.6.mdx')).toBe('/site/blog/v1.6.mdx');
    expect(sourceOf(site, '/site/i18n/es/docusaurus-plugin-content-pages/license.mdx')).toBe(
      '/site/src/pages/license.mdx',
    );
    expect(sourceOf(site, '/site/docs/setup.mdx')).toBeNull();
  });
});

describe('the status of a translated page, part by part', () => {
  const created: string[] = [];
  afterAll(() => created.forEach((dir) => rmSync(dir, {recursive: true, force: true})));
  function site(files: Record<string, string>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'translation-status-'));
    created.push(dir);
    for (const [file, text] of Object.entries({'versions.json': '[]', ...files})) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      writeFileSync(path.join(dir, file), text);
    }
    return dir;
  }
  const item = (id: string, title: string) => `${entry(id, title, `${title}.`)}\n\n`;
  const SETUP = `---\ntitle: Setup\n---\n\nIntro.\n\n${item('connect', 'Connect')}${item('proxyButtons', 'Proxy buttons')}`;
  const CONFIGURACION = `---\ntitle: Configuración\n---\n\nIntroducción.\n\n${item('connect', 'Conectar')}${item('proxyButtons', 'Botones proxy')}`;
  const TARGET = 'i18n/es/docusaurus-plugin-content-docs/current/setup.mdx';
  const marked = async (text = CONFIGURACION) => markTranslated(await parseDoc(SETUP, 'docs/setup.mdx'), text);
  /** A site whose Spanish setup page translates the English one as it is now. */
  const current = async (spanishText?: string) =>
    site({'docs/setup.mdx': SETUP, [TARGET]: spanishText ?? (await marked())});
  const parts = async (dir: string) =>
    (await readHelpSource(dir, 'es', 'en')).status.map(({part, state}) => `${state} ${part}`);

  it('lists nothing for a translation recorded as current', async () => {
    expect(await parts(await current())).toEqual([]);
  });

  it('names the one entry whose English changed, not the whole page', async () => {
    const dir = await current();
    writeFileSync(path.join(dir, 'docs/setup.mdx'), SETUP.replace('Proxy buttons.', 'Proxy buttons, now on iOS.'));
    expect(await parts(dir)).toEqual(['stale proxyButtons']);
  });

  it("names the page's own text when it changed", async () => {
    const dir = await current();
    writeFileSync(path.join(dir, 'docs/setup.mdx'), SETUP.replace('Intro.', 'A new intro.'));
    expect(await parts(dir)).toEqual(['stale _page']);
  });

  it('lists an entry not translated yet, one pasted in English, and one the English dropped', async () => {
    const text = await marked(
      `---\ntitle: Configuración\n---\n\nIntroducción.\n\n${item('proxyButtons', 'Proxy buttons')}${item('old', 'Viejo')}`,
    );
    expect(await parts(await current(text))).toEqual(['missing connect', 'untranslated proxyButtons', 'obsolete old']);
  });

  it('lists a page with no translation at all', async () => {
    expect(await parts(site({'docs/setup.mdx': SETUP}))).toEqual(['missing _page']);
  });

  it('checks each released docs version, the posts and the MDX pages, but not data files', async () => {
    const dir = site({
      'versions.json': '["1.6"]',
      'docs/setup.mdx': SETUP,
      [TARGET]: await marked(),
      'versioned_docs/version-1.6/setup.mdx': SETUP,
      'versioned_docs/version-1.6/_data/notes.mdx': 'Not a page.',
      'blog/v1.6.mdx': '---\ntitle: 1.6\n---\nServer mode.',
      'src/pages/license.mdx': '# Licence',
    });
    expect((await readHelpSource(dir, 'es', 'en')).status.map(({translation}) => translation)).toEqual([
      'i18n/es/docusaurus-plugin-content-docs/version-1.6/setup.mdx',
      'i18n/es/docusaurus-plugin-content-blog/v1.6.mdx',
      'i18n/es/docusaurus-plugin-content-pages/license.mdx',
    ]);
  });

  it('records only the parts named, and refuses a part the English does not have', async () => {
    const dir = await current();
    const changed = SETUP.replace(/Connect\./, 'Connect now.').replace('Intro.', 'New.');
    writeFileSync(path.join(dir, 'docs/setup.mdx'), changed);
    const englishDoc = await parseDoc(changed, 'docs/setup.mdx');
    writeFileSync(
      path.join(dir, TARGET),
      markTranslated(englishDoc, readFileSync(path.join(dir, TARGET), 'utf8'), ['connect']),
    );
    expect(await parts(dir)).toEqual(['stale _page']);
    expect(() => markTranslated(englishDoc, CONFIGURACION, ['nope'])).toThrow('nope: not a part of the English file');
  });

  it('is recorded by a command that needs no hash typed', async () => {
    const dir = site({
      'docs/setup.mdx': SETUP,
      [TARGET]: await marked(),
      'blog/v1.6.mdx': `---\ntitle: Deck Hopper 1.6\n---\n\nServer mode.\n`,
      'i18n/es/docusaurus-plugin-content-blog/v1.6.mdx': '---\ntitle: x\n---\n\nModo servidor.\n',
    });
    expect(await parts(dir)).toEqual(['stale _page']);
    const result = spawnSync(
      'node',
      [path.join(SITE_DIR, 'scripts/translations-mark.mjs'), 'i18n/es/docusaurus-plugin-content-blog/v1.6.mdx'],
      {cwd: dir, encoding: 'utf8'},
    );
    expect(result.stderr).toBe('');
    expect(await parts(dir)).toEqual([]);
  });
});
