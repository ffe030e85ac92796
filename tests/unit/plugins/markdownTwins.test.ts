/**
 * @jest-environment node
 */
import {
  ENTRY_ANSWER_ATTRIBUTE,
  ENTRY_ATTRIBUTE,
  ENTRY_TITLE_ATTRIBUTE,
  SCRIPT_ONLY_PROPS,
} from '@site/src/plugins/help/contract';
import {pageMarkdown} from '@site/src/plugins/markdownTwins/markdown';
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
