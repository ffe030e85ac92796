/**
 * The deep-link contract (src/data/deepLinks.ts): every address released apps
 * open is served by every help version that must serve it, and the list of
 * them is complete. Checked on the site, then on small fixture sites that
 * show what a maintainer may and may not do to the help.
 *
 * @jest-environment node
 */
import {mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {DOCS_VERSION} from '@site/src/data/docsVersions';
import {DEEP_LINKS, parseDeepLink, type DeepLink} from '@site/src/data/deepLinks';
import {deepLinkContractProblems, docsVersions, translatedDocsVersions} from '../helpers/deepLinkContract';
import {SITE_DIR} from '../helpers/helpDocs';

describe('the deep-link contract of this site', () => {
  it('serves the root help from the newest released version', () => {
    const released = docsVersions(SITE_DIR).filter((version) => version.released);
    expect(released[0]?.name).toBe(DOCS_VERSION);
    const folders = readdirSync(path.join(SITE_DIR, 'versioned_docs')).sort();
    expect(folders).toEqual(released.map((version) => `version-${version.name}`).sort());
  });

  it('covers the Spanish help of every version too', () => {
    expect(translatedDocsVersions(SITE_DIR).map(({dir}) => dir)).toEqual(
      expect.arrayContaining([
        'i18n/es/docusaurus-plugin-content-docs/version-1.6',
        'i18n/es/docusaurus-plugin-content-docs/current',
      ]),
    );
  });

  it('holds for every docs version, released and next, in every language', async () => {
    expect(await deepLinkContractProblems(SITE_DIR, DEEP_LINKS)).toEqual([]);
  });
});

/** A site folder with `versions.json`, released docs and next docs, each page given as its entries' MDX. */
type FixtureDocs = Record<string, string>;

const accordion = (id: string, extra = '') =>
  `<Accordion id="${id}" title="Title of ${id}"${extra}>\n\nBody of ${id}.\n\n</Accordion>\n`;
const page = (...entries: string[]) =>
  `---\ntitle: A page\n---\n\n<AccordionGroup>\n\n${entries.join('\n')}\n</AccordionGroup>\n`;
const OTHER_PAGES = {troubleshooting: page(accordion('emptyScreen')), faq: page(accordion('rabbits'))};

const created: string[] = [];

function fixtureSite(versions: Record<string, FixtureDocs>, translations: Record<string, FixtureDocs> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'deep-link-contract-'));
  created.push(dir);
  const released = Object.keys(versions).filter((name) => name !== 'next');
  writeFileSync(path.join(dir, 'versions.json'), JSON.stringify(released));
  for (const [name, docs] of Object.entries(versions)) {
    const docsDir = path.join(dir, name === 'next' ? 'docs' : `versioned_docs/version-${name}`);
    mkdirSync(docsDir, {recursive: true});
    for (const [file, source] of Object.entries({...OTHER_PAGES, ...docs}))
      writeFileSync(path.join(docsDir, `${file}.mdx`), source);
  }
  // Spanish: the same versions, keyed like `versions` ('1.6', 'next').
  for (const [name, docs] of Object.entries(translations)) {
    const docsDir = path.join(
      dir,
      'i18n/es/docusaurus-plugin-content-docs',
      name === 'next' ? 'current' : `version-${name}`,
    );
    mkdirSync(docsDir, {recursive: true});
    for (const [file, source] of Object.entries({...OTHER_PAGES, ...docs}))
      writeFileSync(path.join(docsDir, `${file}.mdx`), source);
  }
  return dir;
}

afterAll(() => created.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

const links = (list: Record<string, string[]>): DeepLink[] =>
  Object.entries(list).flatMap(([since, urls]) => urls.map((url) => parseDeepLink(url, since)));

/** The fixture's released list: what apps of 1.6 open. */
const RELEASED_16 = links({
  '1.6': ['/setup#proxyButtons', '/setup#navigation', '/troubleshooting#emptyScreen', '/faq#rabbits'],
});
const SETUP_16 = page(accordion('navigation'), accordion('proxyButtons'));

describe('the deep-link contract on fixture sites', () => {
  it('lets the next help add an entry without touching the released help', async () => {
    const site = fixtureSite({
      '1.6': {setup: SETUP_16},
      next: {setup: page(accordion('navigation'), accordion('proxyButtons'), accordion('newEntry'))},
    });
    expect(await deepLinkContractProblems(site, RELEASED_16)).toEqual([]);
  });

  it('holds when the Spanish help has not translated an entry yet: the page shows it in English', async () => {
    const site = fixtureSite(
      {'1.6': {setup: SETUP_16}, next: {setup: SETUP_16}},
      {'1.6': {setup: page(accordion('navigation'))}, next: {setup: page()}},
    );
    expect(await deepLinkContractProblems(site, RELEASED_16)).toEqual([]);
  });

  it('fails when the next help drops an address released apps open', async () => {
    const site = fixtureSite({'1.6': {setup: SETUP_16}, next: {setup: page(accordion('navigation'))}});
    expect(await deepLinkContractProblems(site, RELEASED_16)).toEqual([
      expect.stringMatching(
        /^docs\/setup\.mdx has no entry for \/setup#proxyButtons, which apps have opened since 1\.6/,
      ),
    ]);
  });

  it('accepts a rename that keeps the old id as a former id', async () => {
    const site = fixtureSite({
      '1.6': {setup: SETUP_16},
      next: {setup: page(accordion('navigation'), accordion('proxies', " formerIds={['proxyButtons']}"))},
    });
    expect(await deepLinkContractProblems(site, RELEASED_16)).toEqual([]);
  });

  it('fails when a released help lacks an address of its release', async () => {
    const site = fixtureSite({'1.6': {setup: page(accordion('navigation'))}, next: {setup: SETUP_16}});
    expect(await deepLinkContractProblems(site, RELEASED_16)).toEqual([
      expect.stringMatching(/^versioned_docs\/version-1\.6\/setup\.mdx has no entry for \/setup#proxyButtons/),
    ]);
  });

  it('fails when a released help serves an entry the list does not name', async () => {
    const site = fixtureSite({
      '1.6': {setup: page(accordion('navigation'), accordion('proxyButtons'), accordion('unlisted'))},
      next: {setup: SETUP_16},
    });
    expect(await deepLinkContractProblems(site, RELEASED_16)).toEqual([
      expect.stringContaining('serves #unlisted, but RELEASED_DEEP_LINKS does not list "/setup#unlisted"'),
    ]);
  });

  it('asks an older kept version only for the addresses of its own release and earlier', async () => {
    const site = fixtureSite({
      '1.7': {setup: page(accordion('navigation'), accordion('proxyButtons'), accordion('newEntry'))},
      '1.6': {setup: SETUP_16},
      next: {setup: page(accordion('navigation'), accordion('proxyButtons'), accordion('newEntry'))},
    });
    const released = [...RELEASED_16, ...links({'1.7': ['/setup#newEntry']})];
    expect(await deepLinkContractProblems(site, released)).toEqual([]);
  });

  it('names a help page missing from a version', async () => {
    const site = fixtureSite({'1.6': {setup: SETUP_16}, next: {setup: SETUP_16}});
    rmSync(path.join(site, 'docs/faq.mdx'));
    expect(await deepLinkContractProblems(site, RELEASED_16)).toEqual([
      'docs/faq.mdx is missing: docs version next must have the help page "faq".',
    ]);
  });
});
