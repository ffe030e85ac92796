/**
 * @jest-environment node
 */
import {
  ENTRY_ANSWER_ATTRIBUTE,
  ENTRY_ATTRIBUTE,
  ENTRY_TITLE_ATTRIBUTE,
  SCRIPT_ONLY_PROPS,
} from '@site/src/plugins/help/contract';
import {load} from 'cheerio';
import {parse} from 'node-html-parser';
import {forAgents} from '@site/src/plugins/markdownTwins';
import {pageMarkdown} from '@site/src/plugins/markdownTwins/markdown';
import {TEXTS, type Facts} from '@site/src/plugins/markdownTwins/texts';
import type {Locale} from '@site/src/data/locales';
import {entryHeading, entrySection} from '@site/src/utils/markdownTwin';

const PAGE_URL = 'https://example.com/deckhopper/setup';
const scriptOnly = Object.keys(SCRIPT_ONLY_PROPS).join(' ');

/** A built help page as the Accordion draws it: an entry with a Pro badge, a table, a note and a link. */
const HTML = `<html><body><nav>Header</nav><main><article>
<h1>Setup</h1><p>Pick a topic.<!-- --> Then read it.</p>
<section ${ENTRY_ATTRIBUTE}><h2 id="proxyButtons"><span ${ENTRY_TITLE_ATTRIBUTE}>Proxy buttons</span><span data-search-ignore><span>, </span>Pro<span> Feature</span></span><a class="hash-link" href="#proxyButtons">#</a></h2>
<details><summary></summary><div ${ENTRY_ANSWER_ATTRIBUTE}>
<p>See <a href="#enableDisableDecks">disabled decks</a> and <a href="/deckhopper/faq#rabbits">rabbits</a>.</p>
<h2>Inside</h2>
<table><thead><tr><th>Key</th><th>Value</th></tr></thead><tbody><tr><td><code>channel</code></td><td>lower case</td></tr></tbody></table>
<div class="theme-admonition"><div class="admonitionHeading_x">Advanced Extension</div><div class="admonitionContent_y"><p>Needs the extension.</p></div></div>
</div><div ${scriptOnly}><button>Copy link</button></div></details></section>
<p>Closing words.</p>
</article></main><footer>Footer</footer></body></html>`;

describe('pageMarkdown', () => {
  it('writes each entry as a heading with its anchor, its address, and its text as shown', async () => {
    const markdown = await pageMarkdown(HTML, PAGE_URL);
    expect(markdown.startsWith('# Setup\n\nPick a topic. Then read it.')).toBe(true);
    const entry = entrySection(markdown, 'proxyButtons');
    expect(entry).not.toBeNull();
    const lines = entry!.split('\n\n');
    expect(lines[0]).toBe(entryHeading('Proxy buttons (Pro Feature)', 'proxyButtons'));
    expect(lines[1]).toBe(`<${PAGE_URL}#proxyButtons>`);
    expect(entry).toContain(`[disabled decks](${PAGE_URL}#enableDisableDecks)`);
    expect(entry).toContain('[rabbits](https://example.com/deckhopper/faq#rabbits)');
    expect(entry).toContain('### Inside');
    expect(entry).toMatch(/\| Key\s+\| Value\s+\|\n\| -+ \| -+ \|\n\| `channel` \| lower case \|/);
    expect(entry).toContain('> **Advanced Extension**\n>\n> Needs the extension.');
    expect(entry).not.toContain('Copy link');
    // The text after the entries keeps its place; the page's furniture is left out.
    expect(markdown.trimEnd().endsWith('Closing words.')).toBe(true);
    expect(markdown).not.toMatch(/Header|Footer|<!--/);
  });
});

describe('a translated or renamed entry in its twin', () => {
  const translated = `<html><body><main><article><h1>Configuración</h1>
<section ${ENTRY_ATTRIBUTE}><h2 id="proxyButtons"><span id="proxy"></span><span id="proxyButtons-title" ${ENTRY_TITLE_ATTRIBUTE}>Botones proxy</span></h2>
<details><summary></summary><div><p role="note" data-translation="stale">Esta traducción puede estar desactualizada: <a href="/deckhopper/setup#proxyButtons" hreflang="en">lee el inglés</a>.</p>
<div ${ENTRY_ANSWER_ATTRIBUTE}><p>Un botón proxy.</p></div></div></details></section>
</article></main></body></html>`;
  const url = 'https://example.com/deckhopper/es/setup';

  it('keeps the notice the page shows, with its link to the English entry, and every address that opens it', async () => {
    const entry = entrySection(await pageMarkdown(translated, url), 'proxyButtons')!;
    const [heading, addresses, notice, body] = entry.split('\n\n');
    expect(heading).toBe(entryHeading('Botones proxy', 'proxyButtons'));
    expect(addresses).toBe(`<${url}#proxyButtons> <${url}#proxy>`);
    expect(notice).toBe(
      'Esta traducción puede estar desactualizada: [lee el inglés](https://example.com/deckhopper/setup#proxyButtons).',
    );
    expect(body).toBe('Un botón proxy.');
  });
});

describe('the rest of a page in its twin', () => {
  const url = 'https://example.com/deckhopper/download';
  const html = `<html><body><main><h1>Download Deck Hopper</h1>
<div id="form-success" data-search-ignore><p>Thank you!</p></div>
<div data-search-ignore><p>I use Deck Hopper on</p></div>
<h3>Proxy buttons<span title="Pro Feature" data-search-ignore><span>, </span>Pro<span> Feature</span></span></h3>
<section id="purchase"><h2>Desktop</h2><ul><li><strong>Basic</strong>: <del><span>regular price </span>$4.99</del> <strong>now $2.99</strong></li></ul>
<table><caption>Features in Deck Hopper Basic and Pro</caption><thead><tr><th>Feature</th><th>Pro</th></tr></thead><tbody><tr><td>Proxy</td><td>Yes</td></tr></tbody></table></section>
<h2 id="__blog-post-container">Inside</h2>
</main></body></html>`;

  it('keeps what an address opens, names badges in words, reads prices, captions and section anchors', async () => {
    const markdown = await pageMarkdown(html, url);
    expect(markdown).toContain(`<${url}#form-success>\n\nThank you!`);
    expect(markdown).not.toContain('I use Deck Hopper on');
    expect(markdown).toContain('### Proxy buttons (Pro Feature)');
    expect(markdown).toContain('## Desktop {#purchase}');
    expect(markdown).toContain('**Basic**: regular price $4.99 **now $2.99**');
    expect(markdown).toMatch(/Features in Deck Hopper Basic and Pro\n\n\| Feature \| Pro +\|/);
    // Anchors of the framework or of React are not the site's.
    expect(markdown).toContain('## Inside\n');
  });
});

describe('a built page as assistants’ tools read it', () => {
  // As Docusaurus' minifier writes it: optional end tags left out.
  const minified = `<!doctype html><html><head><title>t</title></head><body><main>
<ul><li><p>One<li><p>Two</ul><select><option>a<option>b</select>
<template><p>In a template<fieldset>x</fieldset></template><svg><rect x=1 /></svg><br><img alt="">
<div data-search-ignore>I use Deck Hopper on<button>Android</button></div><div data-search-ignore><button>Copy link</button></div>
<div data-search-ignore><div data-visitor-note>nested</div></div>
</main><div data-search-ignore>Outside the main content</div></body></html>`;
  const page = forAgents(minified);

  it('writes back the end tags browsers imply, so a lenient parser finds the main content', () => {
    expect(parse(minified).querySelector('main')).toBeNull();
    expect(parse(page).querySelector('main')?.text).toContain('Two');
    expect(page).toContain('<li><p>One</p></li><li><p>Two</p></li></ul>');
    expect(page).toContain('<option>a</option><option>b</option></select>');
    expect(page).toContain('<p>In a template</p><fieldset>');
    expect(page).not.toMatch(/<\/(rect|br|img)>/);
    // The page as browsers read it is unchanged.
    expect(
      load(page)
        .html()
        .replace(/ data-markdown-ignore=""/g, ''),
    ).toBe(load(minified).html());
  });

  it('marks what the twin leaves out of the main content, once, and only where there is text to read', () => {
    expect(page).toContain('<div data-markdown-ignore data-search-ignore>I use Deck Hopper on');
    expect(page).toContain('<div data-search-ignore><button>Copy link');
    expect(page.match(/data-markdown-ignore/g)).toHaveLength(2);
    expect(page).toContain('</main><div data-search-ignore>Outside');
  });
});

describe('the instructions for assistants', () => {
  const facts: Facts = {
    site: 'https://example.com/deckhopper/',
    help: 'https://example.com/deckhopper/next/',
    entry: 'connectionIssues',
    steps: ['versions', 'network'],
    platforms: ['android', 'ios'],
    release: '1.6.1',
    chat: 'https://chat.example.com/x',
    menu: 'Menu › Help',
    account: 'proVersionIssues',
  };

  it('give the same addresses in every language, built from the facts they are handed', () => {
    const addresses = (locale: Locale) =>
      TEXTS[locale]
        .instructions(facts)
        .join('\n')
        .match(/`[^`]*(https?:|\?|#)[^`]*`|https?:\S+/g);
    expect(addresses('en')).toEqual(addresses('es'));
    const text = TEXTS.en.instructions(facts).join('\n');
    expect(text).toContain(
      '`https://example.com/deckhopper/next/troubleshooting?platform=android&app=1.6.1#connectionIssues`',
    );
    expect(text).toContain(
      '`https://example.com/deckhopper/next/troubleshooting?check=versions-y_network#connectionIssues`',
    );
    expect(text).toContain('`https://example.com/deckhopper/contact?about=proVersionIssues`');
    expect(text).toContain('https://chat.example.com/x');
  });
});
