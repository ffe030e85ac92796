/**
 * The text of built HTML as a reader takes it in: block elements are
 * separated by a space (`<p>a</p><p>b</p>` reads "a b"), and runs of white
 * space are one space. Used where the build reads its own pages (the FAQ's
 * structured data, the search's records).
 */
import type {AnyNode, Cheerio} from 'cheerio';

/** Elements that start a new block of text. */
const BLOCKS =
  'p, li, div, section, blockquote, pre, h1, h2, h3, h4, h5, h6, table, tr, th, td, br, hr, dt, dd, summary';

export function textOf(elements: Cheerio<AnyNode>): string {
  const copy = elements.clone();
  copy.find(BLOCKS).after(' ');
  // Links drawn as buttons sit side by side with no space between them.
  copy.find('a.button').after(' ');
  return copy.text().replace(/\s+/g, ' ').trim();
}
