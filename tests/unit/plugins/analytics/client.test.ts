import {ANALYTICS_PROVIDER, CONSENT_TEXTS, consentBannerHtml, consentBannerScript} from '@site/src/plugins/analytics';
import {BANNER_ID, CONSENT_EVENT, CONSENT_STORAGE_KEY} from '@site/src/plugins/analytics/contract';
import {
  analyticsCookieNames,
  metricParams,
  pageViewParams,
  readChoice,
  reopenBanner,
} from '@site/src/plugins/analytics/client';

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the remembered choice', () => {
  it('reads back what the banner stored, and nothing else', () => {
    expect(readChoice()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    expect(readChoice()).toBe('granted');
    localStorage.setItem(CONSENT_STORAGE_KEY, 'denied');
    expect(readChoice()).toBe('denied');
    localStorage.setItem(CONSENT_STORAGE_KEY, 'yes please');
    expect(readChoice()).toBeNull();
  });

  it('survives storage that throws', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(readChoice()).toBeNull();
    getItem.mockRestore();
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

/** A page as the build writes it: the banner's markup, then its script, run as the browser runs it. */
function pageWithBanner(): HTMLElement {
  document.body.innerHTML = consentBannerHtml('/deckhopper/privacy-policy#analytics');
  const source = /^<script>([\s\S]*)<\/script>$/.exec(consentBannerScript())![1]!;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function(source) as () => void;
  run();
  return document.getElementById(BANNER_ID)!;
}

/** Clicks one of the banner's answers; returns what the page heard on `document`. */
function answer(banner: HTMLElement, label: string): unknown[] {
  const heard: unknown[] = [];
  const listener = (event: Event) => heard.push((event as CustomEvent<unknown>).detail);
  document.addEventListener(CONSENT_EVENT, listener);
  [...banner.querySelectorAll('button')].find((button) => button.textContent === label)!.click();
  document.removeEventListener(CONSENT_EVENT, listener);
  return heard;
}

describe('the banner', () => {
  it('is a labelled region with Accept and Decline of the same weight, and a policy link', () => {
    const banner = pageWithBanner();
    expect(banner.tagName).toBe('SECTION');
    expect(banner.getAttribute('aria-label')).toBe(CONSENT_TEXTS.region);
    // The question names the service it asks about.
    expect(banner.querySelector('p')).toHaveTextContent(`May we count your visit with ${ANALYTICS_PROVIDER}?`);
    const [accept, decline] = [...banner.querySelectorAll('button')];
    expect(accept!.textContent).toBe(CONSENT_TEXTS.accept);
    expect(decline!.textContent).toBe(CONSENT_TEXTS.decline);
    expect(accept!.className).toBe(decline!.className);
    expect(banner.querySelector('a')!.getAttribute('href')).toBe('/deckhopper/privacy-policy#analytics');
    expect(document.activeElement).not.toBe(accept);
  });

  it('shows itself only while no choice is stored', () => {
    expect(pageWithBanner().hidden).toBe(false);
    localStorage.setItem(CONSENT_STORAGE_KEY, 'denied');
    expect(pageWithBanner().hidden).toBe(true);
  });

  it('stores an answer and hides itself before the site’s scripts run, and says so on document', () => {
    const banner = pageWithBanner();
    expect(answer(banner, CONSENT_TEXTS.decline)).toEqual(['denied']);
    expect(banner.hidden).toBe(true);
    expect(readChoice()).toBe('denied');
  });

  it('still hides itself and says so when storage refuses the answer (it then holds for this page)', () => {
    const banner = pageWithBanner();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(answer(banner, CONSENT_TEXTS.accept)).toEqual(['granted']);
    setItem.mockRestore();
    expect(banner.hidden).toBe(true);
  });

  it('reopens with the keyboard on it and the current answer marked', () => {
    pageWithBanner().querySelectorAll('button')[0]!.click();
    const banner = reopenBanner()!;
    const [accept, decline] = [...banner.querySelectorAll('button')];
    expect(banner.hidden).toBe(false);
    expect(document.activeElement).toBe(accept);
    expect(accept!.getAttribute('aria-pressed')).toBe('true');
    expect(decline!.getAttribute('aria-pressed')).toBe('false');
  });

  it('escapes what it writes into the markup', () => {
    expect(consentBannerHtml('/x?a="><script>')).not.toContain('"><script>');
  });
});

describe('page-speed figures', () => {
  it('are sent as whole numbers, CLS in thousandths, as non-interaction events', () => {
    expect(metricParams({name: 'LCP', value: 1234.4, id: 'v1', rating: 'good'})).toEqual({
      value: 1234,
      metric_id: 'v1',
      metric_rating: 'good',
      non_interaction: true,
    });
    expect(metricParams({name: 'CLS', value: 0.0123, id: 'v2'})).toMatchObject({value: 12});
  });
});
