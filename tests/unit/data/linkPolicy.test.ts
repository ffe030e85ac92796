/**
 * @jest-environment node
 */
import {deadEndKind} from '../helpers/linkPolicy';

describe('deadEndKind', () => {
  it.each([
    ['https://discord.com/invite/', 'bare invite'],
    ['https://discord.com/invite', 'bare invite'],
    ['https://discord.gg/', 'bare invite'],
    ['https://ko-fi.com/', 'empty profile'],
    ['https://www.patreon.com/', 'empty profile'],
    ['https://x.com', 'empty profile'],
    ['https://itch.io/', 'empty profile'],
    ['https://x.com/search?q=%22Deck%20Hopper%22', 'search page'],
    ['https://www.patreon.com/search?q=Deck%20Hopper', 'search page'],
    ['https://itch.io/search?q=deck+hopper+extension', 'search page'],
    ['https://www.youtube.com/results?search_query=Deck+Hopper', 'search page'],
    ['https://www.google.com/?q=deck', 'search page'],
  ])('calls %s a %s', (href, kind) => {
    expect(deadEndKind(href)).toBe(kind);
  });

  it.each([
    'https://discord.gg/dXez8Zh',
    'https://discord.com/invite/dXez8Zh',
    'https://x.com/someone',
    'https://www.patreon.com/someone',
    'https://christinak.itch.io/',
    'https://christinak.itch.io/deck-hopper',
    'https://sammi.solutions/',
    'https://play.google.com/store/apps/details?id=ca.christinak.DeckHopper',
    'https://www.youtube-nocookie.com/embed/abcdefghijk',
  ])('lets %s through', (href) => {
    expect(deadEndKind(href)).toBeNull();
  });

  it('leaves relative, mail and malformed addresses alone', () => {
    for (const href of ['/download', '#purchase', 'mailto:support@example.com', 'not a url', '']) {
      expect(deadEndKind(href)).toBeNull();
    }
  });
});
