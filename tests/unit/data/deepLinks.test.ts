import {DEEP_LINKS} from '@site/src/data/deepLinks';
import {HELP_ANCHORS, HELP_PAGE_ROUTES} from '@site/src/data/helpAnchors';
import {ROUTES} from '@site/src/data/routes';

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
