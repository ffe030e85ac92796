/**
 * The inline script that opens the entry of the address while the page is
 * parsed. It is tested as the page gets it: its inlined source text, run
 * against a document whose entries arrive after the script, as the parser
 * adds them.
 */
import {gzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {createHelpWing} from '@site/src/plugins/help';
import {ENTRY_ATTRIBUTE, HASH_OPENED_ATTRIBUTE, TOOL_MARKUP_ATTRIBUTE} from '@site/src/plugins/help/contract';
import {openHashEntrySource} from '@site/src/plugins/help/openHashEntry';
import {SITE_DIR} from '../../helpers/helpDocs';

const ENTRIES = ['first', 'second'];

function entryHtml(id: string, formerIds: string[] = []) {
  const former = formerIds.map((formerId) => `<span id="${formerId}"></span>`).join('');
  return `<section ${ENTRY_ATTRIBUTE}><h2 id="${id}">${former}${id}</h2><details name="g"><summary></summary><p>Body</p><details><summary></summary>nested</details></details></section>`;
}

/** The addresses the script wrote in place of the page's (`history.replaceState`). */
const replaced: string[] = [];

/** Runs the script as the page inlines it; `location.hash` is what the address bar holds. */
function runScript(hash: string, search = '') {
  document.body.innerHTML = '';
  replaced.length = 0;
  const source = openHashEntrySource();
  const history = {state: null, replaceState: (_state: unknown, _title: string, url: string) => replaced.push(url)};
  // The script is a string in every page's head; running it as the browser would needs an eval.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const script = new Function('document', 'location', 'history', source) as (
    document: Document,
    location: {hash: string; search: string; pathname: string},
    history: unknown,
  ) => void;
  script(document, {hash, search, pathname: '/setup'}, history);
}

/** Runs the script for `hash`, then "parses" the entries, then DOMContentLoaded. */
async function load(
  hash: string,
  html = ENTRIES.map((id) => entryHtml(id)).join('') + entryHtml('renamed', ['oldName']),
  search = '',
) {
  runScript(hash, search);
  document.body.innerHTML = html;
  await Promise.resolve(); // mutation observers run in a microtask
  const opened = [...document.querySelectorAll<HTMLDetailsElement>('details')].filter((details) => details.open);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  return opened.map((details) => ({
    id: details.closest('section')!.querySelector('h2')!.id,
    marked: details.hasAttribute(HASH_OPENED_ATTRIBUTE),
  }));
}

describe('the inline script that opens the entry of the address', () => {
  it('opens and marks the entry as soon as it is parsed', async () => {
    expect(await load('#second')).toEqual([{id: 'second', marked: true}]);
  });

  it('opens the renamed entry for a former id', async () => {
    expect(await load('#oldName')).toEqual([{id: 'renamed', marked: true}]);
  });

  it('opens the entry holding an element the address names, such as a step of the connection check', async () => {
    const entry = `<section ${ENTRY_ATTRIBUTE}><h2 id="connectionIssues">Cannot connect</h2><details name="g"><summary></summary><ol><li id="connectionIssues-step-firewall">Firewall?</li></ol></details></section>`;
    expect(await load('#connectionIssues-step-firewall', entryHtml('first') + entry)).toEqual([
      {id: 'connectionIssues', marked: true},
    ]);
  });

  it('moves a query written after the hash to its place, and opens the entry', async () => {
    expect(await load('#second?platform=android&app=1.6.1')).toEqual([{id: 'second', marked: true}]);
    expect(replaced).toEqual(['/setup?platform=android&app=1.6.1#second']);
    await load('#first?app=1.5.2', undefined, '?platform=ios');
    expect(replaced).toEqual(['/setup?platform=ios&app=1.5.2#first']);
  });

  it('leaves an address without a query after its hash as it is', async () => {
    await load('#second');
    expect(replaced).toEqual([]);
  });

  it('decodes a percent-encoded id', async () => {
    expect(await load('#%66irst')).toEqual([{id: 'first', marked: true}]);
  });

  it.each([
    ['no hash', ''],
    ['an empty hash', '#'],
    ['an unknown id', '#nope'],
    ['broken percent-encoding', '#%E0%A4%A'],
    ['markup', '#"><img src=x onerror=alert(1)>'],
    ['a selector', '#first, details'],
    ['a very long hash', `#${'a'.repeat(5000)}`],
  ])('opens nothing and throws nothing for %s', async (_label, hash) => {
    expect(await load(hash)).toEqual([]);
  });

  it('opens nothing for an id outside an entry', async () => {
    expect(await load('#plain', '<h2 id="plain">Plain</h2><details><summary></summary>x</details>')).toEqual([]);
  });

  it('opens an entry parsed in the last batch, when DOMContentLoaded comes before the observer is told', () => {
    runScript('#first');
    document.body.innerHTML = entryHtml('first');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelector('details')!.open).toBe(true);
  });

  it('leaves closed an entry the visitor closed while the page was still loading', async () => {
    runScript('#first');
    document.body.innerHTML = entryHtml('first');
    await Promise.resolve();
    document.querySelector('details')!.open = false;
    document.body.insertAdjacentHTML('beforeend', entryHtml('second'));
    await Promise.resolve();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelector('details')!.open).toBe(false);
  });

  it('puts the opened entry’s tools in place as the parser finishes each, and the rest once the page is parsed', async () => {
    const tool = (name: string) => `<div><template ${TOOL_MARKUP_ATTRIBUTE}><input name="${name}"></template></div>`;
    runScript('#first');
    // The parser has finished the first tool (something follows it), not yet the second.
    document.body.innerHTML = `<section ${ENTRY_ATTRIBUTE}><h2 id="first">First</h2><details name="g"><summary></summary>${tool('a')}<p>Between</p>${tool('b')}</details></section>`;
    await Promise.resolve();
    const fields = () => [...document.querySelectorAll('input')].map((input) => input.name);
    expect(fields()).toEqual(['a']);
    // The rest of the page follows; then the parser is done.
    document.body.insertAdjacentHTML('beforeend', '<footer></footer>');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(fields()).toEqual(['a', 'b']);
    expect(document.querySelectorAll('template')).toHaveLength(0);
  });

  it('stops watching the page once it is parsed', async () => {
    await load('#late', '');
    document.body.innerHTML = entryHtml('late');
    await Promise.resolve();
    expect(document.querySelector('details')!.open).toBe(false);
  });

  it('is small, and the help plugin puts it in the head of every page', () => {
    // What every page's HTML carries: the opener, the query mover, the follower of taps and the tools' stamper.
    expect(gzipSync(openHashEntrySource()).length).toBeLessThan(950);
    const plugin = createHelpWing().plugin(
      {siteDir: SITE_DIR, siteStorage: {type: 'localStorage', namespace: ''}} as LoadContext,
      {},
    ) as Plugin;
    const {headTags} = plugin.injectHtmlTags!({content: undefined}) as {headTags: unknown[]};
    expect(headTags[0]).toEqual({tagName: 'script', innerHTML: openHashEntrySource()});
  });
});

describe('the inline script keeps the open entry in the address', () => {
  /** The address bar: what the page was opened at, then what the script wrote. */
  let address = {hash: '', search: '', pathname: ''};
  const written: string[] = [];
  /** Each load is a page of its own, as in the browser: the script's listeners stay with their page. */
  let page = document;

  /** Loads the page at `hash` as the browser would: the script, then the entries. */
  function load(hash = '') {
    page = document.implementation.createHTMLDocument('');
    page.documentElement.setAttribute('data-has-hydrated', 'false');
    written.length = 0;
    address = {hash, search: '?platform=ios', pathname: '/setup'};
    const history = {
      state: null,
      replaceState: (_state: unknown, _title: string, url: string) => {
        written.push(url);
        address.hash = new URL(url, 'https://example.test').hash;
      },
    };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const script = new Function('document', 'location', 'history', openHashEntrySource()) as (
      ...args: unknown[]
    ) => void;
    script(page, address, history);
    page.body.innerHTML = ENTRIES.map((id) => entryHtml(id)).join('');
    page.dispatchEvent(new Event('DOMContentLoaded'));
  }

  /** A tap on an entry's summary: its `open` changes and the browser says so with `toggle`. */
  function tap(id: string, open: boolean): HTMLDetailsElement {
    const details = page.getElementById(id)!.nextElementSibling as HTMLDetailsElement;
    details.open = open;
    details.dispatchEvent(new Event('toggle'));
    return details;
  }

  it('writes the opened entry’s id in place, query kept, marks the entry, and clears the id on closing', () => {
    load();
    const details = tap('second', true);
    expect(written).toEqual(['/setup?platform=ios#second']);
    expect(details.hasAttribute(HASH_OPENED_ATTRIBUTE)).toBe(true);
    tap('second', false);
    expect(written).toEqual(['/setup?platform=ios#second', '/setup?platform=ios']);
    expect(details.hasAttribute(HASH_OPENED_ATTRIBUTE)).toBe(false);
  });

  it('leaves the address alone when it already names the entry or something inside it, or for a nested details', () => {
    load('#first');
    tap('first', true);
    page.querySelector<HTMLDetailsElement>('#second + details details')!.dispatchEvent(new Event('toggle'));
    expect(written).toEqual([]);
  });

  it('puts the tools of an entry a tap opens in place, before and after hydration, and no others', () => {
    load();
    const addTool = (id: string) =>
      page
        .getElementById(id)!
        .nextElementSibling!.insertAdjacentHTML(
          'beforeend',
          `<div><template ${TOOL_MARKUP_ATTRIBUTE}><input name="${id}"></template><p></p></div>`,
        );
    ENTRIES.forEach(addTool);
    tap('second', true);
    page.documentElement.setAttribute('data-has-hydrated', 'true');
    tap('first', true);
    expect([...page.querySelectorAll('input')].map((input) => input.name)).toEqual(['first', 'second']);
    page.body.insertAdjacentHTML('beforeend', entryHtml('third'));
    addTool('third');
    expect(page.querySelectorAll('template')).toHaveLength(1);
  });

  it('does so after the page has hydrated too', () => {
    load();
    page.documentElement.setAttribute('data-has-hydrated', 'true');
    tap('second', true);
    tap('second', false);
    expect(written).toEqual(['/setup?platform=ios#second', '/setup?platform=ios']);
  });
});
