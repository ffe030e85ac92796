/**
 * The remark plugin of the help docs: from what the help plugin read, it writes
 * onto each `<Accordion>` what its component cannot work out itself (its
 * related entries, resolved; the platform limits its body states), and gives
 * the page its "On this page" list, which MDX cannot build because the titles
 * are component props, not Markdown headings.
 */
import path from 'node:path';
import escapeHtml from 'escape-html';
import {RELATED_ENTRIES_PROP, RELATED_PROP, STATED_LIMITS_PROP} from './contract';
import {ENTRY_COMPONENT, relatedEntriesOf, type HelpSource} from './source';
import {filePath, walk, type EstreeNode, type MdastNode, type VFileLike} from '../mdast';

/** The `data` MDX gives a node of code: the estree program of its statements. */
const program = (statement: EstreeNode) => ({estree: {type: 'Program', sourceType: 'module', body: [statement]}});

/** An attribute whose value is the expression of a plain value (what `prop={…}` compiles to). */
function valueAttribute(name: string, value: unknown, valueToEstree: (value: unknown) => EstreeNode) {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: program({type: 'ExpressionStatement', expression: valueToEstree(value)}),
    },
  };
}

/** True for an `export const toc = …` node. */
function isTocExport(node: MdastNode): boolean {
  const declaration = (node.data?.estree?.body as EstreeNode[] | undefined)?.[0]?.declaration as
    {declarations?: {id?: {name?: string}}[]} | undefined;
  return node.type === 'mdxjsEsm' && declaration?.declarations?.[0]?.id?.name === 'toc';
}

/** `export const toc = items`, as the MDX compiler's own table of contents is written. */
function tocExport(items: unknown, valueToEstree: (value: unknown) => EstreeNode): MdastNode {
  const declaration = {type: 'VariableDeclarator', id: {type: 'Identifier', name: 'toc'}, init: valueToEstree(items)};
  return {
    type: 'mdxjsEsm',
    value: '',
    data: program({
      type: 'ExportNamedDeclaration',
      specifiers: [],
      source: null,
      attributes: [],
      declaration: {type: 'VariableDeclaration', kind: 'const', declarations: [declaration]},
    }),
  };
}

/** Runs after Docusaurus' own plugins, so Markdown headings have their ids. */
export default function remarkHelpEntries({help}: {help: () => {siteDir: string; source: HelpSource}}) {
  return async (tree: MdastNode, file: VFileLike): Promise<void> => {
    const {siteDir, source} = help();
    const {pages} = source;
    const relative = path.relative(siteDir, filePath(file)).split(path.sep).join('/');
    const page = pages.find(({file: compiled}) => compiled === relative);
    if (!page) return;
    const children = tree.children ?? [];
    if (children.some((node) => isTocExport(node) && node.value !== '')) {
      throw new Error(
        `${relative}: remove the hand-written "export const toc": the page's contents are built from its <${ENTRY_COMPONENT}> entries.`,
      );
    }
    // The packages Docusaurus' own table of contents uses (both are ES modules only).
    const {toString} = await import('mdast-util-to-string');
    const {valueToEstree} = await import('estree-util-value-to-estree');
    const toEstree = (value: unknown) => valueToEstree(value) as EstreeNode;
    const entries = new Map(page.entries.map((entry) => [entry.id, entry]));
    const toc: {value: string; id: string; level: number}[] = [];
    walk(tree, (node) => {
      if (node.type === 'heading' && node.depth !== undefined && node.depth >= 2 && node.data?.id) {
        toc.push({value: escapeHtml(toString(node)), id: node.data.id, level: node.depth});
      }
      const id = node.name === ENTRY_COMPONENT ? node.attributes?.find(({name}) => name === 'id')?.value : undefined;
      const entry = typeof id === 'string' ? entries.get(id) : undefined;
      if (!entry) return;
      toc.push({value: escapeHtml(entry.title), id: entry.id, level: 2});
      node.attributes = [
        ...(node.attributes ?? []).filter(({name}) => name !== RELATED_PROP),
        ...(entry.related.length > 0
          ? [valueAttribute(RELATED_ENTRIES_PROP, relatedEntriesOf(pages, page, entry), toEstree)]
          : []),
        ...(entry.statedLimits.length > 0 ? [valueAttribute(STATED_LIMITS_PROP, entry.statedLimits, toEstree)] : []),
      ];
    });
    tree.children = [...children.filter((node) => !isTocExport(node)), tocExport(toc, toEstree)];
  };
}
