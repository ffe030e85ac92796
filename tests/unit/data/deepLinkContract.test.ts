/**
 * The deep-link contract: every help anchor the app may open
 * (`src/data/deepLinks.ts`) must exist in every docs version the site
 * serves: each released version in `versions.json` / `versioned_docs/`,
 * and the next version in `docs/`, which becomes the next release.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {DOCS_VERSION} from '@site/src/data/constants';
import {DEEP_LINKS} from '@site/src/data/deepLinks';
import {HELP_PAGE_ROUTES, HELP_PAGES, type HelpPage} from '@site/src/data/helpAnchors';
import {SITE_DIR, entriesInDoc} from './helpDocs';

const RELEASED: string[] = JSON.parse(readFileSync(path.join(SITE_DIR, 'versions.json'), 'utf8'));

const VERSIONS: readonly {name: string; dir: string}[] = [
  ...RELEASED.map((version) => ({name: version, dir: `versioned_docs/version-${version}`})),
  {name: 'next', dir: 'docs'},
];

const pageOfRoute = (route: string): HelpPage | undefined => HELP_PAGES.find((page) => HELP_PAGE_ROUTES[page] === route);

const ACCORDION_LINKS = DEEP_LINKS.filter(({kind}) => kind === 'accordion');

describe('the deep-link contract', () => {
  it('knows the released docs versions, newest first, with the root version first', () => {
    expect(RELEASED.length).toBeGreaterThan(0);
    expect(RELEASED[0]).toBe(DOCS_VERSION);
    const folders = readdirSync(path.join(SITE_DIR, 'versioned_docs')).sort();
    expect(folders).toEqual(RELEASED.map((version) => `version-${version}`).sort());
  });

  it('checks every help anchor of the list', () => {
    expect(ACCORDION_LINKS.length).toBeGreaterThan(0);
    for (const link of ACCORDION_LINKS) {
      expect(pageOfRoute(link.path)).toBeDefined();
      expect(link.hash).toBeTruthy();
    }
  });

  describe.each(VERSIONS)('docs version $name ($dir)', ({name, dir}) => {
    it.each(HELP_PAGES)('has the help page %s', (page) => {
      expect(existsSync(path.join(SITE_DIR, dir, `${page}.mdx`))).toBe(true);
    });

    it('has an accordion entry for every anchor the app opens', () => {
      const idsByPage = new Map(HELP_PAGES.map((page) => [page, entriesInDoc(page, dir).map(({id}) => id)]));
      const missing = ACCORDION_LINKS.filter((link) => !idsByPage.get(pageOfRoute(link.path)!)?.includes(link.hash!)).map(
        ({url}) => url,
      );
      expect({version: name, missing}).toEqual({version: name, missing: []});
    });

    it('uses each anchor once per page', () => {
      for (const page of HELP_PAGES) {
        const ids = entriesInDoc(page, dir).map(({id}) => id);
        expect({page, duplicates: ids.filter((id, index) => ids.indexOf(id) !== index)}).toEqual({page, duplicates: []});
      }
    });
  });
});
