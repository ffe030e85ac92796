import {HELP_ANCHORS, HELP_ENTRIES, HELP_PAGES, helpToc} from '@site/src/data/helpAnchors';
import {entriesInDoc} from './helpDocs';

describe('help anchors', () => {
  it.each(HELP_PAGES)('docs/%s.mdx has exactly the listed entries, in order, with the same titles and Pro flags', (page) => {
    expect(entriesInDoc(page)).toEqual(HELP_ENTRIES[page]);
  });

  it('has the number of entries the product specification lists', () => {
    expect(HELP_PAGES.map((page) => [page, HELP_ENTRIES[page].length])).toEqual([
      ['setup', 17],
      ['troubleshooting', 13],
      ['faq', 13],
    ]);
  });

  it('uses each id once on the whole site, as camelCase that needs no URL encoding', () => {
    const ids = HELP_ANCHORS.map(({id}) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('builds an escaped "On this page" list for each doc', () => {
    const toc = helpToc('faq');
    expect(toc).toHaveLength(HELP_ENTRIES.faq.length);
    expect(toc[0]).toEqual({id: 'canUseFree', value: 'Can I use Deck Hopper for free?', level: 2});
    expect(toc.every(({value}) => !/[<>]/.test(value))).toBe(true);
  });
});
