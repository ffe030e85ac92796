/**
 * The help entries of a doc are its `<Accordion>` elements, and the MDX is
 * the one place where an entry's id, title, Pro flag and former ids are
 * written. This remark plugin reads them at build time to
 * - fail the build on an id the app could not link to: not camelCase, used
 *   twice on a page, or a former id that collides with a live one;
 * - give the page its "On this page" list, which MDX cannot build itself
 *   because the titles are component props, not Markdown headings.
 * `helpEntriesOf` is also what the deep-link contract test reads the docs
 * with, so the test and the site cannot disagree about a page's anchors.
 */
import {isVersion} from '../../utils/compareVersions';
import {filePath, walk, type EstreeNode, type MdastNode, type MdxAttribute, type VFileLike} from '../mdast';

export type HelpEntry = {
  /** The anchor: the app opens `page#id`. */
  id: string;
  title: string;
  pro: boolean;
  /** Anchors the entry had before a rename; they still open it. */
  formerIds: string[];
  /** Heading level of the title. */
  level: 2 | 3;
  /** The release that introduced the entry's feature, if given (`since="1.6"`). */
  since?: string;
  line?: number;
};

/** Anchor ids need no URL encoding and read as names: `proxyButtons`. */
export const ENTRY_ID_PATTERN = /^[a-z][A-Za-z0-9]*$/;

const ENTRY_COMPONENT = 'Accordion';

/** An `<Accordion>` written as a block or, on one line, inside a paragraph. */
const isEntryElement = (node: MdastNode) =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === ENTRY_COMPONENT;

class HelpEntryError extends Error {}

function attribute(node: MdastNode, name: string): MdxAttribute | undefined {
  return node.attributes?.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
}

/** The estree of an attribute written as `{…}`, if it is one. */
function expressionOf(value: unknown): EstreeNode | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const program = (value as {data?: {estree?: {body?: EstreeNode[]}}}).data?.estree;
  const statement = program?.body?.[0];
  return statement?.type === 'ExpressionStatement' ? (statement.expression as EstreeNode) : undefined;
}

function stringAttribute(node: MdastNode, name: string): string | undefined {
  const value = attribute(node, name)?.value;
  return typeof value === 'string' ? value : undefined;
}

function booleanAttribute(node: MdastNode, name: string): boolean {
  const found = attribute(node, name);
  if (!found) return false;
  if (found.value === null || found.value === undefined) return true;
  const expression = expressionOf(found.value);
  if (expression?.type === 'Literal' && typeof expression.value === 'boolean') return expression.value;
  throw new HelpEntryError(`${name} must be written bare (${name}) or as {true} or {false}`);
}

function stringListAttribute(node: MdastNode, name: string): string[] {
  const found = attribute(node, name);
  if (!found) return [];
  const expression = expressionOf(found.value);
  const elements = expression?.type === 'ArrayExpression' ? (expression.elements as (EstreeNode | null)[]) : null;
  const strings = elements?.map((element) => (element?.type === 'Literal' ? element.value : undefined));
  if (!strings || !strings.every((value): value is string => typeof value === 'string')) {
    throw new HelpEntryError(`${name} must be a list of strings written in the doc, e.g. ${name}={['oldId']}`);
  }
  return strings;
}

function entryOf(node: MdastNode): HelpEntry {
  const id = stringAttribute(node, 'id');
  const title = stringAttribute(node, 'title');
  if (id === undefined) throw new HelpEntryError('id must be a plain string, e.g. id="proxyButtons"');
  if (title === undefined)
    throw new HelpEntryError(`"${id}": title must be a plain string, e.g. title="Proxy buttons"`);
  const as = stringAttribute(node, 'as');
  if (as !== undefined && as !== 'h2' && as !== 'h3') throw new HelpEntryError(`"${id}": as must be "h2" or "h3"`);
  const since = stringAttribute(node, 'since');
  if (attribute(node, 'since') && !isVersion(since)) {
    throw new HelpEntryError(`"${id}": since must be a release number written as a plain string, e.g. since="1.6"`);
  }
  return {
    id,
    title,
    pro: booleanAttribute(node, 'pro'),
    formerIds: stringListAttribute(node, 'formerIds'),
    level: as === 'h3' ? 3 : 2,
    ...(since === undefined ? {} : {since}),
    line: node.position?.start?.line,
  };
}

/**
 * The doc's entries in page order. Throws, naming the line, when an entry
 * cannot be read or an anchor would be ambiguous.
 */
export function helpEntriesOf(tree: MdastNode, path = 'the doc'): HelpEntry[] {
  const entries: HelpEntry[] = [];
  walk(tree, (node) => {
    if (!isEntryElement(node)) return;
    try {
      entries.push(entryOf(node));
    } catch (error) {
      if (!(error instanceof HelpEntryError)) throw error;
      throw new Error(`${path}:${node.position?.start?.line ?? '?'}: <${ENTRY_COMPONENT}> ${error.message}.`);
    }
  });

  const liveIds = new Set<string>();
  const problems: string[] = [];
  const where = (entry: HelpEntry) => `${path}:${entry.line ?? '?'}`;
  for (const entry of entries) {
    if (liveIds.has(entry.id))
      problems.push(`${where(entry)}: the id "${entry.id}" is used by another entry of this page.`);
    liveIds.add(entry.id);
  }
  const formerIds = new Set<string>();
  for (const entry of entries) {
    for (const id of [entry.id, ...entry.formerIds]) {
      if (!ENTRY_ID_PATTERN.test(id))
        problems.push(`${where(entry)}: "${id}" is not a camelCase id (letters and digits, starting lower-case).`);
    }
    for (const former of entry.formerIds) {
      if (liveIds.has(former)) {
        problems.push(
          `${where(entry)}: the former id "${former}" of "${entry.id}" is the id of a live entry; an address can open only one entry.`,
        );
      } else if (formerIds.has(former)) {
        problems.push(`${where(entry)}: the former id "${former}" is listed twice on this page.`);
      }
      formerIds.add(former);
    }
  }
  if (problems.length > 0)
    throw new Error(`Help entries with anchors the app cannot rely on:\n  ${problems.join('\n  ')}`);
  return entries;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The plain text of a Markdown heading. */
const textOf = (node: MdastNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

type TocItem = {value: string; id: string; level: number};

const literal = (value: string | number): EstreeNode => ({type: 'Literal', value});
const property = (name: string, value: EstreeNode): EstreeNode => ({
  type: 'Property',
  kind: 'init',
  key: {type: 'Identifier', name},
  value,
  computed: false,
  method: false,
  shorthand: false,
});

/** `export const toc = [...]`, as the MDX compiler expects it (an ESM node with its estree). */
function tocExport(items: TocItem[]): MdastNode {
  const elements = items.map((item) => ({
    type: 'ObjectExpression',
    properties: [
      property('value', literal(item.value)),
      property('id', literal(item.id)),
      property('level', literal(item.level)),
    ],
  }));
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            source: null,
            attributes: [],
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [
                {
                  type: 'VariableDeclarator',
                  id: {type: 'Identifier', name: 'toc'},
                  init: {type: 'ArrayExpression', elements},
                },
              ],
            },
          },
        ],
      },
    },
  };
}

/** True for an `export const toc = …` node. */
function isTocExport(node: MdastNode): boolean {
  const declaration = (node.data?.estree?.body as EstreeNode[] | undefined)?.[0]?.declaration as
    {declarations?: {id?: {name?: string}}[]} | undefined;
  return node.type === 'mdxjsEsm' && declaration?.declarations?.[0]?.id?.name === 'toc';
}

/**
 * Runs after Docusaurus' own plugins (so Markdown headings have their ids):
 * for a doc with entries, replaces the generated table of contents with the
 * entries and headings in page order.
 */
export default function remarkHelpEntries() {
  return (tree: MdastNode, file: VFileLike): void => {
    const path = filePath(file);
    const entries = helpEntriesOf(tree, path);
    if (entries.length === 0) return;

    const children = tree.children ?? [];
    if (children.some((node) => isTocExport(node) && node.value !== '')) {
      throw new Error(
        `${path}: remove the hand-written "export const toc": the page's contents are built from its <${ENTRY_COMPONENT}> entries.`,
      );
    }
    const items: TocItem[] = [];
    const entriesById = new Map(entries.map((entry) => [entry.id, entry]));
    walk(tree, (node) => {
      if (node.type === 'heading' && node.depth !== undefined && node.depth >= 2 && node.data?.id) {
        items.push({value: escapeHtml(textOf(node)), id: node.data.id, level: node.depth});
      }
      const id = isEntryElement(node) ? stringAttribute(node, 'id') : undefined;
      const entry = id === undefined ? undefined : entriesById.get(id);
      if (entry) items.push({value: escapeHtml(entry.title), id: entry.id, level: entry.level});
    });
    tree.children = [...children.filter((node) => !isTocExport(node)), tocExport(items)];
  };
}
