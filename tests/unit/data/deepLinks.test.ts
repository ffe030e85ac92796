/**
 * @jest-environment node
 */
import {DEEP_LINKS, HELP_PAGES, RELEASED_DEEP_LINKS, SECTION_ANCHORS, parseDeepLink} from '@site/src/data/deepLinks';
import {ALL_FORMS, SUCCESS_PARAM} from '@site/src/data/forms';
import {ROUTES} from '@site/src/data/routes';
import {isVersion} from '@site/src/utils/compareVersions';

describe('the addresses released apps open', () => {
  it('are each listed once, under a release number', () => {
    const urls = DEEP_LINKS.map(({url}) => url);
    expect(urls.filter((url, index) => urls.indexOf(url) !== index)).toEqual([]);
    expect(Object.keys(RELEASED_DEEP_LINKS).filter((since) => !isVersion(since))).toEqual([]);
  });

  it('point at canonical routes', () => {
    const routes: string[] = Object.values(ROUTES);
    expect(DEEP_LINKS.filter((link) => !routes.includes(link.path)).map(({url}) => url)).toEqual([]);
  });

  it('name a page section by one of the anchors the sections take their ids from', () => {
    const anchors: string[] = Object.values(SECTION_ANCHORS);
    const sections = DEEP_LINKS.filter((link) => link.kind === 'section');
    expect(sections.length).toBeGreaterThan(0);
    expect(sections.filter((link) => !anchors.includes(link.hash!)).map(({url}) => url)).toEqual([]);
  });

  it('open a form page only with its success query', () => {
    const formRoutes: string[] = ALL_FORMS.map(({route}) => route);
    for (const link of DEEP_LINKS.filter(({kind}) => kind === 'query')) {
      expect(formRoutes).toContain(link.path);
      expect(link.query).toBe(`${SUCCESS_PARAM.name}=${SUCCESS_PARAM.value}`);
    }
  });
});

describe('parseDeepLink', () => {
  it('tells a help entry, a page section and a page state apart', () => {
    expect(parseDeepLink('/faq#rabbits', '1.6')).toEqual({
      url: '/faq#rabbits',
      kind: 'entry',
      path: '/faq',
      hash: 'rabbits',
      page: 'faq',
      since: '1.6',
    });
    expect(parseDeepLink('/download#purchase', '1.6')).toEqual({
      url: '/download#purchase',
      kind: 'section',
      path: '/download',
      hash: 'purchase',
      since: '1.6',
    });
    expect(parseDeepLink('/contact?form=success', '1.6')).toEqual({
      url: '/contact?form=success',
      kind: 'query',
      path: '/contact',
      query: 'form=success',
      since: '1.6',
    });
    expect(Object.values(HELP_PAGES)).toContain('/faq');
  });

  it('refuses an address that is not relative to the base path', () => {
    expect(() => parseDeepLink('https://example.com/faq#rabbits', '1.6')).toThrow(/relative to the base path/);
  });
});

describe('section anchors', () => {
  it('are distinct and need no URL encoding', () => {
    const anchors = Object.values(SECTION_ANCHORS);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const anchor of anchors) expect(anchor).toMatch(/^[A-Za-z][A-Za-z0-9-]*$/);
  });
});
