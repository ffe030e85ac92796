/**
 * The embed mode's inline scripts, run as the page gets them (their source
 * text), against the address and storage of a visit.
 */
import {EMBED_ATTRIBUTE} from '@site/src/data/embed';
import {embedModeScript, embedThemeScript} from '@site/src/plugins/embedMode';
import {
  EMBED_OFF,
  EMBED_ON,
  EMBED_QUERY_KEY,
  EMBED_STORAGE_KEY,
  EMBED_THEMES,
  EMBED_THEME_QUERY_KEY,
} from '@site/src/plugins/embedMode/contract';
import {storageKey} from '@site/src/utils/embed';

const html = document.documentElement;

/** Loads `address` (path and query): the head script, then the theme's own script's choice, then the body script. */
function load(address: string, storedTheme = 'light') {
  window.history.replaceState(null, '', address);
  html.removeAttribute(EMBED_ATTRIBUTE);
  html.setAttribute('data-theme', storedTheme);
  html.setAttribute('data-theme-choice', storedTheme);
  // Each is a string in every page; running it as the browser would needs an eval.
  for (const source of [embedModeScript(), embedThemeScript()]) {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    (new Function(source) as () => void)();
  }
  return {embedded: html.hasAttribute(EMBED_ATTRIBUTE), theme: html.getAttribute('data-theme')};
}

const [DARK] = EMBED_THEMES;

beforeEach(() => {
  sessionStorage.clear();
  window.matchMedia = jest.fn().mockReturnValue({matches: false});
});

describe('embed mode script', () => {
  it('turns the mode on for the visit and off with ?embed=0', () => {
    expect(load(`/setup?${EMBED_QUERY_KEY}=${EMBED_ON}`).embedded).toBe(true);
    expect(sessionStorage.getItem(EMBED_STORAGE_KEY)).toBe(EMBED_ON);
    expect(load('/faq#proxyButtons').embedded).toBe(true);
    expect(load(`/faq?${EMBED_QUERY_KEY}=${EMBED_OFF}`).embedded).toBe(false);
    expect(load('/faq').embedded).toBe(false);
  });

  it.each(['yes', '1%00', '<script>', '', '11'])('ignores ?embed=%s', (value) => {
    expect(load(`/setup?${EMBED_QUERY_KEY}=${value}`).embedded).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it('holds for the page when storage is refused', () => {
    const getItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Denied', 'SecurityError');
    });
    expect(load(`/setup?${EMBED_QUERY_KEY}=${EMBED_ON}`).embedded).toBe(true);
    getItem.mockRestore();
  });

  it('sets the colours from ?theme= for the visit, ignoring the tab’s stored choice and other values', () => {
    expect(load(`/setup?${EMBED_QUERY_KEY}=${EMBED_ON}&${EMBED_THEME_QUERY_KEY}=${DARK}`).theme).toBe(DARK);
    expect(load('/faq').theme).toBe(DARK);
    sessionStorage.clear();
    // No choice: the system's colours (light here), not the browser tab's stored dark.
    expect(load(`/setup?${EMBED_QUERY_KEY}=${EMBED_ON}&${EMBED_THEME_QUERY_KEY}=purple`, 'dark').theme).toBe('light');
    expect(html.getAttribute('data-theme-choice')).toBe('system');
  });

  it('leaves a page that is not embedded as the theme made it', () => {
    expect(load(`/setup?${EMBED_THEME_QUERY_KEY}=${DARK}`, 'light')).toEqual({embedded: false, theme: 'light'});
    expect(storageKey('deckhopper.x')).toBe('deckhopper.x');
  });

  it('namespaces the site’s storage keys while embedded', () => {
    load(`/setup?${EMBED_QUERY_KEY}=${EMBED_ON}`);
    expect(storageKey('deckhopper.x')).not.toBe('deckhopper.x');
    expect(storageKey('deckhopper.x')).toMatch(/^deckhopper\.x/);
  });
});
