/**
 * The site search as a local plugin (./README.md): the `/search` route, and
 * after each language is built, one `search-index.json` per docs version
 * (that version's help, the patch notes and every other page; in parts when
 * large, ./parts.ts), read from the built pages (./records.ts).
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_LOCALE, isLocale} from '../../data/locales';
import {SEARCH_PAGE_PATH} from '../../data/search';
import {helpContentOf} from '../help';
import {docsVersionDirs} from '../help/source';
import {createIndex, type SearchLanguage, type SearchRecord} from './engine';
import {words} from './words';
import {SEARCH_LANGUAGES} from './languages';
import {recordsOf} from './records';
import {indexFiles} from './parts';

/** Routes that are no answer: the search page, the 404 page, the test pages, the patch notes' tags and later list pages. */
const NOT_ANSWERS = /^(?:search|404|__tests\/.*|patch-notes\/(?:tags|page)(?:\/.*)?)$/;

/** Fails with every synonym whose added words no record uses. */
export async function checkSynonyms(
  records: readonly SearchRecord[],
  language: SearchLanguage,
  locale: string,
): Promise<void> {
  const {index} = await createIndex(records, language);
  const unknown = Object.entries(language.synonyms).flatMap(([phrase, replacement]) =>
    words(replacement)
      .filter((word) => !language.stopWords.has(word))
      .filter((word) => index.search(word, {prefix: false, fuzzy: false, combineWith: 'OR'}).length === 0)
      .map((word) => `"${phrase}" → "${word}"`),
  );
  if (unknown.length > 0) {
    throw new Error(
      `Search synonyms (${locale}) add words no page uses: ${unknown.join(', ')}. ` +
        `Fix them in src/plugins/search/synonyms/${locale}.ts.`,
    );
  }
}

export default function searchPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  return {
    name: 'deckhopper-search',

    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),

    contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}${SEARCH_PAGE_PATH.slice(1)}`,
        component: '@theme/SearchPage',
        exact: true,
      });
      return Promise.resolve();
    },

    async postBuild({outDir, routesPaths, baseUrl, i18n, plugins}) {
      const locale = isLocale(i18n.currentLocale) ? i18n.currentLocale : DEFAULT_LOCALE;
      const language = await SEARCH_LANGUAGES[locale]();
      const versions = docsVersionDirs(siteDir);
      /** The help pages by route (`next/setup`); every other page belongs to every version. */
      const helpPages = new Map(helpContentOf(plugins).pages.map((page) => [page.route.slice(1), page]));
      /** Each version's help records, and (under null) those of every other page, in the order of the routes. */
      const byVersion = new Map<string | null, SearchRecord[]>();
      for (const route of routesPaths.map((routePath) => routePath.slice(baseUrl.length))) {
        // A version's own root (`next`) is no page of its own.
        if (NOT_ANSWERS.test(route) || (route !== '' && versions.some(({prefix}) => prefix === route))) continue;
        const file = path.join(outDir, route === '' ? 'index.html' : `${route}.html`);
        if (!existsSync(file)) continue;
        const help = helpPages.get(route);
        const records = recordsOf(await readFile(file, 'utf8'), `/${route}`, help?.entries);
        byVersion.set(help?.version ?? null, [...(byVersion.get(help?.version ?? null) ?? []), ...records]);
      }
      for (const {name, prefix} of versions) {
        const records = [...(byVersion.get(name) ?? []), ...(byVersion.get(null) ?? [])];
        await checkSynonyms(records, language, locale);
        const dir = path.join(outDir, prefix);
        await mkdir(dir, {recursive: true});
        for (const [name, json] of indexFiles(records)) await writeFile(path.join(dir, name), json);
      }
    },
  };
}
