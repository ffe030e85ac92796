/**
 * A built page as Markdown, read from its HTML exactly as visitors see it
 * (prices, platforms, notes and tables as rendered, in the page's language),
 * the way the search's records and the FAQ's structured data read it. Each
 * help entry becomes `## Title {#id}` (see src/utils/markdownTwin.ts), then
 * its address, then its text; the rest of the page keeps its order.
 */
import {load, type AnyNode, type Cheerio, type CheerioAPI} from 'cheerio';
import {
  ENTRY_ANSWER_ATTRIBUTE,
  ENTRY_ATTRIBUTE,
  ENTRY_TITLE_ATTRIBUTE,
  PLATFORM_BADGE_ATTRIBUTE,
} from '../help/contract';
import {FURNITURE_SELECTORS} from '../search/records';
import {textOf} from '../htmlText';
import {SEARCH_IGNORE_ATTRIBUTE} from '../../data/search';
import {SUCCESS_FRAGMENT} from '../../data/forms';
import {SECTION_ANCHORS} from '../../data/deepLinks';
import {entryHeading} from '../../utils/markdownTwin';

/**
 * The search's furniture, except tables' heads (a Markdown table needs its head row) and what an
 * address opens (a form's thank-you, the update notice), and announcements (`role="status"`: a
 * copy's confirmation). Pages mark it `data-markdown-ignore` (./index.ts).
 */
const OPENED = `:not(#${SUCCESS_FRAGMENT}, #${SECTION_ANCHORS.updateAvailable})`;
export const FURNITURE = [
  ...FURNITURE_SELECTORS.filter((selector) => selector !== 'thead').map((selector) =>
    selector === `[${SEARCH_IGNORE_ATTRIBUTE}]` ? `${selector}${OPENED}` : selector,
  ),
  `[role="status"]${OPENED}`,
].join(', ');

/** Anchors of the page's sections (`/download#purchase`) on their heading, `## Desktop {#purchase}`, else their address before them. */
function anchorSections($: CheerioAPI, page: Cheerio<AnyNode>, pageUrl: string): void {
  page.find('h2[id], h3[id], h4[id], section[id], div[id]').each((_, element) => {
    const block = $(element);
    // The site's anchors, not the framework's (`__blog-post-container`) or React's (`_R_…`).
    if (!/^[a-z][\w-]*$/i.test(block.attr('id') ?? '')) return;
    const heading = block.is('h2, h3, h4') ? block : block.find('h2, h3, h4').first();
    const {href} = new URL(`#${block.attr('id') ?? ''}`, pageUrl);
    if (heading.length === 0) block.before($('<p>').append($('<a>').attr('href', href).text(href)));
    else if (!heading.is('[data-anchored]')) heading.attr('data-anchored', '').append(` {${new URL(href).hash}}`);
  });
}

/** Marks where an entry goes back after the page around it is converted. */
const placeholder = (index: number) => `ENTRYPLACEHOLDER${index}X`;

/** The converters are ES modules: loaded when the first twin is written (one after the other, as they share modules). */
async function importConverters() {
  const {fromHtml} = await import('hast-util-from-html');
  const {toMdast} = await import('hast-util-to-mdast');
  const {toMarkdown} = await import('mdast-util-to-markdown');
  const {gfmToMarkdown} = await import('mdast-util-gfm');
  return {fromHtml, toMdast, toMarkdown, gfmToMarkdown};
}

type Converters = Awaited<ReturnType<typeof importConverters>>;

let converters: Promise<Converters> | undefined;

/** HTML as Markdown: GitHub-flavoured (tables), `-` bullets, `*` emphasis. */
function markdownOf(html: string, {fromHtml, toMdast, toMarkdown, gfmToMarkdown}: Converters): string {
  // React leaves empty comments between text parts (`<!-- -->`): nothing a reader sees.
  const tree = toMdast(fromHtml(html.replace(/<!--[\s\S]*?-->/g, ''), {fragment: true}));
  return toMarkdown(tree, {extensions: [gfmToMarkdown()], bullet: '-', emphasis: '*', rule: '-'}).trim();
}

/** Plain text as Markdown, escaped where it would read as markup. */
const inline = (text: string, convert: Converters): string =>
  convert.toMarkdown({type: 'paragraph', children: [{type: 'text', value: text}]}).trim();

/** Links and images absolute, admonitions as quotes with their title, inner headings below the entries'. */
function prepare($: CheerioAPI, root: Cheerio<AnyNode>, pageUrl: string, headingFloor: number): void {
  for (const [tag, attribute] of Object.entries({a: 'href', img: 'src'})) {
    root.find(`${tag}[${attribute}]`).each((_, element) => {
      $(element).attr(attribute, new URL($(element).attr(attribute) ?? '', pageUrl).href);
    });
  }
  root.find('.theme-admonition').each((_, element) => {
    const admonition = $(element);
    const title = textOf(admonition.find('[class*="admonitionHeading"]').first());
    const content = admonition.find('[class*="admonitionContent"]').first().html() ?? '';
    admonition.replaceWith(
      `<blockquote>${title ? `<p><strong>${$('<i>').text(title).html()}</strong></p>` : ''}${content}</blockquote>`,
    );
  });
  // A struck-out price reads as its words ("regular price $4.99"); a table's caption as a line before it.
  root.find('del, s').each((_, element) => void (element.tagName = 'span'));
  root.find('caption').each(
    (_, element) =>
      void $(element)
        .closest('table')
        .before($('<p>').text(textOf($(element)))),
  );
  root.find('h1, h2, h3, h4, h5').each((_, element) => {
    const level = Number(element.tagName.slice(1));
    if (level < headingFloor) element.tagName = `h${headingFloor}`;
  });
}

/**
 * A built page as Markdown: its `<article>` (the help page, the patch note)
 * or its `<main>` (the list of releases). `pageUrl` is its absolute address, which relative links
 * and each entry's address are resolved against.
 */
export async function pageMarkdown(html: string, pageUrl: string): Promise<string> {
  const convert = await (converters ??= importConverters());
  const $ = load(html);
  const main = $('main').first();
  // One article (a help page, a patch note), or a list of them (every release) under the page's title.
  const articles = main.find('article');
  const page = articles.length === 1 ? articles.first() : main;
  if (articles.length > 1) {
    articles
      .find('.markdown')
      .find('h2, h3, h4, h5')
      .each((_, heading) => {
        heading.tagName = `h${Number(heading.tagName.slice(1)) + 1}`;
      });
  }
  // The Pro badge is left out with the furniture below; its words go into the entry's heading first.
  const entries = page
    .find(`[${ENTRY_ATTRIBUTE}]`)
    .toArray()
    .map((element, index) => {
      const entry = $(element);
      const heading = entry.children('h2, h3').first();
      const id = heading.attr('id') ?? '';
      const title = textOf(heading.find(`[${ENTRY_TITLE_ATTRIBUTE}]`).first());
      const badge = heading.clone();
      // The platform marks are the visitor's (shown by CSS to theirs alone), not the entry's.
      badge.find(`[${ENTRY_TITLE_ATTRIBUTE}], [${PLATFORM_BADGE_ATTRIBUTE}], .hash-link`).remove();
      // A badge reads as its tooltip ("Pro Feature", "Función Pro"), not as its word and hidden words.
      badge.find('[title]').each((_, element) => void $(element).replaceWith($(element).attr('title') ?? ''));
      const mark = textOf(badge).replace(/^[\s,;:]+/, '');
      // A translation's notice (behind its English, or not translated yet) comes first, as on the page.
      const notice = entry.find('[data-translation]').first().clone();
      const body = entry.find(`[${ENTRY_ANSWER_ATTRIBUTE}]`).first().clone();
      body.find(FURNITURE).remove();
      prepare($, notice, pageUrl, 3);
      prepare($, body, pageUrl, 3);
      // The addresses that open it: its own, then those of its former ids (a renamed entry).
      const formerIds = heading
        .find('span[id]')
        .toArray()
        .map((span) => $(span).attr('id') ?? '')
        .filter((formerId) => formerId !== `${id}-title`);
      const addresses = [id, ...formerIds].map((anchor) => `<${new URL(`#${anchor}`, pageUrl).href}>`);
      entry.replaceWith(`<p>${placeholder(index)}</p>`);
      return [
        entryHeading(`${inline(title, convert)}${mark ? ` (${inline(mark, convert)})` : ''}`, id),
        addresses.join(' '),
        markdownOf($.html(notice), convert),
        markdownOf(body.html() ?? '', convert),
      ]
        .filter(Boolean)
        .join('\n\n');
    });
  // A badge outside the entries (a card's Pro mark) reads as its tooltip too.
  page
    .find(`[title][${SEARCH_IGNORE_ATTRIBUTE}]`)
    .each((_, badge) => void $(badge).replaceWith(` (${$(badge).attr('title')})`));
  page.find(FURNITURE).remove();
  anchorSections($, page, pageUrl);
  prepare($, page, pageUrl, 1);
  let markdown = markdownOf(page.html() ?? '', convert);
  entries.forEach((entry, index) => {
    markdown = markdown.replace(placeholder(index), () => entry);
  });
  return `${markdown}\n`;
}
