import {DEEP_LINKS} from '@site/src/data/deepLinks';
import {HELP_ANCHORS, HELP_PAGE_ROUTES, HELP_PAGES, type HelpPage} from '@site/src/data/helpAnchors';
import {ROUTES} from '@site/src/data/routes';
import {entriesInDoc} from './helpDocs';

const pageOfRoute = (path: string) => HELP_PAGES.find((page) => HELP_PAGE_ROUTES[page] === path);

describe('deep links the app opens', () => {
  it('are each listed once', () => {
    const urls = DEEP_LINKS.map(({url}) => url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('point at canonical routes', () => {
    const routes: string[] = Object.values(ROUTES);
    for (const link of DEEP_LINKS) expect(routes).toContain(link.path);
  });

  it('include every help anchor as an accordion link', () => {
    const accordionUrls = DEEP_LINKS.filter(({kind}) => kind === 'accordion').map(({url}) => url);
    expect(accordionUrls).toEqual(HELP_ANCHORS.map(({page, id}) => `${HELP_PAGE_ROUTES[page]}#${id}`));
  });

  it('name only anchors that exist in their help doc', () => {
    const idsInDocs = new Map<HelpPage, string[]>(HELP_PAGES.map((page) => [page, entriesInDoc(page).map(({id}) => id)]));
    for (const link of DEEP_LINKS.filter(({kind}) => kind === 'accordion')) {
      const page = pageOfRoute(link.path);
      expect(page).toBeDefined();
      expect(idsInDocs.get(page!)).toContain(link.hash);
    }
  });

  it('include the page targets of the other pages', () => {
    expect(DEEP_LINKS.filter(({kind}) => kind !== 'accordion').map(({kind, url}) => `${kind} ${url}`)).toEqual([
      'section /download#purchase',
      'section /upgrade#desktop',
      'section /upgrade#upgrade-now',
      'section /patch-notes#updateAvailable',
      'query /contact?form=success',
      'query /datadeletion?form=success',
    ]);
  });
});
