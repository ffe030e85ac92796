/**
 * The help entries of a doc are its `<Accordion>` elements, and the MDX is
 * the one place where an entry's id, title, Pro flag, former ids, platform
 * limits and search keywords are written. This remark plugin reads them at
 * build time to
 * - fail the build on an entry the app could not link to: an id that is not
 *   camelCase, used twice on a page, a former id that collides with a live
 *   one, an unknown platform limit, or an entry that is not a block of its
 *   own (the build slices entries out of their files, see ./entries.ts);
 * - give the page its "On this page" list, which MDX cannot build itself
 *   because the titles are component props, not Markdown headings.
 */
import {existsSync, readFileSync} from 'node:fs';
import nodePath from 'node:path';
import escapeHtml from 'escape-html';
import {isPlatformLimitId} from '../../data/platforms';
import {isVersion} from '../../utils/compareVersions';
import {ENTRY_COMPONENT, ENTRY_ID_PATTERN, splitEntries} from './entries';
import {
  LIMIT_NOTE_COMPONENT,
  RELATED_ENTRIES_PROP,
  RELATED_PROP,
  STATED_LIMITS_PROP,
  type RelatedEntry,
} from './contract';
import {helpPagesOf} from './index';
import {TRANSLATION_PROP, sourceOf} from './translations';
import {filePath, walk, type EstreeNode, type MdastNode, type VFileLike} from '../mdast';

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
  /** The platform limits the entry is about (`limits="vibrate hapticFeedback"`). */
  limits: string[];
  /** Entries of the same docs version to try next (`related="connectionIssues"`). */
  related: string[];
  line?: number;
};

/** An `<Accordion>` written as a block or, on one line, inside a paragraph. */
const isEntryElement = (node: MdastNode) =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === ENTRY_COMPONENT;

class HelpEntryError extends Error {}

const attribute = (node: MdastNode, name: string) =>
  node.attributes?.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);

/** The estree of an attribute written as `{…}`, if it is one. */
function expressionOf(value: unknown): EstreeNode | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const statement = (value as {data?: {estree?: {body?: EstreeNode[]}}}).data?.estree?.body?.[0];
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

function entryOf(node: MdastNode, translated: boolean): HelpEntry {
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
  if (attribute(node, 'limits') && stringAttribute(node, 'limits') === undefined) {
    throw new HelpEntryError(`"${id}": limits must be a plain string of limit ids, e.g. limits="vibrate"`);
  }
  const limits = (stringAttribute(node, 'limits') ?? '').split(/\s+/).filter(Boolean);
  const unknown = limits.filter((limit) => !isPlatformLimitId(limit));
  if (unknown.length > 0) {
    throw new HelpEntryError(
      `"${id}": ${unknown.map((limit) => `"${limit}"`).join(', ')} is not a platform limit of src/data/platforms.ts`,
    );
  }
  if (attribute(node, 'keywords') && stringAttribute(node, 'keywords') === undefined) {
    throw new HelpEntryError(`"${id}": keywords must be a plain string of words`);
  }
  if (!translated && attribute(node, TRANSLATION_PROP)) {
    throw new HelpEntryError(`"${id}": ${TRANSLATION_PROP} is written by the build, not in a doc`);
  }
  booleanAttribute(node, 'partly');
  booleanAttribute(node, 'account');
  if (attribute(node, RELATED_PROP) && stringAttribute(node, RELATED_PROP) === undefined) {
    throw new HelpEntryError(
      `"${id}": ${RELATED_PROP} must be a plain string of entry ids, e.g. ${RELATED_PROP}="connectionIssues"`,
    );
  }
  if (attribute(node, RELATED_ENTRIES_PROP)) {
    throw new HelpEntryError(
      `"${id}": ${RELATED_ENTRIES_PROP} is written by the build; name the entries with ${RELATED_PROP}`,
    );
  }
  return {
    id,
    title,
    pro: booleanAttribute(node, 'pro'),
    formerIds: stringListAttribute(node, 'formerIds'),
    level: as === 'h3' ? 3 : 2,
    ...(since === undefined ? {} : {since}),
    limits,
    related: (stringAttribute(node, RELATED_PROP) ?? '').split(/\s+/).filter(Boolean),
    line: node.position?.start?.line,
  };
}

/** True for a file Docusaurus builds as a translation (`i18n/<locale>/…`). */
const isTranslation = (path: string) => /(?:^|[\\/])i18n[\\/][^\\/]+[\\/]/.test(path);

/**
 * The doc's entries in page order. Throws, naming the line, when an entry
 * cannot be read or an anchor would be ambiguous.
 */
export function helpEntriesOf(tree: MdastNode, path = 'the doc'): HelpEntry[] {
  const entries: HelpEntry[] = [];
  walk(tree, (node) => {
    if (!isEntryElement(node)) return;
    try {
      entries.push(entryOf(node, isTranslation(path)));
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

/** Fails unless every entry is a block the build can slice out of its file (./entries.ts). */
function checkBlocks(entries: readonly HelpEntry[], text: string, path: string): void {
  const sliced = splitEntries(text, path).entries.map(({id}) => id);
  const parsed = entries.map(({id}) => id);
  if (sliced.join() === parsed.join()) return;
  const odd = entries.find(({id}, index) => sliced[index] !== id);
  throw new Error(
    `${path}:${odd?.line ?? '?'}: write each <${ENTRY_COMPONENT}> as a block: the opening tag at the start of a line, ` +
      `the body, then </${ENTRY_COMPONENT}> on a line of its own (found ${parsed.join(', ')}; as blocks ${sliced.join(', ')}).`,
  );
}

/** The component of the connection checklist: the entry holding it is "the checklist". */
const CHECKLIST_COMPONENT = 'ConnectionChecker';

/**
 * Every entry of the docs version a doc belongs to, as a related link needs
 * it: read from the English files of its folder, with the titles of the
 * translation beside the doc when it is one.
 */
function versionEntries(siteDir: string, docPath: string): Map<string, RelatedEntry> {
  const englishDir = nodePath.dirname(sourceOf(siteDir, docPath) ?? docPath);
  const translatedDir = nodePath.dirname(docPath);
  const entries = new Map<string, RelatedEntry>();
  for (const file of helpPagesOf(englishDir)) {
    const translation = nodePath.join(translatedDir, file);
    const titles = new Map(
      translatedDir !== englishDir && existsSync(translation)
        ? splitEntries(readFileSync(translation, 'utf8'), translation).entries.map(({id, title}) => [id, title])
        : [],
    );
    const page = file.replace(/\.mdx?$/, '');
    for (const entry of splitEntries(readFileSync(nodePath.join(englishDir, file), 'utf8'), file).entries) {
      entries.set(entry.id, {
        id: entry.id,
        title: titles.get(entry.id) ?? entry.title,
        page,
        checklist: entry.body.includes(`<${CHECKLIST_COMPONENT}`),
      });
    }
  }
  return entries;
}

/** An attribute whose value is the expression of a plain value (what `prop={…}` compiles to). */
function valueAttribute(name: string, value: unknown, valueToEstree: (value: unknown) => EstreeNode) {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression: valueToEstree(value)}],
        },
      },
    },
  };
}

/**
 * Replaces each entry's `related` ids by the entries themselves (page,
 * title, whether it is the checklist). Throws on an id the docs version
 * does not have.
 */
function resolveRelated(
  tree: MdastNode,
  entries: readonly HelpEntry[],
  lookup: () => Map<string, RelatedEntry>,
  path: string,
  valueToEstree: (value: unknown) => EstreeNode,
): void {
  if (!entries.some(({related}) => related.length > 0)) return;
  const known = lookup();
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  walk(tree, (node) => {
    const entry = isEntryElement(node) ? byId.get(stringAttribute(node, 'id') ?? '') : undefined;
    if (!entry || entry.related.length === 0) return;
    const unknown = entry.related.filter((id) => !known.has(id) || id === entry.id);
    if (unknown.length > 0) {
      throw new Error(
        `${path}:${entry.line ?? '?'}: <${ENTRY_COMPONENT}> "${entry.id}": ${RELATED_PROP} names ${unknown.map((id) => `"${id}"`).join(', ')}, not another entry of this docs version.`,
      );
    }
    const related = entry.related.map((id) => known.get(id) as RelatedEntry);
    node.attributes = [
      ...(node.attributes ?? []).filter((candidate) => candidate.name !== RELATED_PROP),
      valueAttribute(RELATED_ENTRIES_PROP, related, valueToEstree),
    ];
  });
}

/** A limit stated in running text: `{limitSentence('twitchEmbeds')}`. */
const LIMIT_SENTENCE = /\blimitSentence\(\s*['"](\w+)['"]\s*\)/g;

/** The entry's limits its body states itself, in a `<PlatformLimitNote>` or a `{limitSentence('…')}`. */
export function statedLimits(node: MdastNode, limits: readonly string[]): string[] {
  const stated = new Set<string>();
  for (const child of node.children ?? []) {
    walk(child, (inner) => {
      if (inner.name === LIMIT_NOTE_COMPONENT) {
        const limit = stringAttribute(inner, 'limit');
        for (const id of limit === undefined ? limits : [limit]) stated.add(id);
      } else if (
        (inner.type === 'mdxTextExpression' || inner.type === 'mdxFlowExpression') &&
        typeof inner.value === 'string'
      ) {
        for (const match of inner.value.matchAll(LIMIT_SENTENCE)) stated.add(match[1] ?? '');
      }
    });
  }
  return limits.filter((id) => stated.has(id));
}

/** Writes on each entry the limits its body states itself (`STATED_LIMITS_PROP`). */
function markStatedLimits(
  tree: MdastNode,
  entries: readonly HelpEntry[],
  valueToEstree: (value: unknown) => EstreeNode,
): void {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  walk(tree, (node) => {
    const entry = isEntryElement(node) ? byId.get(stringAttribute(node, 'id') ?? '') : undefined;
    const stated = entry ? statedLimits(node, entry.limits) : [];
    if (stated.length === 0) return;
    node.attributes = [...(node.attributes ?? []), valueAttribute(STATED_LIMITS_PROP, stated, valueToEstree)];
  });
}

/** True for an `export const toc = …` node. */
function isTocExport(node: MdastNode): boolean {
  const declaration = (node.data?.estree?.body as EstreeNode[] | undefined)?.[0]?.declaration as
    {declarations?: {id?: {name?: string}}[]} | undefined;
  return node.type === 'mdxjsEsm' && declaration?.declarations?.[0]?.id?.name === 'toc';
}

type TocItem = {value: string; id: string; level: number};

/**
 * Runs after Docusaurus' own plugins (so Markdown headings have their ids):
 * for a doc with entries, replaces the generated table of contents with the
 * entries and headings in page order.
 */
export default function remarkHelpEntries({siteDir = process.cwd()}: {siteDir?: string} = {}) {
  return async (tree: MdastNode, file: VFileLike): Promise<void> => {
    const path = filePath(file);
    const entries = helpEntriesOf(tree, path);
    if (entries.length === 0) return;
    if (typeof file.value === 'string') checkBlocks(entries, file.value, path);

    const children = tree.children ?? [];
    if (children.some((node) => isTocExport(node) && node.value !== '')) {
      throw new Error(
        `${path}: remove the hand-written "export const toc": the page's contents are built from its <${ENTRY_COMPONENT}> entries.`,
      );
    }
    // The packages Docusaurus' own table of contents uses (both are ESM only).
    const {toString} = await import('mdast-util-to-string');
    const {valueToEstree} = await import('estree-util-value-to-estree');
    const toEstree = (value: unknown) => valueToEstree(value) as EstreeNode;
    resolveRelated(tree, entries, () => versionEntries(siteDir, path), path, toEstree);
    markStatedLimits(tree, entries, toEstree);
    const items: TocItem[] = [];
    const entriesById = new Map(entries.map((entry) => [entry.id, entry]));
    walk(tree, (node) => {
      if (node.type === 'heading' && node.depth !== undefined && node.depth >= 2 && node.data?.id) {
        items.push({value: escapeHtml(toString(node)), id: node.data.id, level: node.depth});
      }
      const id = isEntryElement(node) ? stringAttribute(node, 'id') : undefined;
      const entry = id === undefined ? undefined : entriesById.get(id);
      if (entry) items.push({value: escapeHtml(entry.title), id: entry.id, level: entry.level});
    });
    const toc: MdastNode = {
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
                  {type: 'VariableDeclarator', id: {type: 'Identifier', name: 'toc'}, init: valueToEstree(items)},
                ],
              },
            },
          ],
        },
      },
    };
    tree.children = [...children.filter((node) => !isTocExport(node)), toc];
  };
}
