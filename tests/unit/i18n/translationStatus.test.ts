/**
 * Translations never go stale silently: each translated MDX file records the
 * hash of its English source, the status lists what is missing, stale or
 * lacks an entry, and the site itself must have nothing listed.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  contentStatus,
  entryIds,
  messageStatus,
  recordedHash,
  sourceHash,
  type FileStatus,
} from '@site/src/i18n/translationStatus';
import {DATA_TEXTS_PLUGIN} from '@site/src/i18n/dataTextsPlugin';
import {dataTextKeys} from '@site/src/plugins/dataTexts';
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

const entry = (id: string, title: string) => `<Accordion id="${id}" title="${title}">\n\n${title}.\n\n</Accordion>\n`;
const ENGLISH_SETUP = `---\ntitle: Setup\n---\n\n${entry('connect', 'Connect')}${entry('proxyButtons', 'Proxy buttons')}`;
const spanish = (hash: string, ...entries: string[]) =>
  `---\ntitle: Configuración\nsource_hash: ${hash}\n---\n\n${entries.join('')}`;
const SPANISH_ENTRIES = [entry('connect', 'Conectar'), entry('proxyButtons', 'Botones proxy')];
const TARGET = 'i18n/es/docusaurus-plugin-content-docs/current/setup.mdx';

const stateOf = (dir: string): Pick<FileStatus, 'state' | 'detail'>[] =>
  contentStatus(dir, 'es').map(({state, detail}) => ({state, detail}));

describe('the status of translated docs, posts and pages', () => {
  it('hashes the English source and reads the hash a translation records', () => {
    expect(sourceHash(ENGLISH_SETUP)).toMatch(/^[0-9a-f]{12}$/);
    expect(recordedHash(spanish('0123456789ab'))).toBe('0123456789ab');
    expect(recordedHash('---\ntitle: x\n---\nsource_hash: 0123456789ab')).toBeNull();
    expect(entryIds(ENGLISH_SETUP)).toEqual(['connect', 'proxyButtons']);
  });

  it('calls a translation of the current English current', () => {
    const dir = site({
      'docs/setup.mdx': ENGLISH_SETUP,
      [TARGET]: spanish(sourceHash(ENGLISH_SETUP), ...SPANISH_ENTRIES),
    });
    expect(stateOf(dir)).toEqual([{state: 'current', detail: undefined}]);
  });

  it('lists a translation as stale once its English entry changes', () => {
    const dir = site({
      'docs/setup.mdx': ENGLISH_SETUP,
      [TARGET]: spanish(sourceHash(ENGLISH_SETUP), ...SPANISH_ENTRIES),
    });
    writeFileSync(
      path.join(dir, 'docs/setup.mdx'),
      ENGLISH_SETUP.replace('Proxy buttons.', 'Proxy buttons, now on iOS.'),
    );
    const [status] = stateOf(dir);
    expect(status?.state).toBe('stale');
    expect(status?.detail).toMatch(/^translates [0-9a-f]{12}, source is now [0-9a-f]{12}$/);
  });

  it('lists a missing translation and one that does not say what it translates', () => {
    expect(stateOf(site({'docs/setup.mdx': ENGLISH_SETUP}))).toEqual([{state: 'missing', detail: undefined}]);
    const unrecorded = site({
      'docs/setup.mdx': ENGLISH_SETUP,
      [TARGET]: `---\ntitle: x\n---\n${SPANISH_ENTRIES.join('')}`,
    });
    expect(stateOf(unrecorded)).toEqual([{state: 'unrecorded', detail: 'no source_hash'}]);
  });

  it('lists a translation that lacks an entry of its source or has them in another order', () => {
    const hash = sourceHash(ENGLISH_SETUP);
    const lacking = site({'docs/setup.mdx': ENGLISH_SETUP, [TARGET]: spanish(hash, entry('connect', 'Conectar'))});
    expect(stateOf(lacking)).toEqual([{state: 'entries', detail: 'lacks proxyButtons'}]);
    const reordered = site({
      'docs/setup.mdx': ENGLISH_SETUP,
      [TARGET]: spanish(hash, ...[...SPANISH_ENTRIES].reverse()),
    });
    expect(stateOf(reordered)).toEqual([
      {state: 'entries', detail: 'entries out of order or extra: proxyButtons, connect'},
    ]);
  });

  it('checks each released docs version, the posts and the MDX pages too', () => {
    const dir = site({
      'versioned_docs/version-1.6/setup.mdx': ENGLISH_SETUP,
      'blog/v1.6.mdx': '---\ntitle: 1.6\n---\nServer mode.',
      'src/pages/license.mdx': '# Licence',
    });
    expect(contentStatus(dir, 'es').map(({translation}) => translation)).toEqual([
      'i18n/es/docusaurus-plugin-content-blog/v1.6.mdx',
      'i18n/es/docusaurus-plugin-content-pages/license.mdx',
      'i18n/es/docusaurus-plugin-content-docs/version-1.6/setup.mdx',
    ]);
  });
});

describe('the count the build prints', () => {
  const current = () =>
    site({'docs/setup.mdx': ENGLISH_SETUP, [TARGET]: spanish(sourceHash(ENGLISH_SETUP), ...SPANISH_ENTRIES)});
  const table = (messages: Record<string, string>) =>
    JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, {message}])));

  it('adds stale or missing files to the data texts without a translation', () => {
    const dir = current();
    const keys = dataTextKeys();
    const all = keys.site.length + keys.help.length;
    expect(translationGaps(dir, 'es')).toBe(all);
    const dataDir = path.join(dir, 'i18n/es', DATA_TEXTS_PLUGIN);
    mkdirSync(dataDir, {recursive: true});
    writeFileSync(
      path.join(dataDir, 'site.json'),
      table(Object.fromEntries(keys.site.map((key) => [key, `es: ${key}`]))),
    );
    expect(translationGaps(dir, 'es')).toBe(keys.help.length);
    writeFileSync(path.join(dir, 'docs/setup.mdx'), `${ENGLISH_SETUP}\nMore.\n`);
    expect(translationGaps(dir, 'es')).toBe(keys.help.length + 1);
  });

  it('is printed once, after the last locale is built', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const plugin = translationStatusPlugin();
    const postBuild = (currentLocale: string) =>
      plugin.postBuild!({siteDir: SITE_DIR, i18n: {currentLocale}} as unknown as Parameters<
        NonNullable<typeof plugin.postBuild>
      >[0]);
    await postBuild('en');
    expect(log).not.toHaveBeenCalled();
    await postBuild('es');
    expect(log).toHaveBeenCalledWith(
      '[INFO] Translations (es): 0 stale or missing. npm run translations:status lists them.',
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

describe('the Spanish site', () => {
  // Runs Docusaurus' own write-translations into a temporary folder: a few seconds.
  jest.setTimeout(60_000);

  it('has every string, doc, post and page translated and current', () => {
    const result = spawnSync('node', ['scripts/translations-status.mjs', '--json'], {cwd: SITE_DIR, encoding: 'utf8'});
    expect(result.stderr).not.toMatch(/Error/);
    const report = JSON.parse(result.stdout) as {locale: string; files: unknown[]; messages: unknown[]}[];
    expect(report.map(({locale}) => locale)).toEqual(['es']);
    expect(report[0]).toEqual({locale: 'es', files: [], messages: []});
  });
});
