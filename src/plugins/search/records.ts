/**
 * The search's records, read from the built pages exactly as visitors see
 * them: one per help entry, per patch note, per section with an id of
 * another page, each cut into passages (../README.md, "Records").
 */
import {load, type AnyNode, type Cheerio, type CheerioAPI} from 'cheerio';
import {ENTRY_ANSWER_ATTRIBUTE, ENTRY_ATTRIBUTE} from '../help/contract';
import type {HelpEntry} from '../help/source';
import {SEARCH_IGNORE_ATTRIBUTE} from '../../data/search';
import {textOf} from '../htmlText';
import type {SearchRecord} from './engine';

/** What never belongs to an answer (the Markdown twins leave it out too, tables' heads aside). */
export const FURNITURE_SELECTORS = [
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
];
const FURNITURE = FURNITURE_SELECTORS.join(', ');

const headingText = (heading: Cheerio<AnyNode>) => textOf(heading.clone().find('.hash-link').remove().end());

/** Where the part of a page under a heading ends: the next heading with an id. */
const NEXT_SECTION = 'h1[id], h2[id], h3[id]';

/** The text of an element without its first heading (its title). */
function withoutTitle($: CheerioAPI, element: Cheerio<AnyNode>): string {
  const copy = element.clone();
  copy.find('h1, h2, h3').first().remove();
  return textOf(copy);
}

/** The passages of an answer: its table rows, its list items, then the rest of its text. */
function passagesOf($: CheerioAPI, element: Cheerio<AnyNode>): string[] {
  const copy = element.clone();
  const parts = copy.find('tr, li').toArray();
  // Each item without the lists inside it (they are passages of their own).
  const passages = parts.map((part) => textOf($(part).clone().find('ul, ol, table').remove().end()));
  $(parts).remove();
  return [textOf(copy), ...passages].filter((text, at) => at === 0 || text !== '');
}

/** One record per passage of the text; the keywords go with the first. */
function answer(
  $: CheerioAPI,
  {url, title, page, keywords}: Omit<SearchRecord, 'text'>,
  element: Cheerio<AnyNode>,
): SearchRecord[] {
  return passagesOf($, element).map((text, at) => ({url, title, page, text, ...(at === 0 && keywords && {keywords})}));
}

/**
 * The records of one built page at `url` (its address under the locale's
 * base path); `entries` are a help page's entries, from the help source.
 */
export function recordsOf(
  html: string,
  url: string,
  entries: readonly Pick<HelpEntry, 'id' | 'title' | 'keywords'>[] = [],
): SearchRecord[] {
  const $ = load(html);
  const main = $('main').first();
  if (main.length === 0) return [];
  main.find(FURNITURE).remove();
  const page = textOf(main.find('h1').first()) || textOf($('title').first()).split(' | ')[0] || url;
  const records: SearchRecord[] = [];

  if (entries.length > 0) {
    for (const {id, title, keywords} of entries) {
      const body = main
        .find(`[id="${id}"]`)
        .closest(`[${ENTRY_ATTRIBUTE}]`)
        .find(`[${ENTRY_ANSWER_ATTRIBUTE}]`)
        .first();
      records.push(...answer($, {url: `${url}#${id}`, title, page, ...(keywords && {keywords})}, body));
    }
    main.find(`[${ENTRY_ATTRIBUTE}]`).remove();
    const intro = withoutTitle($, main.find('article').first());
    if (intro) records.push({url, title: page, page, text: intro});
    return records;
  }

  // The patch notes' list is one answer: where the releases are (each note is its own).
  if (url === '/patch-notes') {
    return [{url, title: page, page, text: $('meta[name="description"]').attr('content') ?? ''}];
  }
  // A patch note is one answer: its release.
  if (/^\/patch-notes\/./.test(url)) {
    const article = main.find('article').first();
    article.find('h1').first().remove();
    return answer($, {url, title: page, page}, article);
  }

  // Sections: a `<section id>`, or a heading with an id and what follows it up to the next one.
  main.find('section[id]').each((_, element) => {
    const section = $(element);
    const heading = section.find('h2, h3').first();
    const title = heading.length > 0 ? headingText(heading) : page;
    heading.remove();
    records.push(...answer($, {url: `${url}#${section.attr('id')}`, title, page}, section));
    section.remove();
  });
  const content = main.find('article').first().length > 0 ? main.find('article').first() : main;
  // Each heading with an id takes what follows it, up to the next one, out of the page into its answer.
  for (const heading of content.find('h2[id], h3[id]').toArray()) {
    const body = $('<div></div>');
    while (heading.next && !$(heading.next).is(NEXT_SECTION)) body.append(heading.next);
    records.push(...answer($, {url: `${url}#${$(heading).attr('id')}`, title: headingText($(heading)), page}, body));
    $(heading).remove();
  }
  const rest = withoutTitle($, content);
  records.unshift({url, title: page, page, text: rest});
  return records.filter(({text, title}) => text !== '' || title !== '');
}
