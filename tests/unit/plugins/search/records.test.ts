import {recordsOf} from '@site/src/plugins/search/records';
import {checkSynonyms} from '@site/src/plugins/search';
import english from '@site/src/plugins/search/languages/en';
import {ENTRY_ANSWER_ATTRIBUTE, ENTRY_ATTRIBUTE, ENTRY_TITLE_ATTRIBUTE} from '@site/src/plugins/help/contract';
import {SEARCH_IGNORE_ATTRIBUTE} from '@site/src/data/search';

const page = (main: string, head = '') =>
  `<!DOCTYPE html><html><head><title>Page | Deck Hopper</title>${head}</head><body>` +
  `<nav>Menu Setup FAQ</nav><main>${main}</main><footer>Licence</footer></body></html>`;

/** A help entry as the Accordion renders it. */
const entry = (id: string, title: string, answer: string) =>
  `<section ${ENTRY_ATTRIBUTE}>` +
  `<h2 id="${id}"><span ${ENTRY_TITLE_ATTRIBUTE}>${title}</span><span ${SEARCH_IGNORE_ATTRIBUTE}>Pro</span></h2>` +
  `<details><summary></summary><div ${ENTRY_ANSWER_ATTRIBUTE}>${answer}</div><button>Copy link</button></details></section>`;

describe('the search records of a built page', () => {
  it('give each help entry its passages (table rows and list items apart), its title and keywords from the help source', () => {
    const html = page(
      `<article><h1>Setup</h1><p>Learn to set up the app.</p>` +
        entry(
          'settings',
          'Settings',
          '<p>What each setting does:</p><table><thead><tr><th>Setting</th></tr></thead>' +
            '<tbody><tr><td>Keep Awake</td><td>Keeps the screen on</td></tr></tbody></table>' +
            '<ul><li>Mobile only<ul><li>Android</li></ul></li></ul>',
        ) +
        `</article>`,
    );
    expect(recordsOf(html, '/setup', [{id: 'settings', title: 'Settings', keywords: 'options preferences'}])).toEqual([
      {
        url: '/setup#settings',
        title: 'Settings',
        page: 'Setup',
        text: 'What each setting does:',
        keywords: 'options preferences',
      },
      {url: '/setup#settings', title: 'Settings', page: 'Setup', text: 'Keep Awake Keeps the screen on'},
      {url: '/setup#settings', title: 'Settings', page: 'Setup', text: 'Mobile only'},
      {url: '/setup#settings', title: 'Settings', page: 'Setup', text: 'Android'},
      {url: '/setup', title: 'Setup', page: 'Setup', text: 'Learn to set up the app.'},
    ]);
  });

  it('give every other page one answer per section with an id, and one for the rest, without the furniture', () => {
    const html = page(
      `<h1>Download Deck Hopper</h1><p>Pick your platform.</p>` +
        `<section id="android"><h2>Android<a class="hash-link" href="#android">#</a></h2><p>Get it from Google Play.</p></section>` +
        `<h2 id="desktop">Desktop</h2><p>Sold on itch.io.</p><p ${SEARCH_IGNORE_ATTRIBUTE}>Your platform</p>` +
        `<h2 id="extension">Advanced Extension</h2><p>Free.</p>`,
    );
    expect(recordsOf(html, '/download')).toEqual([
      {url: '/download', title: 'Download Deck Hopper', page: 'Download Deck Hopper', text: 'Pick your platform.'},
      {url: '/download#android', title: 'Android', page: 'Download Deck Hopper', text: 'Get it from Google Play.'},
      {url: '/download#desktop', title: 'Desktop', page: 'Download Deck Hopper', text: 'Sold on itch.io.'},
      {url: '/download#extension', title: 'Advanced Extension', page: 'Download Deck Hopper', text: 'Free.'},
    ]);
  });

  it('give a patch note one answer, and the list of notes one answer, its description', () => {
    const note = page(`<article><h1>Deck Hopper 1.6.1</h1><p>Fixes.</p><ul><li>Images load again.</li></ul></article>`);
    expect(recordsOf(note, '/patch-notes/v1.6.1').map(({url, text}) => [url, text])).toEqual([
      ['/patch-notes/v1.6.1', 'Fixes.'],
      ['/patch-notes/v1.6.1', 'Images load again.'],
    ]);
    const list = page(
      `<article><h2>Deck Hopper 1.6.1</h2><p>Fixes.</p></article>`,
      '<meta name="description" content="What changed in each release.">',
    );
    expect(recordsOf(list, '/patch-notes')).toEqual([
      {url: '/patch-notes', title: 'Page', page: 'Page', text: 'What changed in each release.'},
    ]);
  });
});

describe('the synonyms check of the build', () => {
  const records = [{url: '/faq#price', title: 'Price', page: 'FAQ', text: 'Pro is a one-time purchase.'}];

  it('passes synonyms whose words the pages use', async () => {
    await expect(
      checkSynonyms(records, {...english, synonyms: {cost: 'price purchase'}}, 'en'),
    ).resolves.toBeUndefined();
  });

  it('fails on a word no page uses, naming the synonym and its file', async () => {
    await expect(checkSynonyms(records, {...english, synonyms: {refund: 'reimbursement'}}, 'en')).rejects.toThrow(
      /"refund" → "reimbursement".*src\/plugins\/search\/synonyms\/en\.ts/,
    );
  });
});
