/**
 * English first: an English edit never breaks a translation, and nothing goes
 * stale silently. Each translated file records what it translates, part by
 * part; the status lists each help entry (or page text) that is missing,
 * stale, pasted in English or obsolete, and `translations:mark` records a
 * part as translated.
 *
 * @jest-environment node
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {contentStatus, markTranslated, messageStatus, type PartStatus} from '@site/src/i18n/translationStatus';
import translationStatusPlugin, {translationGaps} from '@site/src/plugins/translationStatus';
import {SITE_DIR} from '../helpers/helpDocs';

const created: string[] = [];
afterAll(() => created.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'translation-status-'));
  created.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const entry = (id: string, title: string) => `<Accordion id="${id}" title="${title}">\n\n${title}.\n\n</Accordion>\n\n`;
const ENGLISH = `---\ntitle: Setup\n---\n\nIntro.\n\n${entry('connect', 'Connect')}${entry('proxyButtons', 'Proxy buttons')}`;
const SPANISH = `---\ntitle: Configuración\n---\n\nIntroducción.\n\n${entry('connect', 'Conectar')}${entry('proxyButtons', 'Botones proxy')}`;
const TARGET = 'i18n/es/docusaurus-plugin-content-docs/current/setup.mdx';

/** A site whose Spanish setup page translates the English one as it is now. */
const current = (spanish = markTranslated(ENGLISH, SPANISH)) => site({'docs/setup.mdx': ENGLISH, [TARGET]: spanish});

const parts = (dir: string) => contentStatus(dir, 'es').map(({part, state}: PartStatus) => `${state} ${part}`);

describe('the status of a translated page, part by part', () => {
  it('lists nothing for a translation recorded as current', () => {
    expect(parts(current())).toEqual([]);
  });

  it('names the one entry whose English changed, not the whole page', () => {
    const dir = current();
    writeFileSync(path.join(dir, 'docs/setup.mdx'), ENGLISH.replace('Proxy buttons.', 'Proxy buttons, now on iOS.'));
    expect(parts(dir)).toEqual(['stale proxyButtons']);
  });

  it("names the page's own text when it changed", () => {
    const dir = current();
    writeFileSync(path.join(dir, 'docs/setup.mdx'), ENGLISH.replace('Intro.', 'A new intro.'));
    expect(parts(dir)).toEqual(['stale _page']);
  });

  it('lists an entry not translated yet, one pasted in English, and one the English dropped', () => {
    const spanish = markTranslated(
      ENGLISH,
      `---\ntitle: Configuración\n---\n\nIntroducción.\n\n${entry('proxyButtons', 'Proxy buttons')}${entry('old', 'Viejo')}`,
    );
    expect(parts(current(spanish))).toEqual(['missing connect', 'untranslated proxyButtons', 'obsolete old']);
  });

  it('lists a page with no translation at all', () => {
    expect(parts(site({'docs/setup.mdx': ENGLISH}))).toEqual(['missing _page']);
  });

  it('checks each released docs version, the posts and the MDX pages, but not data files', () => {
    const dir = site({
      'versioned_docs/version-1.6/setup.mdx': ENGLISH,
      'versioned_docs/version-1.6/_data/notes.mdx': 'Not a page.',
      'blog/v1.6.mdx': '---\ntitle: 1.6\n---\nServer mode.',
      'src/pages/license.mdx': '# Licence',
    });
    expect(contentStatus(dir, 'es').map(({translation}) => translation)).toEqual([
      'i18n/es/docusaurus-plugin-content-docs/version-1.6/setup.mdx',
      'i18n/es/docusaurus-plugin-content-blog/v1.6.mdx',
      'i18n/es/docusaurus-plugin-content-pages/license.mdx',
    ]);
  });
});

describe('recording a translation as current', () => {
  it('records only the parts named, and refuses a part the English does not have', () => {
    const dir = current();
    writeFileSync(
      path.join(dir, 'docs/setup.mdx'),
      ENGLISH.replace(/Connect\./, 'Connect now.').replace('Intro.', 'New.'),
    );
    const english = readFileSync(path.join(dir, 'docs/setup.mdx'), 'utf8');
    writeFileSync(
      path.join(dir, TARGET),
      markTranslated(english, readFileSync(path.join(dir, TARGET), 'utf8'), ['connect']),
    );
    expect(parts(dir)).toEqual(['stale _page']);
    expect(() => markTranslated(english, SPANISH, ['nope'])).toThrow('nope: not a part of the English file');
  });

  it('is a command that needs no hash typed', () => {
    const english = `---\ntitle: Deck Hopper 1.6\n---\n\nServer mode.\n`;
    const dir = site({
      'blog/v1.6.mdx': english,
      'i18n/es/docusaurus-plugin-content-blog/v1.6.mdx': '---\ntitle: x\n---\n\nModo servidor.\n',
    });
    expect(parts(dir)).toEqual(['stale _page']);
    const result = spawnSync(
      'node',
      [path.join(SITE_DIR, 'scripts/translations-mark.mjs'), 'i18n/es/docusaurus-plugin-content-blog/v1.6.mdx'],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );
    expect(result.stderr).toBe('');
    expect(parts(dir)).toEqual([]);
  });
});

describe('the count the build prints', () => {
  it('counts the parts to translate, and never fails the build', async () => {
    const dir = current();
    expect(translationGaps(dir, 'es')).toBe(0);
    writeFileSync(path.join(dir, 'docs/setup.mdx'), `${ENGLISH.replace('Connect.', 'Connect!')}\nMore.\n`);
    expect(translationGaps(dir, 'es')).toBe(2);

    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const plugin = translationStatusPlugin();
    const postBuild = (currentLocale: string) =>
      plugin.postBuild!({siteDir: dir, i18n: {currentLocale}} as unknown as Parameters<
        NonNullable<typeof plugin.postBuild>
      >[0]);
    await postBuild('en');
    expect(log).not.toHaveBeenCalled();
    await expect(postBuild('es')).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      '[WARNING] Translations (es): 2 parts of pages stale or missing. npm run translations:status lists them.',
    );
  });
});

describe('the status of translated strings', () => {
  const english = {
    'a.b': {message: 'Copy link'},
    'a.c': {message: 'Step {step} of {count}'},
    'a.d': {message: 'Discord'},
  };

  it('lists missing, untranslated, unknown strings and broken placeholders', () => {
    expect(
      messageStatus('code.json', english, {
        'a.b': {message: 'Copy link'},
        'a.c': {message: 'Paso {step} de {total}'},
        'a.d': {message: 'Discord'},
        'a.old': {message: 'Viejo'},
      }),
    ).toEqual([
      {file: 'code.json', key: 'a.b', state: 'untranslated'},
      {file: 'code.json', key: 'a.c', state: 'placeholders'},
      {file: 'code.json', key: 'a.old', state: 'unknown'},
    ]);
    expect(messageStatus('code.json', english, {})).toHaveLength(3);
  });
});
