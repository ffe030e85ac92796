import {canonicalPathname} from '@site/src/clientModules/canonicalHtmlPath';

describe('canonicalPathname', () => {
  it.each([
    ['/deckhopper/index.html', '/deckhopper/'],
    ['/deckhopper/license.html', '/deckhopper/license'],
    ['/deckhopper/setup', '/deckhopper/setup'],
    ['/deckhopper/', '/deckhopper/'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalPathname(input)).toBe(expected);
  });
});
