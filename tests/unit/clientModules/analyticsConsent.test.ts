import {CONSENT_STORAGE_KEY, CONSENT_TEXTS} from '@site/src/data/analytics';
import {
  BANNER_ID,
  analyticsCookieNames,
  pageViewParams,
  readChoice,
  showBanner,
  writeChoice,
} from '@site/src/clientModules/analyticsConsent';

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the remembered choice', () => {
  it('reads back what was written, and nothing else', () => {
    expect(readChoice()).toBeNull();
    writeChoice('granted');
    expect(readChoice()).toBe('granted');
    writeChoice('denied');
    expect(readChoice()).toBe('denied');
    localStorage.setItem(CONSENT_STORAGE_KEY, 'yes please');
    expect(readChoice()).toBeNull();
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(readChoice(broken)).toBeNull();
    expect(() => writeChoice('granted', broken)).not.toThrow();
  });
});

describe('page views', () => {
  it('never carry the query or the hash', () => {
    expect(
      pageViewParams({origin: 'https://example.com', pathname: '/deckhopper/contact'}, 'Contact', '/deckhopper/'),
    ).toEqual({
      page_location: 'https://example.com/deckhopper/contact',
      page_title: 'Contact',
    });
  });

  it('do not repeat search terms through the search page title', () => {
    const params = pageViewParams(
      {origin: 'https://example.com', pathname: '/deckhopper/search'},
      'Search "my secret"',
      '/deckhopper/',
    );
    expect(params.page_title).toBe('Search');
  });
});

describe('analyticsCookieNames', () => {
  it('finds Google Analytics cookies only', () => {
    expect(analyticsCookieNames('_ga=GA1.1.1; theme=dark; _ga_ABC123=GS1; _gat=1; x_ga=2')).toEqual([
      '_ga',
      '_ga_ABC123',
    ]);
  });
});

describe('the banner', () => {
  it('is a labelled region with Accept and Decline of the same weight', () => {
    const banner = showBanner();
    expect(banner.id).toBe(BANNER_ID);
    expect(banner.tagName).toBe('SECTION');
    expect(banner.getAttribute('aria-label')).toBe(CONSENT_TEXTS.region);
    const [accept, decline] = [...banner.querySelectorAll('button')];
    expect(accept!.textContent).toBe(CONSENT_TEXTS.accept);
    expect(decline!.textContent).toBe(CONSENT_TEXTS.decline);
    expect(accept!.className).toBe(decline!.className);
    expect(document.activeElement).not.toBe(accept);
  });

  it('takes the keyboard when the visitor opened it, and a choice closes it', () => {
    const banner = showBanner(true);
    const [accept, decline] = [...banner.querySelectorAll('button')];
    expect(document.activeElement).toBe(accept);
    decline!.click();
    expect(document.getElementById(BANNER_ID)).toBeNull();
    expect(readChoice()).toBe('denied');
  });
});
