import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';
import {completeRedirectPage} from '@site/src/plugins/redirectPages';
import {PRODUCT_NAME} from '@site/src/data/constants';

/** An alias page exactly as the redirects plugin writes it (with the query and hash forwarded). */
const written = createRedirectPageContent({toUrl: '/deckhopper/contact'});

describe('an alias page', () => {
  const page = new DOMParser().parseFromString(completeRedirectPage(written, 'es'), 'text/html');

  it('has a language, a title and its redirect script inside <head>', () => {
    expect(page.documentElement.lang).toBe('es');
    expect(page.title).toBe(PRODUCT_NAME);
    const script = page.head.querySelector('script');
    expect(script?.textContent).toContain("window.location.href = '/deckhopper/contact'");
    expect(page.querySelectorAll('script')).toHaveLength(1);
  });

  it('keeps the refresh and canonical link, and links to the address in its body', () => {
    expect(page.head.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(
      '0; url=/deckhopper/contact',
    );
    expect(page.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('/deckhopper/contact');
    expect(page.body.querySelector('a')?.getAttribute('href')).toBe('/deckhopper/contact');
  });

  it('leaves the site’s own pages alone', () => {
    const sitePage = '<!DOCTYPE html><html lang="en"><head></head><body><div id="__docusaurus"></div></body></html>';
    expect(completeRedirectPage(sitePage, 'en')).toBe(sitePage);
  });
});
