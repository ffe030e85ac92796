/**
 * The FAQ's structured data (schema.org `FAQPage`), written into the built
 * page after the build: each entry of the FAQ's group is a question, its
 * answer the text the page shows, in the page's language and with every
 * price and name as rendered. Crawlers read it without running scripts, and
 * no script carries it.
 */
import {load} from 'cheerio';
import {faqPageJsonLd, serializeJsonLd, type FaqEntry} from '../../utils/structuredData';
import {ENTRY_ANSWER_ATTRIBUTE, ENTRY_ATTRIBUTE, ENTRY_TITLE_ATTRIBUTE, FAQ_GROUP_ATTRIBUTE} from './contract';

/** Elements that start a new block of text: their texts are spaced apart. */
const BLOCKS = 'p, li, div, section, blockquote, pre, h1, h2, h3, h4, h5, h6, table, tr, th, td, br, hr, dt, dd';

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The FAQ entries of a built page: question and answer as plain text, in page order. */
export function faqEntriesOf(html: string): FaqEntry[] {
  const $ = load(html);
  return $(`[${FAQ_GROUP_ATTRIBUTE}] [${ENTRY_ATTRIBUTE}]`)
    .toArray()
    .map((section) => {
      const entry = $(section);
      const answer = entry.find(`[${ENTRY_ANSWER_ATTRIBUTE}]`).first().clone();
      answer.find(BLOCKS).after(' ');
      return {
        id: entry.children('h2, h3').first().attr('id') ?? '',
        question: collapse(entry.find(`[${ENTRY_TITLE_ATTRIBUTE}]`).first().text()),
        answer: collapse(answer.text()),
      };
    });
}

/** The page with its `FAQPage` JSON-LD added at the end of `<head>`. */
export function faqStructuredData(html: string): string {
  const entries = faqEntriesOf(html);
  if (entries.length === 0) throw new Error('A FAQ group with no entries: nothing to describe to search engines.');
  const script = `<script type="application/ld+json">${serializeJsonLd(faqPageJsonLd(entries))}</script>`;
  return html.replace('</head>', `${script}</head>`);
}
