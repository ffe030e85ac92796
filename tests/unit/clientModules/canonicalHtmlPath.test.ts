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

describe('addresses that start with //', () => {
  it.each(['//evil.example/x.html', '//deckhopper/index.html', '///x.html'])('%s stays as it is', (input) => {
    expect(canonicalPathname(input)).toBe(input);
  });

  it('never throws on load, whatever the address', () => {
    window.history.replaceState(null, '', '/deckhopper/license.html');
    jest.isolateModules(() => {
      // A fresh copy of the module, run at load as the browser runs it.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      expect(() => require('@site/src/clientModules/canonicalHtmlPath') as unknown).not.toThrow();
    });
    expect(window.location.pathname).toBe('/deckhopper/license');
  });
});
