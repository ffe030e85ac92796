/**
 * The FAQ's structured data (schema.org `FAQPage`), written into the built
 * page after the build: each entry of the FAQ's group is a question, its
 * answer the text the page shows, in the page's language and with every
 * price and name as rendered. Crawlers read it without running scripts, and
 * no script carries it.
 */
import {load} from 'cheerio';
import {faqPageJsonLd, serializeJsonLd, type FaqEntry} from '../../utils/structuredData';
import {textOf} from '../htmlText';
import {ENTRY_ANSWER_ATTRIBUTE, ENTRY_ATTRIBUTE, ENTRY_TITLE_ATTRIBUTE, FAQ_GROUP_ATTRIBUTE} from './contract';

/** The FAQ entries of a built page: question and answer as plain text, in page order. */
export function faqEntriesOf(html: string): FaqEntry[] {
  const $ = load(html);
  return $(`[${FAQ_GROUP_ATTRIBUTE}] [${ENTRY_ATTRIBUTE}]`)
    .toArray()
    .map((section) => {
      const entry = $(section);
      return {
        id: entry.children('h2, h3').first().attr('id') ?? '',
        question: textOf(entry.find(`[${ENTRY_TITLE_ATTRIBUTE}]`).first()),
        answer: textOf(entry.find(`[${ENTRY_ANSWER_ATTRIBUTE}]`).first()),
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
