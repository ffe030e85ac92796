import {isValidElement, type ComponentProps, type ReactElement, type ReactNode} from 'react';
import Accordion from '../Accordion';
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

/**
 * The text of an element that shows text it has no children for (a
 * `<DataText>`, a `<Price>`), or null for any other element.
 */
export type ElementText = (element: ReactElement) => string | null;

const noElementText: ElementText = () => null;

/** The text a React tree shows, as written in its elements' children. */
export function textOf(node: ReactNode, elementText: ElementText = noElementText): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map((child: ReactNode) => textOf(child, elementText)).join('');
  if (!isValidElement<{children?: ReactNode}>(node)) return '';
  const own = elementText(node);
  if (own !== null) return own;
  const text = textOf(node.props.children, elementText);
  return typeof node.type === 'string' && BLOCK_TAGS.has(node.type) ? ` ${text} ` : text;
}

const collapseWhitespace = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The `<Accordion>` entries found anywhere in `children`, in order: the
 * title is the question, the body's text the answer. Entries are read from
 * the elements the doc writes, so the structured data cannot drift from the
 * page.
 */
export function faqEntries(children: ReactNode, elementText: ElementText = noElementText): FaqEntry[] {
  const entries: FaqEntry[] = [];
  const visit = (node: ReactNode): void => {
    if (Array.isArray(node)) {
      node.forEach((child: ReactNode) => visit(child));
      return;
    }
    if (!isValidElement<{children?: ReactNode}>(node)) return;
    if (node.type === Accordion) {
      const {id, title, children: body} = node.props as AccordionProps;
      entries.push({id, question: title, answer: collapseWhitespace(textOf(body, elementText))});
      return;
    }
    visit(node.props.children);
  };
  visit(children);
  return entries;
}
