import {isValidElement, type ComponentProps, type ReactNode} from 'react';
import Accordion from '../Accordion';
import DataText from '../DataText';
import type {FaqEntry} from '@site/src/utils/structuredData';

type AccordionProps = ComponentProps<typeof Accordion>;

/**
 * Elements that start a new block of text. Markdown writes consecutive
 * paragraphs with nothing between them, so their texts are spaced apart.
 */
export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'p',
  'div',
  'section',
  'blockquote',
  'pre',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'tr',
  'th',
  'td',
  'details',
  'summary',
  'br',
  'hr',
]);

/** Gives a data text in the page's language (`useDataText()`). */
export type DataTextOf = (text: string) => string;

const identity: DataTextOf = (text) => text;

/**
 * The text a React tree shows, as written in its elements' children. A
 * `<DataText text={…} />` (a sentence from src/data in a translated doc)
 * shows its text in the page's language.
 */
export function textOf(node: ReactNode, t: DataTextOf = identity): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map((child: ReactNode) => textOf(child, t)).join('');
  if (!isValidElement<{children?: ReactNode}>(node)) return '';
  if (node.type === DataText) return t((node.props as ComponentProps<typeof DataText>).text);
  const text = textOf(node.props.children, t);
  return typeof node.type === 'string' && BLOCK_TAGS.has(node.type) ? ` ${text} ` : text;
}

const collapseWhitespace = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The `<Accordion>` entries found anywhere in `children`, in order: the
 * title is the question, the body's text the answer. Entries are read from
 * the elements the doc writes, so the structured data cannot drift from the
 * page.
 */
export function faqEntries(children: ReactNode, t: DataTextOf = identity): FaqEntry[] {
  const entries: FaqEntry[] = [];
  const visit = (node: ReactNode): void => {
    if (Array.isArray(node)) {
      node.forEach((child: ReactNode) => visit(child));
      return;
    }
    if (!isValidElement<{children?: ReactNode}>(node)) return;
    if (node.type === Accordion) {
      const {id, title, children: body} = node.props as AccordionProps;
      entries.push({id, question: title, answer: collapseWhitespace(textOf(body, t))});
      return;
    }
    visit(node.props.children);
  };
  visit(children);
  return entries;
}
