/**
 * The help wing as one local plugin (as Docusaurus' own site keeps its
 * changelog in `website/src/plugins/changelog/`): it reads the help source
 * once in `loadContent` (./source.ts) and hands it on, registers `./theme` as
 * `@theme/…`, and puts the first-paint scripts first in every page's `<head>`.
 *
 * The docs compiled from the source depend on a file this plugin rewrites
 * whenever what it read changes, so a second build or a running `npm start`
 * never serves an entry, a title or a translation from before an edit.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, LoadedPlugin, Plugin, PluginModule, Props} from '@docusaurus/types';
import {PLATFORM_IDS} from '../../data/platforms';
import {compareVersions, isVersion} from '../../utils/compareVersions';
import {HELP_PLUGIN, NO_SCRIPT_CSS, visitorCss} from './contract';
import {faqStructuredData} from './faqStructuredData';
import {openHashEntrySource} from './openHashEntry';
import remarkHelpEntries from './remark';
import {
  docsVersionDirs,
  factsOf,
  helpPagesOf,
  relatedEntriesOf,
  translatedDocsDir,
  type HelpPage,
  type HelpSource,
} from './source';
import {fileStatus, importsFor, mergeTranslation, readDoc, translatablePairs, type PartStatus} from './translations';
import {markVisitorSource} from './visitor';
import {rewriteFile} from '../rewriteFile';

/** What the plugin read: the help source, and what of the site's MDX is left to translate into the language built. */
export type HelpContent = HelpSource & {status: PartStatus[]};

/** What the browser gets (`useHelpData()` in ./client/useHelpData.ts). */
export type HelpGlobalData = {
  /** Each docs version's help pages and their entry ids, in page order: `{'1.6': {setup: ['initialSetup', …]}}`. */
  entries: Record<string, Record<string, string[]>>;
  /** The titles of the entries marked `account` (the contact form's), by id, the released version's first. */
  accountEntries: Record<string, string>;
  /** The newest release with a patch note: `1.6.1`. */
  latestRelease: string;
};

/**
 * Every help page of every docs version as the language `locale` shows it, and
 * outside English what is left to translate, in the help and in the other MDX.
 */
export async function readHelpSource(siteDir: string, locale: string, defaultLocale: string): Promise<HelpContent> {
  const versions = docsVersionDirs(siteDir);
  const translating = locale !== defaultLocale;
  const content: HelpContent = {pages: [], merged: {}, status: []};
  for (const {name: version, dir, prefix} of versions) {
    for (const name of helpPagesOf(siteDir, dir)) {
      const source = `${dir}/${name}`;
      const english = await readDoc(siteDir, source);
      if (!english) continue;
      const page = name.replace(/\.mdx?$/, '');
      const shown: Pick<HelpPage, 'file' | 'entries'> = {file: source, entries: english.entries.map(factsOf)};
      if (translating) {
        const file = `${translatedDocsDir(locale, version)}/${name}`;
        const translated = await readDoc(siteDir, file, true);
        content.status.push(...fileStatus(english, translated, {source, translation: file}));
        if (translated) {
          const {text, entries} = mergeTranslation(english, translated, importsFor(english, translated, source));
          content.merged[file] = text;
          Object.assign(shown, {file, entries});
        }
      }
      if (shown.entries.length === 0) continue;
      const route = `/${prefix === '' ? '' : `${prefix}/`}${page}`;
      content.pages.push({version, page, route, source, faq: english.faq, ...shown});
    }
  }
  for (const page of content.pages) for (const entry of page.entries) relatedEntriesOf(content.pages, page, entry);
  if (translating) {
    const other = translatablePairs(siteDir, locale).filter(
      ({source}) => !versions.some(({dir}) => source.startsWith(`${dir}/`)),
    );
    for (const pair of other) {
      const english = await readDoc(siteDir, pair.source);
      if (english) content.status.push(...fileStatus(english, await readDoc(siteDir, pair.translation), pair));
    }
  }
  return content;
}

/** The help plugin's content, as other plugins find it after the build (`postBuild`'s props). */
export function helpContentOf(plugins: readonly LoadedPlugin[]): HelpContent {
  const content = plugins.find(({name}) => name === HELP_PLUGIN)?.content as HelpContent | undefined;
  if (!content) throw new Error(`The ${HELP_PLUGIN} plugin is not in the site's config.`);
  return content;
}

/** The browser's facts (see `HelpGlobalData`). */
export function globalDataOf({pages}: HelpSource, latestRelease: string): HelpGlobalData {
  const entries: HelpGlobalData['entries'] = {};
  const accountEntries: Record<string, string> = {};
  for (const {version, page, entries: pageEntries} of pages) {
    (entries[version] ??= {})[page] = pageEntries.map(({id}) => id);
    for (const {id, title, account} of pageEntries) if (account && !(id in accountEntries)) accountEntries[id] = title;
  }
  return {entries, accountEntries, latestRelease};
}

/** The release number a patch note's front matter gives (`version: '1.6'`), or null; a draft's is not published yet. */
export function releaseOf(text: string): string | null {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  if (/^draft:\s*true\s*$/m.test(frontMatter)) return null;
  return /^version:\s*['"]?([\d.]+)['"]?\s*$/m.exec(frontMatter)?.[1] ?? null;
}

/** Every release with a patch note in `blog/`, newest first. */
export function releases(siteDir: string): string[] {
  const dir = path.join(siteDir, 'blog');
  return readdirSync(dir)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => releaseOf(readFileSync(path.join(dir, file), 'utf8')))
    .filter(isVersion)
    .sort((a, b) => compareVersions(b, a));
}

/** The newest release with a patch note in `blog/`. */
export function latestRelease(siteDir: string): string {
  const [newest] = releases(siteDir);
  if (!newest) throw new Error('blog/ has no patch note with a version: the latest release cannot be known.');
  return newest;
}

/**
 * Writes the FAQ's structured data into each built FAQ page. Run by the policy plugin before it hashes
 * the pages (src/plugins/contentSecurityPolicy.ts): as this plugin's postBuild, it would race that one.
 */
export async function writeFaqStructuredData({outDir, plugins}: Props): Promise<void> {
  for (const {route, entries} of helpContentOf(plugins).pages.filter(({faq}) => faq)) {
    await rewriteFile(path.join(outDir, `${route}.html`), (html) => faqStructuredData(html, entries));
  }
}

/** The help plugin, and the docs' remark plugin, which reads what the plugin read (loaded before any doc compiles). */
export function createHelpWing() {
  let loaded: {siteDir: string; source: HelpContent} | undefined;
  const help = () => {
    if (!loaded) throw new Error('The help source is read by its plugin before any doc is compiled.');
    return loaded;
  };

  const plugin: PluginModule = (context: LoadContext) => {
    const {siteDir, i18n} = context;
    let dependency = '';
    const helpPlugin: Plugin<HelpContent> = {
      name: HELP_PLUGIN,

      getThemePath: () => path.join(__dirname, 'theme'),
      getTypeScriptThemePath: () => path.join(__dirname, 'theme'),

      getPathsToWatch: () => [
        ...docsVersionDirs(siteDir).map(({dir}) => path.join(siteDir, dir, '*.{md,mdx}')),
        path.join(siteDir, `i18n/${i18n.currentLocale}/docusaurus-plugin-content-docs/**/*.{md,mdx}`),
        path.join(siteDir, 'blog/*.{md,mdx}'),
      ],

      async loadContent() {
        const source = await readHelpSource(siteDir, i18n.currentLocale, i18n.defaultLocale);
        loaded = {siteDir, source};
        return source;
      },

      async contentLoaded({content, actions}) {
        actions.setGlobalData(globalDataOf(content, latestRelease(siteDir)));
        dependency = await actions.createData('source.json', JSON.stringify(content));
      },

      // Each help doc is compiled from what was read, and depends on the data file written above.
      configureWebpack: (_config, _isServer, _utils, content) => {
        const files = new Set(content.pages.flatMap(({file, source}) => [file, source]));
        const relative = (file: string) => path.relative(siteDir, file).split(path.sep).join('/');
        return {
          module: {
            rules: [
              {
                test: (file: string) => files.has(relative(file)),
                enforce: 'pre' as const,
                use: [
                  {
                    loader: path.join(__dirname, 'docLoader.cjs'),
                    options: {dependency, textOf: (file: string) => help().source.merged[relative(file)]},
                  },
                ],
              },
            ],
          },
        };
      },

      // First in <head> of every page: it must run before the body is parsed.
      injectHtmlTags: () => {
        const known = releases(siteDir);
        return {
          headTags: [
            {tagName: 'script', innerHTML: openHashEntrySource()},
            // The visitor, known before the body is parsed: what depends on them is in the first paint.
            {tagName: 'script', innerHTML: markVisitorSource(known, context.siteStorage.namespace)},
            {tagName: 'style', innerHTML: visitorCss(PLATFORM_IDS, known)},
            // Without JavaScript: controls that need it hidden, a linked entry's text shown. In <head>,
            // where a <noscript> may hold a <style> (HTML allows it nowhere in <body>).
            {tagName: 'noscript', innerHTML: `<style>${NO_SCRIPT_CSS}</style>`},
          ],
        };
      },

      // Says how many parts of pages are left to translate (npm run translations:status lists them). Never fails.
      postBuild({content}) {
        if (i18n.currentLocale !== i18n.defaultLocale) {
          const gaps = content.status.length;
          const message = `Translations (${i18n.currentLocale}): ${gaps} parts of pages stale or missing. npm run translations:status lists them.`;
          console.log(`[${gaps === 0 ? 'INFO' : 'WARNING'}] ${message}`);
        }
        return Promise.resolve();
      },
    };
    // The config lists plugins of any content; this one's content is what it read.
    return helpPlugin as Plugin;
  };

  return {plugin, remarkPlugin: [remarkHelpEntries, {help}] as const};
}
