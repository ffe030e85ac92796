/**
 * @jest-environment node
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {aboutLine} from '@site/src/components/forms/SupportForm/about';
import {
  accountEntries,
  docsVersionDirs,
  entriesByVersion,
  helpChunks,
  latestRelease,
  releaseOf,
} from '@site/src/plugins/help';
import {registryEntries} from '@site/src/plugins/lighterClient/routeScripts';
import {generateRegistry} from '../../helpers/registry';

const entry = (id: string) => `<Accordion id="${id}" title="T">\n\nBody.\n\n</Accordion>`;
const doc = (...ids: string[]) =>
  `---\ntitle: Setup\n---\n\n<AccordionGroup>\n\n${ids.map(entry).join('\n\n')}\n\n</AccordionGroup>\n`;
const post = (version: string) => `---\ntitle: Deck Hopper ${version}\nversion: '${version}'\n---\n\nNotes.\n`;

let site: string;
beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), 'help-plugin-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    writeFileSync(path.join(site, file), text);
  };
  write('versions.json', JSON.stringify(['1.6']));
  write('versioned_docs/version-1.6/setup.mdx', doc('initialSetup', 'proxyButtons'));
  write('versioned_docs/version-1.6/_data/rules.ts', 'export const RULES = {};\n');
  write('docs/setup.mdx', doc('initialSetup', 'proxyButtons', 'newEntry'));
  write('blog/v1.6.mdx', post('1.6'));
  write('blog/v1.10.mdx', post('1.10'));
  write('blog/v1.9.2.mdx', post('1.9.2'));
});
afterEach(() => rmSync(site, {recursive: true, force: true}));

describe("the help's facts for the browser", () => {
  it("lists each version's entries, read from its own files", () => {
    expect(docsVersionDirs(site).map(({name}) => name)).toEqual(['1.6', 'current']);
    expect(entriesByVersion(site)).toEqual({
      '1.6': {setup: ['initialSetup', 'proxyButtons']},
      current: {setup: ['initialSetup', 'proxyButtons', 'newEntry']},
    });
  });

  it('lets the contact form name an entry written in docs/ alone, and leaves the released help without it', () => {
    const entries = entriesByVersion(site);
    expect(aboutLine('?about=newEntry', {entries, accountEntries: {}})).toBe('About: Setup › newEntry');
    expect(entries['1.6']?.setup).not.toContain('newEntry');
    expect(aboutLine('?about=newEntry', {entries: {'1.6': entries['1.6']!}, accountEntries: {}})).toBeNull();
  });

  it("names the entries marked account by their title, in the build's language, the released help's first", () => {
    const account = (id: string, title: string) =>
      `<Accordion id="${id}" title="${title}" account>\n\nBody.\n\n</Accordion>`;
    const page = (...entries: string[]) => `---\ntitle: Help\n---\n\n${entries.join('\n\n')}\n`;
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
      writeFileSync(path.join(site, file), text);
    };
    write('versioned_docs/version-1.6/troubleshooting.mdx', page(account('billing', 'Billing'), entry('other')));
    write('docs/troubleshooting.mdx', page(account('billing', 'Billing and refunds'), account('login', 'Log in')));
    write(
      'i18n/es/docusaurus-plugin-content-docs/version-1.6/troubleshooting.mdx',
      page(account('billing', 'Facturación')),
    );
    expect(accountEntries(site, 'en', 'en')).toEqual({billing: 'Billing', login: 'Log in'});
    expect(accountEntries(site, 'es', 'en')).toEqual({billing: 'Facturación', login: 'Log in'});
  });

  it('knows the latest release from the patch notes, by version number', () => {
    expect(releaseOf(post('1.6'))).toBe('1.6');
    expect(latestRelease(site)).toBe('1.10');
  });
});

describe("the help pages' shared chunk", () => {
  it("takes the docs' item and each docs page's content, in every version and language, and no other page", async () => {
    const docs = ['@site/docs/setup.mdx', '@site/versioned_docs/version-1.6/faq.mdx'];
    const spanish = '@site/i18n/es/docusaurus-plugin-content-docs/current/setup.mdx';
    const others = ['@theme/MDXPage', '@site/src/pages/license.mdx', '@theme/BlogListPage'];
    const {generatedFilesDir, registry} = await generateRegistry([
      ...[...docs, spanish].map((content, index) => ({
        path: `/doc${index}`,
        component: '@theme/DocItem',
        modules: {content},
      })),
      {path: '/license', component: others[0]!, modules: {content: others[1]!}},
      {path: '/patch-notes', component: others[2]!},
    ]);
    const chunkOf = new Map(registryEntries(registry).map(([chunkName, module]) => [module, chunkName]));
    const isHelpChunk = helpChunks(generatedFilesDir);
    for (const module of ['@theme/DocItem', ...docs, spanish]) {
      expect([module, isHelpChunk({name: chunkOf.get(module)})]).toEqual([module, true]);
    }
    for (const module of others) expect([module, isHelpChunk({name: chunkOf.get(module)})]).toEqual([module, false]);
    expect(isHelpChunk({name: null})).toBe(false);
  });
});
