/**
 * @jest-environment node
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {splitEntries} from '@site/src/plugins/help/entries';
import {
  PAGE_PART,
  currentHashes,
  mergeTranslation,
  recordedHashes,
  sourceOf,
  translationPreprocessor,
  withRecordedHashes,
} from '@site/src/plugins/help/translations';

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

/** A Spanish page translating `ENGLISH` as it is now, with its parts recorded. */
function spanish(entries: string[], hashes = currentHashes(ENGLISH)): string {
  return withRecordedHashes(
    `---\ntitle: Ayuda\n---\n\nimport {Old} from './somewhere';\n\nIntroducción.\n\n<AccordionGroup>\n\n${entries.join(
      '\n\n',
    )}\n\n</AccordionGroup>\n`,
    hashes,
  );
}

const UNO = entry('one', 'Uno', 'Primera respuesta.');
const DOS = entry('two', 'Dos', 'Segunda respuesta, puerto {PORT}.');
const TRES = entry('three', 'Tres', 'Tercera respuesta.');

const mergedEntries = (text: string) => splitEntries(text).entries;

describe('a translated help doc put together with its English', () => {
  it('keeps a current translation as it is, with the English facts', () => {
    const merged = mergeTranslation(spanish([UNO, DOS, TRES]), ENGLISH, [
      "import {PORT} from '@site/docs/_data/ports';",
    ]);
    const [one] = mergedEntries(merged);
    expect(one?.openTag).toBe('<Accordion id="one" title="Uno" pro limits="server">');
    expect(mergedEntries(merged).map(({title}) => title)).toEqual(['Uno', 'Dos', 'Tres']);
    expect(merged).not.toContain('translation=');
    expect(merged).toContain('Introducción.');
  });

  it('marks an entry whose English changed as stale, and keeps its translation', () => {
    const hashes = {...currentHashes(ENGLISH), two: '000000000000'};
    const [, two] = mergedEntries(mergeTranslation(spanish([UNO, DOS, TRES], hashes), ENGLISH));
    expect(two?.openTag).toContain('translation="stale"');
    expect(two?.body).toContain('Segunda respuesta');
  });

  it('shows an entry not translated yet in English, where the English has it', () => {
    const merged = mergedEntries(mergeTranslation(spanish([UNO, TRES]), ENGLISH));
    expect(merged.map(({id}) => id)).toEqual(['one', 'two', 'three']);
    expect(merged[1]?.openTag).toBe('<Accordion id="two" title="Two" translation="missing">');
    expect(merged[1]?.body).toContain('Second answer');
  });

  it('leaves out an entry the English no longer has, and follows the English order', () => {
    const gone = entry('gone', 'Ido', 'Ya no existe.');
    const merged = mergedEntries(mergeTranslation(spanish([TRES, gone, DOS, UNO]), ENGLISH));
    expect(merged.map(({id}) => id)).toEqual(['one', 'two', 'three']);
  });

  it('puts the imports it is given at the top, after the front matter, in place of its own', () => {
    const imports = ["import {PORT} from '@site/docs/_data/ports';"];
    const merged = mergeTranslation(spanish([UNO, DOS, TRES]), ENGLISH, imports);
    expect(merged).toContain(imports[0]);
    expect(merged).not.toContain("from './somewhere'");
    expect(merged.indexOf(imports[0]!)).toBeGreaterThan(merged.indexOf('title: Ayuda'));
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
});

describe('where a translation comes from', () => {
  const site = '/site';
  it('maps each translated folder to its English source', () => {
    expect(sourceOf(site, '/site/i18n/es/docusaurus-plugin-content-docs/current/setup.mdx')).toBe(
      '/site/docs/setup.mdx',
    );
    expect(sourceOf(site, '/site/i18n/es/docusaurus-plugin-content-blog/v1.6.mdx')).toBe('/site/blog/v1.6.mdx');
    expect(sourceOf(site, '/site/i18n/es/docusaurus-plugin-content-pages/license.mdx')).toBe(
      '/site/src/pages/license.mdx',
    );
    expect(sourceOf(site, '/site/docs/setup.mdx')).toBeNull();
  });

  it('follows each released version to its own folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'help-translations-'));
    try {
      mkdirSync(path.join(dir, 'versioned_docs/version-1.6/_data'), {recursive: true});
      mkdirSync(path.join(dir, 'i18n/es/docusaurus-plugin-content-docs/version-1.6'), {recursive: true});
      writeFileSync(path.join(dir, 'versioned_docs/version-1.6/help.mdx'), ENGLISH);
      const translated = path.join(dir, 'i18n/es/docusaurus-plugin-content-docs/version-1.6/help.mdx');
      expect(sourceOf(dir, translated)).toBe(path.join(dir, 'versioned_docs/version-1.6/help.mdx'));

      const merged = translationPreprocessor(dir)({filePath: translated, fileContent: spanish([UNO, DOS, TRES])});
      // The version's own data, not the next release's; an import the translation adds is kept, resolved the same way.
      expect(merged).toContain("import {PORT} from '@site/versioned_docs/version-1.6/_data/ports';");
      expect(merged).toContain("import {Old} from '@site/versioned_docs/version-1.6/somewhere';");

      const english = path.join(dir, 'versioned_docs/version-1.6/help.mdx');
      expect(translationPreprocessor(dir)({filePath: english, fileContent: ENGLISH})).toBe(ENGLISH);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('a translated post or page', () => {
  const post = `---\ntitle: Deck Hopper 1.6\ndescription: What changed.\nslug: v1.6\nversion: '1.6'\n---\n\nimport {PORT} from '@site/src/data/constants';\n\nServer mode on port {PORT}.\n`;

  it('takes its facts from the English front matter and keeps its own prose', () => {
    const spanish = `---\ntitle: Deck Hopper 1.6 en español\ndescription: Qué cambió.\nslug: wrong\n---\n\nModo servidor en el puerto {PORT}.\n`;
    const merged = mergeTranslation(spanish, post, ["import {PORT} from '@site/src/data/constants';"]);
    expect(merged).toBe(
      `---\nslug: v1.6\nversion: "1.6"\ntitle: Deck Hopper 1.6 en español\ndescription: Qué cambió.\n---\nimport {PORT} from '@site/src/data/constants';\n\nModo servidor en el puerto {PORT}.\n`,
    );
  });
});
