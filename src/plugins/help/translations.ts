/**
 * English first: a translation follows its English source entry by entry.
 *
 * A translated doc, post or MDX page records, in its front matter, the hash
 * of each English part it translates:
 *
 *     translated_from:
 *       _page: 1a2b3c4d5e6f      # the front matter, introduction and closing text
 *       proxyButtons: 9f8e7d6c5b4a
 *
 * `npm run translations:mark` writes these; nobody types a hash. When a help
 * doc is built in another language, `mergeTranslation` (Docusaurus'
 * `markdown.preprocessor`) puts the page together from the English source:
 * - every English entry appears, in the English order and with the English
 *   facts (id, Pro flag, platform limits, former ids…), and the translated
 *   title and body where a translation exists;
 * - an entry whose English changed since it was translated is marked
 *   `translation="stale"` (it shows a notice linking to the English);
 * - an entry not translated yet is the English one, marked
 *   `translation="missing"`;
 * - the translation uses the English file's imports (and any it adds), so
 *   code never needs translating, and `./_data/…` is the English version's
 *   own data.
 * English edits therefore never break another language, and no anchor is
 * ever missing from a translated page.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml, stringify as stringifyYaml} from 'yaml';
import {
  ESM_STATEMENT,
  entryHash,
  pageText,
  shortHash,
  splitEntries,
  splitFrontMatter,
  stringProp,
  withStringProp,
  type EntryBlock,
} from './entries';

/** The front matter key of what a translation translates. */
export const TRANSLATED_FROM_KEY = 'translated_from';
/** The part of a file outside its entries. */
export const PAGE_PART = '_page';

/** What an entry of a translated page is, as the preprocessor marks it. */
export type TranslationState = 'stale' | 'missing';
/** The prop that carries it; only the build writes it. */
export const TRANSLATION_PROP = 'translation';
/** Props an entry's translation writes itself; every other prop comes from the English entry. */
const TRANSLATED_PROPS = ['title', 'keywords'] as const;

/** The English folders of MDX content and where Docusaurus keeps each one's translations. */
export type ContentSet = {source: string; target: (locale: string) => string};

export function contentSets(siteDir: string): ContentSet[] {
  const versioned = path.join(siteDir, 'versioned_docs');
  const versions = existsSync(versioned) ? readdirSync(versioned).filter((name) => name.startsWith('version-')) : [];
  return [
    {source: 'docs', target: (l) => `i18n/${l}/docusaurus-plugin-content-docs/current`},
    ...versions.map((name) => ({
      source: `versioned_docs/${name}`,
      target: (l: string) => `i18n/${l}/docusaurus-plugin-content-docs/${name}`,
    })),
    {source: 'blog', target: (l) => `i18n/${l}/docusaurus-plugin-content-blog`},
    {source: 'src/pages', target: (l) => `i18n/${l}/docusaurus-plugin-content-pages`},
  ];
}

/** The English source of a translated file (absolute paths), or null when the file is not a translation. */
export function sourceOf(siteDir: string, translation: string): string | null {
  const relative = path.relative(siteDir, translation).split(path.sep).join('/');
  const locale = /^i18n\/([^/]+)\//.exec(relative)?.[1];
  if (!locale) return null;
  for (const {source, target} of contentSets(siteDir)) {
    const prefix = `${target(locale)}/`;
    if (relative.startsWith(prefix)) return path.join(siteDir, source, relative.slice(prefix.length));
  }
  return null;
}

/** The hashes a translation records, by part (`_page` or an entry id). */
export function recordedHashes(text: string): Record<string, string> {
  const {frontMatter} = splitFrontMatter(text);
  const yaml = frontMatter.replace(/^---\r?\n/, '').replace(/\r?\n---\r?\n$/, '');
  const record = (parseYaml(yaml) as Record<string, unknown> | null)?.[TRANSLATED_FROM_KEY];
  if (typeof record !== 'object' || record === null) return {};
  return Object.fromEntries(
    Object.entries(record).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
  );
}

/** The text with its record replaced by `hashes` (parts in the order given). */
export function withRecordedHashes(text: string, hashes: Record<string, string>): string {
  const {frontMatter, content} = splitFrontMatter(text);
  const record = [`${TRANSLATED_FROM_KEY}:`, ...Object.entries(hashes).map(([part, hash]) => `  ${part}: '${hash}'`)];
  const existing = new RegExp(`^${TRANSLATED_FROM_KEY}:[ \\t]*\\r?\\n(?:[ \\t]+.*\\r?\\n?)*`, 'm');
  if (!frontMatter) return `---\n${record.join('\n')}\n---\n${content}`;
  const cleaned = frontMatter.replace(existing, '');
  return `${cleaned.replace(/---\r?\n$/, `${record.join('\n')}\n---\n`)}${content}`;
}

/** The hashes of every part of an English file, as a translation of it now would record them. */
export function currentHashes(source: string): Record<string, string> {
  return {
    [PAGE_PART]: shortHash(pageText(source)),
    ...Object.fromEntries(splitEntries(source).entries.map((entry) => [entry.id, entryHash(entry)])),
  };
}

/**
 * The imports of a file, with relative paths made absolute (`@site/…`) as
 * seen from `sourcePath`: a translation's folder mirrors its source's, so
 * `./_data/x` means the English version's data in both.
 */
function importsOf(text: string, sourcePath: string, siteDir: string): string[] {
  const {head} = splitEntries(text);
  return [...head.matchAll(ESM_STATEMENT)].map(([statement]) =>
    statement.replace(
      /(from\s+|import\s+)(['"])(\.{1,2}\/[^'"]+)\2/,
      (_, keyword: string, quote: string, spec: string) => {
        const absolute = path
          .relative(siteDir, path.resolve(path.dirname(sourcePath), spec))
          .split(path.sep)
          .join('/');
        return `${keyword}${quote}@site/${absolute}${quote}`;
      },
    ),
  );
}

/** The English imports, then any the translation adds, each once. */
function translationImports(english: string, translation: string, sourcePath: string, siteDir: string): string[] {
  const normal = (statement: string) => statement.replace(/\s+/g, ' ');
  const seen = new Set<string>();
  return [...importsOf(english, sourcePath, siteDir), ...importsOf(translation, sourcePath, siteDir)].filter(
    (statement) => !seen.has(normal(statement)) && Boolean(seen.add(normal(statement))),
  );
}

/** The translated entry's opening tag: the English one, with the translated title (and keywords). */
function mergedOpenTag(english: EntryBlock, translated: EntryBlock | undefined, state: TranslationState | null) {
  let tag = english.openTag;
  if (translated) {
    for (const prop of TRANSLATED_PROPS) {
      const value = stringProp(translated.openTag, prop);
      if (value !== undefined) tag = withStringProp(tag, prop, value);
    }
  }
  return state ? withStringProp(tag, TRANSLATION_PROP, state) : tag;
}

/** Front matter keys a translation writes itself: its prose, and its record. Every other key is a fact, taken from the English. */
const TRANSLATED_KEYS = new Set(['title', 'description', 'sidebar_label', TRANSLATED_FROM_KEY]);

/** The translation's front matter, with every fact (slug, version, sidebar position…) the English one's. */
export function mergedFrontMatter(translated: string, english: string): string {
  const read = (frontMatter: string) =>
    (parseYaml(frontMatter.replace(/^---\r?\n/, '').replace(/\r?\n---\r?\n$/, '')) ?? {}) as Record<string, unknown>;
  const own = read(splitFrontMatter(translated).frontMatter);
  const facts = Object.entries(read(splitFrontMatter(english).frontMatter)).filter(
    ([key]) => !TRANSLATED_KEYS.has(key),
  );
  const prose = Object.entries(own).filter(([key]) => TRANSLATED_KEYS.has(key));
  const merged = Object.fromEntries([...facts, ...prose]);
  return Object.keys(merged).length > 0 ? `---\n${stringifyYaml(merged, {lineWidth: 0})}---\n` : '';
}

/**
 * A translation put together with its English source (see the module's
 * comment): its front matter facts and its imports are the English ones and,
 * in a help doc, its entries follow the English entry by entry.
 */
export function mergeTranslation(translation: string, source: string, imports: readonly string[] = []): string {
  const english = splitEntries(source);
  const translated = splitEntries(translation);
  const recorded = recordedHashes(translation);
  const byId = new Map(translated.entries.map((entry) => [entry.id, entry]));

  const entries = english.entries.map((entry) => {
    const match = byId.get(entry.id);
    const state: TranslationState | null = !match
      ? 'missing'
      : recorded[entry.id] === entryHash(entry)
        ? null
        : 'stale';
    const body = match ? match.body : entry.body;
    return `${mergedOpenTag(entry, match, state)}${body}</Accordion>`;
  });

  // Without entries of its own, a translation of a help doc has nowhere to put them: the English page is used.
  const base = translated.entries.length > 0 || english.entries.length === 0 ? translated : english;
  const {content} = splitFrontMatter(base.head);
  const code = imports.length > 0 ? `${imports.join('\n')}\n` : '';
  const head = `${mergedFrontMatter(translation, source)}${code}${content.replace(ESM_STATEMENT, '')}`;
  return english.entries.length > 0 ? `${head}${entries.join('\n\n')}${base.tail}` : head;
}

/**
 * Docusaurus' `markdown.preprocessor` for the site: a translated doc, post or
 * MDX page is merged with its English source. English files are left as they are.
 */
export function translationPreprocessor(siteDir: string) {
  return ({filePath, fileContent}: {filePath: string; fileContent: string}): string => {
    const source = sourceOf(siteDir, filePath);
    if (!source || !existsSync(source) || !/\.mdx?$/.test(source)) return fileContent;
    const english = readFileSync(source, 'utf8');
    return mergeTranslation(fileContent, english, translationImports(english, fileContent, source, siteDir));
  };
}
