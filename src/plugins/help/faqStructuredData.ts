/**
 * The FAQ's structured data (schema.org `FAQPage`), written into the built page: each entry's title
 * as the help source gives it, and its answer as the page shows it. Crawlers need no script for it.
 */
import {load} from 'cheerio';
import {faqPageJsonLd, serializeJsonLd} from '../../utils/structuredData';
import {textOf} from '../htmlText';
import {ENTRY_ANSWER_ATTRIBUTE, ENTRY_ATTRIBUTE} from './contract';
import type {HelpEntry} from './source';

/** The built page with its `FAQPage` JSON-LD added at the end of `<head>`. */
export function faqStructuredData(html: string, entries: readonly Pick<HelpEntry, 'id' | 'title'>[]): string {
  const $ = load(html);
  const questions = entries.map(({id, title}) => {
    const answer = $(`[id="${id}"]`).closest(`[${ENTRY_ATTRIBUTE}]`).find(`[${ENTRY_ANSWER_ATTRIBUTE}]`).first();
    if (answer.length === 0) throw new Error(`The FAQ entry "${id}" is not in its built page.`);
    return {question: title, answer: textOf(answer)};
  });
  const script = `<script type="application/ld+json">${serializeJsonLd(faqPageJsonLd(questions))}</script>`;
  return html.replace('</head>', `${script}</head>`);
}
