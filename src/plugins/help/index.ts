/**
 * The help wing as one local plugin (as Docusaurus' own site keeps its
 * changelog in `website/src/plugins/changelog/`). It owns
 * - its theme components (`./theme`: the entries and their group, Copy link,
 *   the platform and version notes, the help tools), available as
 *   `@theme/…`, so they can be swizzled;
 * - the opener script that opens the entry an address names in the first
 *   paint and puts an entry's help tools in place as it opens
 *   (`./openHashEntry.ts`), first in every page's `<head>`, then the script and
 *   the style that show what depends on the visitor's platform and app
 *   version in the first paint (`./visitor.ts`);
 * - the help's facts for the browser: each docs version's entry ids (the
 *   contact form's `?about=` accepts them), the titles of the entries the
 *   contact form answers (`account`), in the page's language, and the latest
 *   release (the newest patch note), as global data;
 * - the FAQ's structured data, written into the built FAQ pages from the
 *   entries exactly as rendered;
 * - the remark plugin of the docs (`./remark.ts`) and the preprocessor that
 *   builds a translated help doc from its English source (`./translations.ts`),
 *   which the site config hands to Docusaurus.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import {compareVersions, isVersion} from '../../utils/compareVersions';
import {FAQ_GROUP_ATTRIBUTE, HELP_PLUGIN, NO_SCRIPT_CSS, visitorCss} from './contract';
import {PLATFORM_IDS} from '../../data/platforms';
import {booleanProp, entryIdsOf, splitEntries} from './entries';
import {contentSets} from './translations';
import {faqStructuredData} from './faqStructuredData';
import {openHashEntrySource} from './openHashEntry';
import {markVisitorSource} from './visitor';
import {rewriteFile} from '../rewriteFile';
import {registryEntries} from '../lighterClient/routeScripts';

export {HELP_PLUGIN};

/** A docs version's help pages and their entry ids, in page order: `{setup: ['initialSetup', …]}`. */
export type VersionEntries = Record<string, string[]>;

/** What the browser gets (`useHelpData()` in ./theme/useHelpData.ts). */
export type HelpGlobalData = {
  /** Entry ids by docs version name (`current`, `1.6`…). */
  entries: Record<string, VersionEntries>;
  /**
   * The entries marked `account` (the contact form handles them), every
   * docs version's, by id: their titles in the build's language, the
   * released version's first. The contact form names the problem with it.
   */
  accountEntries: Record<string, string>;
  /** The newest release with a patch note: `1.6.1`. */
  latestRelease: string;
};

/** The docs versions and their folders: the released ones of versions.json, then `current` (docs/). */
export function docsVersionDirs(siteDir: string): {name: string; dir: string}[] {
  const file = path.join(siteDir, 'versions.json');
  const released = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
  return [
    ...released.map((name) => ({name, dir: path.join(siteDir, 'versioned_docs', `version-${name}`)})),
    {name: 'current', dir: path.join(siteDir, 'docs')},
  ];
}

/** Every docs version's help pages with their entry ids, read from the English files. */
export function entriesByVersion(siteDir: string): Record<string, VersionEntries> {
  return Object.fromEntries(
    docsVersionDirs(siteDir).map(({name, dir}) => {
      const pages = helpPagesOf(dir)
        .map((file): [string, string[]] => [
          file.replace(/\.mdx?$/, ''),
          entryIdsOf(readFileSync(path.join(dir, file), 'utf8'), file),
        ])
        .filter(([, ids]) => ids.length > 0);
      return [name, Object.fromEntries(pages)];
    }),
  );
}

/** The help pages of a docs version folder. */
export const helpPagesOf = (dir: string): string[] =>
  readdirSync(dir)
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('_'))
    .sort();

/**
 * The titles of the entries marked `account` in the English files, in
 * `locale` where a translation gives one (English otherwise), the newest
 * released version's title winning over older ones and over the next help's.
 */
export function accountEntries(siteDir: string, locale: string, defaultLocale: string): Record<string, string> {
  const targets = new Map(contentSets(siteDir).map(({source, target}) => [path.join(siteDir, source), target]));
  const titles: Record<string, string> = {};
  for (const {dir} of docsVersionDirs(siteDir)) {
    const target = locale === defaultLocale ? undefined : targets.get(dir)?.(locale);
    for (const file of helpPagesOf(dir)) {
      const translation = target && path.join(siteDir, target, file);
      const translated =
        translation && existsSync(translation)
          ? splitEntries(readFileSync(translation, 'utf8'), translation).entries
          : [];
      for (const entry of splitEntries(readFileSync(path.join(dir, file), 'utf8'), file).entries) {
        if (!booleanProp(entry.openTag, 'account') || entry.id in titles) continue;
        titles[entry.id] = translated.find(({id}) => id === entry.id)?.title ?? entry.title;
      }
    }
  }
  return titles;
}

/** The release number a patch note's front matter gives (`version: '1.6'`), or null. */
export const releaseOf = (text: string): string | null =>
  /^version:\s*['"]?([\d.]+)['"]?\s*$/m.exec(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '')?.[1] ?? null;

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

/** The client modules every help page runs: the visitor hooks, the entries' contexts and notes, the place keeper. */
const SHARED_HELP_CODE =
  /[\\/]src[\\/](hooks[\\/](useBrowserValue|useVisitor)|plugins[\\/]help[\\/](client[\\/]useHashTargetInPlace|theme[\\/]HelpVisitor[\\/]PlatformLimit|theme[\\/]\w+[\\/]context))[\\/.]/;

/** A docs page's content, in any version and language. */
const DOCS_CONTENT = /^@site\/(docs|versioned_docs|i18n\/[^/]+\/docusaurus-plugin-content-docs)\//;

/**
 * Whether a chunk is a help page's: the docs' item component (with the entries, through the MDX
 * components) or a docs page's content. Other pages that render MDX keep their own copy of the
 * shared code: for them a separate chunk would weigh more than it saves.
 */
export function helpChunks(generatedFilesDir: string): (chunk: {name?: string | null}) => boolean {
  const registry = readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8');
  const names = new Set(
    registryEntries(registry)
      .filter(([, module]) => module === '@theme/DocItem' || DOCS_CONTENT.test(module))
      .map(([chunkName]) => chunkName),
  );
  return (chunk) => names.has(chunk.name ?? '');
}

export default function helpPlugin(context: LoadContext): Plugin {
  const {siteDir, i18n} = context;
  return {
    name: HELP_PLUGIN,

    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),

    getPathsToWatch: () => [
      ...docsVersionDirs(siteDir).map(({dir}) => `${dir}/*.{md,mdx}`),
      path.join(siteDir, 'blog/*.{md,mdx}'),
    ],

    loadContent: () =>
      Promise.resolve<HelpGlobalData>({
        entries: entriesByVersion(siteDir),
        accountEntries: accountEntries(siteDir, i18n.currentLocale, i18n.defaultLocale),
        latestRelease: latestRelease(siteDir),
      }),

    contentLoaded({content, actions}) {
      actions.setGlobalData(content);
      return Promise.resolve();
    },

    // The help's client code that the entries (in the docs' item chunk) and a help page's own
    // components both use goes into one chunk of its own, not a copy in each.
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  help: {
                    name: 'help',
                    test: SHARED_HELP_CODE,
                    chunks: helpChunks(context.generatedFilesDir),
                    minChunks: 2,
                    minSize: 0,
                    priority: 30,
                  },
                },
              },
            },
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
  };
}

/**
 * Writes the FAQ's structured data into each built page holding an FAQ group.
 * A step of the build's end, run by the policy plugin before it hashes the
 * pages (src/plugins/contentSecurityPolicy.ts): as a postBuild of this plugin
 * it would rewrite the pages while that one does.
 */
export async function writeFaqStructuredData({outDir, routesPaths, baseUrl}: Props): Promise<void> {
  for (const route of routesPaths) {
    const relative = route.slice(baseUrl.length);
    const file = path.join(outDir, relative === '' ? 'index.html' : `${relative}.html`);
    if (!existsSync(file)) continue;
    await rewriteFile(file, (html) => (html.includes(FAQ_GROUP_ATTRIBUTE) ? faqStructuredData(html) : html));
  }
}
