/**
 * @jest-environment node
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import remarkHelpEntries from '@site/src/plugins/help/remark';
import {readHelpSource} from '@site/src/plugins/help';
import {RELATED_ENTRIES_PROP, STATED_LIMITS_PROP} from '@site/src/plugins/help/contract';
import {parseMdx} from '@site/src/plugins/help/source';
import type {MdastNode} from '@site/src/plugins/mdast';

let site: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  writeFileSync(path.join(site, file), text);
};
beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), 'help-remark-'));
  write('versions.json', '[]');
});
afterEach(() => rmSync(site, {recursive: true, force: true}));

/** Runs the plugin on a doc of the site, as the build compiles it in `locale`, and returns its tree. */
async function compile(file: string, text: string, locale = 'en', tree?: MdastNode): Promise<MdastNode> {
  write(file, text);
  const source = await readHelpSource(site, locale, 'en');
  const compiled = tree ?? (await parseMdx(source.merged[file] ?? text));
  // In the build, Docusaurus' heading plugin has given Markdown headings their ids by now.
  for (const node of compiled.children ?? [])
    if (node.type === 'heading') node.data = {id: `heading-${node.position?.start?.line}`};
  await remarkHelpEntries({help: () => ({siteDir: site, source})})(compiled, {path: path.join(site, file)});
  return compiled;
}

/** The tree's `toc` export as data, and how many exports it has. */
function tocOf(tree: MdastNode) {
  const exports = (tree.children ?? []).filter((node) => node.type === 'mdxjsEsm');
  const body = exports.at(-1)?.data?.estree?.body as {
    declaration: {
      declarations: {
        init: {elements: {properties: {key: {name?: string; value?: string}; value: {value: unknown}}[]}[]};
      }[];
    };
  }[];
  return {
    count: exports.length,
    toc: body[0]!.declaration.declarations[0]!.init.elements.map((element) =>
      Object.fromEntries(
        element.properties.map(({key, value}): [string, unknown] => [String(key.name ?? key.value), value.value]),
      ),
    ),
  };
}

/** What the build wrote on each entry as `prop`, by entry id. */
function written(tree: MdastNode, prop: string): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (const node of tree.children ?? []) {
    const attributes = node.attributes ?? [];
    const id = attributes.find(({name}) => name === 'id')?.value as string | undefined;
    const value = attributes.find(({name}) => name === prop)?.value as {value: string} | undefined;
    if (id && value) found[id] = JSON.parse(value.value);
    expect(attributes.some(({name}) => name === 'related')).toBe(false);
  }
  return found;
}

describe('the "On this page" list', () => {
  it('is built from the entries, with their titles escaped, and replaces the generated one', async () => {
    const text = [
      'import {X} from "./x";',
      '',
      '<AccordionGroup>',
      '',
      '<Accordion id="canUseFree" title="Can I use <it> & keep it free?">x</Accordion>',
      '',
      '<Accordion id="details" title="Details">x</Accordion>',
      '',
      '</AccordionGroup>',
    ].join('\n');
    const tree = await parseMdx(text);
    // Docusaurus' own toc plugin has already added an empty list (its value is '').
    const declarator = {
      type: 'VariableDeclarator',
      id: {type: 'Identifier', name: 'toc'},
      init: {type: 'ArrayExpression', elements: []},
    };
    const declaration = {type: 'VariableDeclaration', declarations: [declarator]};
    tree.children!.push({
      type: 'mdxjsEsm',
      value: '',
      data: {estree: {type: 'Program', body: [{type: 'ExportNamedDeclaration', declaration}]}},
    });
    const {count, toc} = tocOf(await compile('docs/faq.mdx', text, 'en', tree));
    expect(count).toBe(2);
    expect(toc).toEqual([
      {value: 'Can I use &lt;it&gt; &amp; keep it free?', id: 'canUseFree', level: 2},
      {value: 'Details', id: 'details', level: 2},
    ]);
  });

  it('keeps Markdown headings in page order with the entries', async () => {
    const tree = await compile(
      'docs/faq.mdx',
      '## Before\n\n<Accordion id="a" title="A">x</Accordion>\n\n## After *this*\n',
    );
    expect(tocOf(tree).toc).toEqual([
      {value: 'Before', id: 'heading-1', level: 2},
      {value: 'A', id: 'a', level: 2},
      {value: 'After this', id: 'heading-5', level: 2},
    ]);
  });

  it('leaves a doc without entries to Docusaurus', async () => {
    const tree = await compile('docs/other.mdx', '## Only a heading\n');
    expect(tree.children?.map(({type}) => type)).toEqual(['heading']);
  });

  it('refuses a hand-written list, which would drift from the entries', async () => {
    await expect(
      compile('docs/setup.mdx', 'export const toc = [];\n\n<Accordion id="a" title="A">x</Accordion>\n'),
    ).rejects.toThrow('docs/setup.mdx: remove the hand-written "export const toc"');
  });
});

describe('related entries', () => {
  const setup = '<Accordion id="initialSetup" title="Initial setup" related="connectionIssues">\n\nx\n\n</Accordion>\n';
  const troubleshooting = [
    '<Accordion id="connectionIssues" title="Cannot connect">\n\n<ConnectionChecker>\n</ConnectionChecker>\n\n</Accordion>',
    '<Accordion id="buttonPress" title="Button press" related="connectionIssues initialSetup">\n\nx\n\n</Accordion>',
  ].join('\n\n');

  it("are resolved across the pages of the version, the checklist marked, in the translation's words", async () => {
    write('docs/setup.mdx', setup);
    expect(written(await compile('docs/troubleshooting.mdx', troubleshooting), RELATED_ENTRIES_PROP)).toEqual({
      buttonPress: [
        {id: 'connectionIssues', title: 'Cannot connect', page: 'troubleshooting', checklist: true},
        {id: 'initialSetup', title: 'Initial setup', page: 'setup', checklist: false},
      ],
    });
    write(
      'i18n/es/docusaurus-plugin-content-docs/current/troubleshooting.mdx',
      '<Accordion id="connectionIssues" title="No conecta">\n\nx\n\n</Accordion>\n',
    );
    const spanish = await compile(
      'i18n/es/docusaurus-plugin-content-docs/current/setup.mdx',
      '<Accordion id="initialSetup" title="Configuración inicial">\n\nx\n\n</Accordion>\n',
      'es',
    );
    expect(written(spanish, RELATED_ENTRIES_PROP)).toEqual({
      initialSetup: [{id: 'connectionIssues', title: 'No conecta', page: 'troubleshooting', checklist: true}],
    });
  });

  it('fail the build when they name no entry of the version', async () => {
    const text = '<Accordion id="initialSetup" title="Initial setup" related="nowhere">\n\nx\n\n</Accordion>\n';
    await expect(compile('docs/setup.mdx', text)).rejects.toThrow(
      /docs\/setup\.mdx: .*"initialSetup": related names "nowhere"/,
    );
  });
});

it('tells each entry the limits its body states itself', async () => {
  const text = [
    '<Accordion id="a" title="A" limits="server twitchEmbeds">\n\n<PlatformLimitNote />\n\n</Accordion>',
    '<Accordion id="b" title="B" limits="vibrate hapticFeedback">\n\n{limitSentence(\'vibrate\')}\n\n</Accordion>',
    '<Accordion id="d" title="D" limits="launchFlags">\n\nText.\n\n</Accordion>',
  ].join('\n\n');
  expect(written(await compile('docs/setup.mdx', text), STATED_LIMITS_PROP)).toEqual({
    a: ['server', 'twitchEmbeds'],
    b: ['vibrate'],
  });
});
