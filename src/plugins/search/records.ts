/**
 * The search's records, read from the built pages exactly as visitors see
 * them (prices, platforms and names as rendered, in the page's language):
 * - a help page gives one record per entry (`/setup#proxyButtons`), with
 *   its keywords, and one for its introduction;
 * - a patch note gives one record, its release;
 * - every other page gives one record per section with an id
 *   (`/download#purchase`, `/license#restrictions`) and one for the rest.
 * Page furniture (header, footer, Copy link, notices that depend on the
 * visitor) is left out.
 */
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {
  ENTRY_ANSWER_ATTRIBUTE,
  ENTRY_ATTRIBUTE,
  ENTRY_TITLE_ATTRIBUTE,
  SEARCH_KEYWORDS_ATTRIBUTE,
} from '../help/contract';
import {SEARCH_IGNORE_ATTRIBUTE} from '../../data/search';
import {textOf} from '../htmlText';
import type {SearchRecord} from './engine';

/** What never belongs to an answer. */
const FURNITURE = [
  `[${SEARCH_IGNORE_ATTRIBUTE}]`,
  'script',
  'style',
  'noscript',
  'svg',
  'nav',
  'footer',
  'button',
  'select',
  'thead',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-banner',
  '.theme-doc-version-badge',
  '.pagination-nav',
  '#analytics-consent',
  '[data-visitor-note]',
  '[data-translation]',
  '[hidden]',
  '[aria-hidden="true"]',
].join(', ');

const headingText = ($: CheerioAPI, element: Element) => textOf($(element).clone().find('.hash-link').remove().end());

/** The text of an element without its first heading (its title). */
function withoutTitle($: CheerioAPI, element: Cheerio<AnyNode>): string {
  const copy = element.clone();
  copy.find('h1, h2, h3').first().remove();
  return textOf(copy);
}

/** The records of one built page at `url` (its address under the locale's base path). */
export function recordsOf(html: string, url: string): SearchRecord[] {
  const $ = load(html);
  const main = $('main').first();
  if (main.length === 0) return [];
  main.find(FURNITURE).remove();
  const page = textOf(main.find('h1').first()) || textOf($('title').first()).split(' | ')[0] || url;
  const records: SearchRecord[] = [];

  const entries = main.find(`[${ENTRY_ATTRIBUTE}]`);
  if (entries.length > 0) {
    entries.each((_, element) => {
      const entry = $(element);
      const id = entry.children('h2, h3').first().attr('id');
      if (!id) return;
      records.push({
        url: `${url}#${id}`,
        title: textOf(entry.find(`[${ENTRY_TITLE_ATTRIBUTE}]`).first()),
        page,
        text: textOf(entry.find(`[${ENTRY_ANSWER_ATTRIBUTE}]`).first()),
        ...(entry.attr(SEARCH_KEYWORDS_ATTRIBUTE) && {keywords: entry.attr(SEARCH_KEYWORDS_ATTRIBUTE)}),
      });
    });
    entries.remove();
    const intro = withoutTitle($, main.find('article').first());
    if (intro) records.push({url, title: page, page, text: intro});
    return records;
  }

  // A patch note is one answer: its release.
  if (/^\/patch-notes\/./.test(url)) {
    return [{url, title: page, page, text: withoutTitle($, main.find('article').first())}];
  }

  // Sections: a `<section id>`, or a heading with an id and what follows it up to the next one.
  main.find('section[id]').each((_, element) => {
    const section = $(element);
    const heading = section.find('h2, h3').first();
    records.push({
      url: `${url}#${section.attr('id')}`,
      title: heading.length > 0 ? headingText($, heading.get(0)!) : page,
      page,
      text: withoutTitle($, section),
    });
    section.remove();
  });
  const content = main.find('article').first().length > 0 ? main.find('article').first() : main;
  const headings = content.find('h2[id], h3[id]').toArray();
  for (const heading of headings) {
    const parts: string[] = [];
    for (let next = heading.next; next; next = next.next) {
      if (next.type === 'tag' && /^h[1-3]$/.test(next.name) && $(next).attr('id')) break;
      parts.push(textOf($(next)));
    }
    records.push({
      url: `${url}#${$(heading).attr('id')}`,
      title: headingText($, heading),
      page,
      text: parts.join(' ').replace(/\s+/g, ' ').trim(),
    });
  }
  headings.forEach((heading) => {
    for (let next = heading.next; next;) {
      const after = next.next;
      if (next.type === 'tag' && /^h[1-3]$/.test(next.name) && $(next).attr('id')) break;
      $(next).remove();
      next = after;
    }
    $(heading).remove();
  });
  const rest = withoutTitle($, content);
  records.unshift({url, title: page, page, text: rest});
  return records.filter(({text, title}) => text !== '' || title !== '');
}
