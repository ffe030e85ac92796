/**
 * @jest-environment node
 */
import {markSnippet, rowsOf} from '@site/src/plugins/search/client/searcher';
import type {SearchHit} from '@site/src/plugins/search/engine';

const hit = (url: string, snippet: string): SearchHit => ({
  url,
  title: url,
  page: 'Setup',
  text: snippet,
  snippet,
  score: 1,
});

describe('the rows of the search box', () => {
  test('mark the words that start like a word typed, folded, and keep the text between marks in one piece', () => {
    expect(markSnippet('Set the proxy buttons of a deck.', 'PROX butt')).toEqual([
      'Set the ',
      'proxy',
      ' ',
      'buttons',
      ' of a deck.',
    ]);
    expect(markSnippet('Configuración rápida', 'configuracion')).toEqual(['', 'Configuración', ' rápida']);
    expect(markSnippet('Nothing here', 'x')).toEqual(['Nothing here']);
  });

  test('keep the object of a row whose answer and marks a key left as they were, and only of those', () => {
    const answers: Record<string, SearchHit[]> = {
      pro: [hit('/setup#proxy', 'Proxy buttons press a button.'), hit('/setup#profile', 'Profiles keep decks.')],
      prox: [hit('/setup#proxy', 'Proxy buttons press a button.')],
      'proxy butto': [hit('/setup#proxy', 'Proxy buttons press a button.')],
    };
    const searcher = rowsOf((query) => answers[query] ?? []);
    const [proxy] = searcher('pro');
    // "prox" marks what "pro" marked: the same row.
    expect(searcher('prox')[0]).toBe(proxy);
    // "butto" marks one word more: the row is drawn again.
    const [marked] = searcher('proxy butto');
    expect(marked).not.toBe(proxy);
    expect(marked?.marked).toEqual(['', 'Proxy', ' ', 'buttons', ' press a ', 'button', '.']);
  });
});
