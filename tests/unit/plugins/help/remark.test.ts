/**
 * @jest-environment node
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import remarkHelpEntries, {helpEntriesOf} from '@site/src/plugins/help/remark';
import {RELATED_ENTRIES_PROP, STATED_LIMITS_PROP} from '@site/src/plugins/help/contract';
import type {MdastNode} from '@site/src/plugins/mdast';
import {parseMdx} from '../../helpers/helpDocs';

const FILE = {path: 'docs/setup.mdx'};

/** Runs the plugin on MDX source (or its tree) and returns the tree's `toc` export as data. */
async function tocOf(source: string | MdastNode) {
  const tree = typeof source === 'string' ? await parseMdx(source) : source;
  // In the build, Docusaurus' heading plugin has given Markdown headings their ids by now.
  for (const node of tree.children ?? [])
    if (node.type === 'heading') node.data = {id: `heading-${node.position?.start?.line}`};
  await remarkHelpEntries()(tree, FILE);
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

const entriesOf = async (source: string) => helpEntriesOf(await parseMdx(source), 'docs/faq.mdx');

describe('help entries read from a doc', () => {
  it('reads id, title, Pro flag, former ids and level, in page order', async () => {
    const source = [
      '<AccordionGroup>',
      '',
      '<Accordion id="proxyButtons" title="Proxy buttons" pro formerIds={[\'proxy\', "proxies"]}>',
      '',
      'Body',
      '',
      '</Accordion>',
      '',
      '<Accordion id="navigation" title="Navigation" as="h3" pro={false}>',
      '',
      'Body',
      '',
      '</Accordion>',
      '',
      '</AccordionGroup>',
    ].join('\n');
    expect(await entriesOf(source)).toEqual([
      {
        id: 'proxyButtons',
        title: 'Proxy buttons',
        pro: true,
        formerIds: ['proxy', 'proxies'],
        level: 2,
        limits: [],
        related: [],
        line: 3,
      },
      {id: 'navigation', title: 'Navigation', pro: false, formerIds: [], level: 3, limits: [], related: [], line: 9},
    ]);
  });

  it('reads the platform limits an entry is about and its release', async () => {
    const source =
      '<Accordion id="vibration" title="V" limits="vibrate  hapticFeedback" partly since="1.6">\n\nx\n\n</Accordion>';
    expect(await entriesOf(source)).toEqual([
      expect.objectContaining({id: 'vibration', limits: ['vibrate', 'hapticFeedback'], since: '1.6'}),
    ]);
  });

  it('finds no entries in a doc without any', async () => {
    expect(await entriesOf('# Title\n\nText.\n')).toEqual([]);
  });

  it.each([
    [
      'an id used twice',
      '<Accordion id="a" title="A">x</Accordion>\n\n<Accordion id="a" title="B">x</Accordion>',
      /docs\/faq\.mdx:3: the id "a" is used by another entry/,
    ],
    [
      'a former id that is a live id',
      '<Accordion id="a" title="A">x</Accordion>\n\n<Accordion id="b" title="B" formerIds={["a"]}>x</Accordion>',
      /the former id "a" of "b" is the id of a live entry/,
    ],
    [
      'a former id listed by two entries',
      '<Accordion id="a" title="A" formerIds={["old"]}>x</Accordion>\n\n<Accordion id="b" title="B" formerIds={["old"]}>x</Accordion>',
      /the former id "old" is listed twice/,
    ],
    [
      'an id that is not camelCase',
      '<Accordion id="proxy-buttons" title="A">x</Accordion>',
      /"proxy-buttons" is not a camelCase id/,
    ],
    [
      'a former id that is not camelCase',
      '<Accordion id="a" title="A" formerIds={["Old id"]}>x</Accordion>',
      /"Old id" is not a camelCase id/,
    ],
    [
      'an id computed in code',
      '<Accordion id={someId} title="A">x</Accordion>',
      /docs\/faq\.mdx:1: <Accordion> id must be a plain string/,
    ],
    [
      'a title computed in code',
      '<Accordion id="a" title={someTitle}>x</Accordion>',
      /"a": title must be a plain string/,
    ],
    [
      'former ids computed in code',
      '<Accordion id="a" title="A" formerIds={OLD_IDS}>x</Accordion>',
      /formerIds must be a list of strings written in the doc/,
    ],
    [
      'a Pro flag computed in code',
      '<Accordion id="a" title="A" pro={isPro}>x</Accordion>',
      /pro must be written bare/,
    ],
    ['an unknown heading level', '<Accordion id="a" title="A" as="h4">x</Accordion>', /as must be "h2" or "h3"/],
    [
      'a platform limit that does not exist',
      '<Accordion id="a" title="A" limits="server teleport">x</Accordion>',
      /"a": "teleport" is not a platform limit of src\/data\/platforms\.ts/,
    ],
    [
      'a translation state written by hand',
      '<Accordion id="a" title="A" translation="stale">x</Accordion>',
      /"a": translation is written by the build, not in a doc/,
    ],
  ])('fail the build on %s, naming the file and line', async (_label, source, message) => {
    await expect(entriesOf(source)).rejects.toThrow(message);
  });
});

describe('the "On this page" list', () => {
  it('is built from the entries, with their titles escaped, and replaces the generated one', async () => {
    const source = [
      'import {X} from "./x";',
      '',
      '<AccordionGroup>',
      '',
      '<Accordion id="canUseFree" title="Can I use <it> & keep it free?">x</Accordion>',
      '',
      '<Accordion id="details" title="Details" as="h3">x</Accordion>',
      '',
      '</AccordionGroup>',
    ].join('\n');
    const tree = await parseMdx(source);
    // Docusaurus' own toc plugin has already added an empty list (its value is '').
    const generated = {
      type: 'mdxjsEsm',
      value: '',
      data: {
        estree: {
          type: 'Program',
          body: [
            {
              type: 'ExportNamedDeclaration',
              declaration: {
                type: 'VariableDeclaration',
                declarations: [
                  {
                    type: 'VariableDeclarator',
                    id: {type: 'Identifier', name: 'toc'},
                    init: {type: 'ArrayExpression', elements: []},
                  },
                ],
              },
            },
          ],
        },
      },
    };
    tree.children!.push(generated);
    const {count, toc} = await tocOf(tree);
    expect(count).toBe(2);
    expect(toc).toEqual([
      {value: 'Can I use &lt;it&gt; &amp; keep it free?', id: 'canUseFree', level: 2},
      {value: 'Details', id: 'details', level: 3},
    ]);
  });

  it('keeps Markdown headings in page order with the entries', async () => {
    const {toc} = await tocOf('## Before\n\n<Accordion id="a" title="A">x</Accordion>\n\n## After *this*\n');
    expect(toc).toEqual([
      {value: 'Before', id: 'heading-1', level: 2},
      {value: 'A', id: 'a', level: 2},
      {value: 'After this', id: 'heading-5', level: 2},
    ]);
  });

  it('leaves a doc without entries to Docusaurus', async () => {
    const tree = await parseMdx('## Only a heading\n');
    const before = JSON.stringify(tree);
    await remarkHelpEntries()(tree, FILE);
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('refuses a hand-written list, which would drift from the entries', async () => {
    const tree = await parseMdx('export const toc = [];\n\n<Accordion id="a" title="A">x</Accordion>\n');
    await expect(remarkHelpEntries()(tree, FILE)).rejects.toThrow(
      'docs/setup.mdx: remove the hand-written "export const toc"',
    );
  });
});

describe('entries the build can slice out of their file', () => {
  it('fails the build on an entry written inside a line, which no translation could follow', async () => {
    const source =
      '<AccordionGroup>\n\n<Accordion id="a" title="A">\n\nx\n\n</Accordion>\n\nText <Accordion id="b" title="B">y</Accordion>\n\n</AccordionGroup>\n';
    await expect(remarkHelpEntries()(await parseMdx(source), {...FILE, value: source})).rejects.toThrow(
      /docs\/setup\.mdx:9: write each <Accordion> as a block/,
    );
  });

  it('accepts entries written as blocks', async () => {
    const source = '<Accordion id="a" title="A">\n\nx\n\n</Accordion>\n';
    await expect(remarkHelpEntries()(await parseMdx(source), {...FILE, value: source})).resolves.toBeUndefined();
  });
});

describe('related entries', () => {
  let site: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    writeFileSync(path.join(site, file), text);
  };
  const setup = '<Accordion id="initialSetup" title="Initial setup" related="connectionIssues">\n\nx\n\n</Accordion>\n';
  const troubleshooting = [
    '<Accordion id="connectionIssues" title="Cannot connect">\n\n<ConnectionChecker>\n</ConnectionChecker>\n\n</Accordion>',
    '<Accordion id="buttonPress" title="Button press" related="connectionIssues initialSetup">\n\nx\n\n</Accordion>',
  ].join('\n\n');
  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), 'help-related-'));
    write('docs/setup.mdx', setup);
    write('docs/troubleshooting.mdx', troubleshooting);
  });
  afterEach(() => rmSync(site, {recursive: true, force: true}));

  /** The related entries the build hands each entry of a doc, by entry id. */
  async function relatedOf(file: string, text: string) {
    const tree = await parseMdx(text);
    await remarkHelpEntries({siteDir: site})(tree, {path: path.join(site, file), value: text});
    const found: Record<string, unknown> = {};
    for (const node of tree.children ?? []) {
      const attributes = node.attributes ?? [];
      const id = attributes.find(({name}) => name === 'id')?.value as string | undefined;
      const related = attributes.find(({name}) => name === RELATED_ENTRIES_PROP)?.value as {value: string} | undefined;
      if (id && related) found[id] = JSON.parse(related.value);
      expect(attributes.some(({name}) => name === 'related')).toBe(false);
    }
    return found;
  }

  it("are resolved across the pages of the version, the checklist marked, in the translation's words", async () => {
    expect(await relatedOf('docs/troubleshooting.mdx', troubleshooting)).toEqual({
      buttonPress: [
        {id: 'connectionIssues', title: 'Cannot connect', page: 'troubleshooting', checklist: true},
        {id: 'initialSetup', title: 'Initial setup', page: 'setup', checklist: false},
      ],
    });
    write(
      'i18n/es/docusaurus-plugin-content-docs/current/troubleshooting.mdx',
      '<Accordion id="connectionIssues" title="No conecta">\n\nx\n\n</Accordion>\n',
    );
    expect(await relatedOf('i18n/es/docusaurus-plugin-content-docs/current/setup.mdx', setup)).toEqual({
      initialSetup: [{id: 'connectionIssues', title: 'No conecta', page: 'troubleshooting', checklist: true}],
    });
  });

  it('fail the build when they name no entry of the version', async () => {
    const text = '<Accordion id="initialSetup" title="Initial setup" related="nowhere">\n\nx\n\n</Accordion>\n';
    await expect(relatedOf('docs/setup.mdx', text)).rejects.toThrow(
      /docs\/setup\.mdx:1: .*"initialSetup": related names "nowhere"/,
    );
  });
});

describe('the limits an entry states itself', () => {
  /** The limits the build tells each entry of a doc its body states, by entry id. */
  async function statedOf(text: string) {
    const tree = await parseMdx(text);
    await remarkHelpEntries()(tree, {path: 'docs/setup.mdx', value: text});
    const found: Record<string, unknown> = {};
    for (const node of tree.children ?? []) {
      const attributes = node.attributes ?? [];
      const id = attributes.find(({name}) => name === 'id')?.value as string;
      const stated = attributes.find(({name}) => name === STATED_LIMITS_PROP)?.value as {value: string} | undefined;
      if (stated) found[id] = JSON.parse(stated.value);
    }
    return found;
  }

  it('are those of a <PlatformLimitNote> (all, or the one it names) and of a limitSentence() in the text', async () => {
    const text = [
      '<Accordion id="a" title="A" limits="server twitchEmbeds">\n\n<PlatformLimitNote />\n\n</Accordion>',
      '<Accordion id="b" title="B" limits="vibrate hapticFeedback">\n\n<PlatformLimitNote limit="vibrate" type="note" />\n\n</Accordion>',
      '<Accordion id="c" title="C" limits="twitchEmbeds">\n\n- Log in.\n- {limitSentence(\'twitchEmbeds\')}\n\n</Accordion>',
      '<Accordion id="d" title="D" limits="launchFlags">\n\nText. {limitSentence(\'twitchLogin\')}\n\n</Accordion>',
    ].join('\n\n');
    expect(await statedOf(text)).toEqual({a: ['server', 'twitchEmbeds'], b: ['vibrate'], c: ['twitchEmbeds']});
  });
});
