/**
 * English first: a translated doc, post or MDX page records, in its front
 * matter, the hash of each English part it translates (written by
 * `npm run translations:mark`, never by hand):
 *
 *     translated_from:
 *       _page: 1a2b3c4d5e6f      # the front matter, introduction and closing text
 *       proxyButtons: 9f8e7d6c5b4a
 *
 * A part whose English changed since is stale, an entry the translation lacks
 * is missing. A translated help doc is compiled as `mergeTranslation` puts it
 * together: every English entry, in the English order, with the English facts
 * and imports, in the translation's words where there are some, so an English
 * edit never breaks another language and no anchor is ever missing.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {
  TRANSLATION_PROP,
  docsVersionDirs,
  factsOf,
  pageText,
  parseDoc,
  shortHash,
  translatedDocsDir,
  type EntryBlock,
  type HelpEntry,
  type ParsedDoc,
  type TranslationState,
} from './source';

/** The front matter key of what a translation translates, and the part of a file outside its entries. */
export const TRANSLATED_FROM_KEY = 'translated_from';
export const PAGE_PART = '_page';

/** What a part of a translated file is, against its English source. */
export type PartState =
  /** No translation of the whole file, or of this entry (it shows in English). */
  | 'missing'
  /** Its English changed since it was translated. */
  | 'stale'
  /** The translation's text is the English one, pasted. */
  | 'untranslated'
  /** An entry the English file no longer has: the page leaves it out. */
  | 'obsolete';

export type PartStatus = {
  /** The English source and where its translation is (or would be), relative to the site. */
  source: string;
  translation: string;
  /** `_page`, or an entry id. */
  part: string;
  state: PartState;
};

/** The English folders of MDX content and where Docusaurus keeps each one's translations. */
export function contentSets(siteDir: string): {source: string; target: (locale: string) => string}[] {
  return [
    ...docsVersionDirs(siteDir).map(({name, dir}) => ({
      source: dir,
      target: (l: string) => translatedDocsDir(l, name),
    })),
    {source: 'blog', target: (l) => `i18n/${l}/docusaurus-plugin-content-blog`},
    {source: 'src/pages', target: (l) => `i18n/${l}/docusaurus-plugin-content-pages`},
  ];
}

const posix = (file: string) => file.split(path.sep).join('/');

/**
 * The English MDX files of the site (not the `_` files and folders: partials, data) and where each one's
 * translation into `locale` lives (relative to the site).
 */
export function translatablePairs(siteDir: string, locale: string): {source: string; translation: string}[] {
  return contentSets(siteDir).flatMap(({source, target}) => {
    const dir = path.join(siteDir, source);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file) && !/(^|\/)_/.test(posix(file)))
      .sort()
      .map((file) => ({source: posix(path.join(source, file)), translation: posix(path.join(target(locale), file))}));
  });
}

/** The English source of a translated file (absolute paths), or null when the file is not a translation. */
export function sourceOf(siteDir: string, translation: string): string | null {
  const relative = posix(path.relative(siteDir, translation));
  const locale = /^i18n\/([^/]+)\//.exec(relative)?.[1];
  if (!locale) return null;
  for (const {source, target} of contentSets(siteDir)) {
    const prefix = `${target(locale)}/`;
    if (relative.startsWith(prefix)) return path.join(siteDir, source, relative.slice(prefix.length));
  }
  return null;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

/** The hashes a translation records, by part (`_page` or an entry id). */
export function recordedHashes(text: string): Record<string, string> {
  const record = (parseYaml(FRONT_MATTER.exec(text)?.[1] ?? '') as Record<string, unknown> | null)?.[
    TRANSLATED_FROM_KEY
  ];
  if (typeof record !== 'object' || record === null) return {};
  return Object.fromEntries(
    Object.entries(record).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
  );
}

/** The text with its record replaced by `hashes` (parts in the order given). */
export function withRecordedHashes(text: string, hashes: Record<string, string>): string {
  const record = [`${TRANSLATED_FROM_KEY}:`, ...Object.entries(hashes).map(([part, hash]) => `  ${part}: '${hash}'`)];
  const frontMatter = FRONT_MATTER.exec(text)?.[0];
  if (!frontMatter) return `---\n${record.join('\n')}\n---\n${text}`;
  const existing = new RegExp(`^${TRANSLATED_FROM_KEY}:[ \\t]*\\r?\\n(?:[ \\t]+.*\\r?\\n?)*`, 'm');
  const cleaned = frontMatter.replace(existing, '').replace(/---\r?\n$/, `${record.join('\n')}\n---\n`);
  return cleaned + text.slice(frontMatter.length);
}

/** The hashes of every part of an English file, as a translation of it now would record them. */
export const currentHashes = (english: ParsedDoc): Record<string, string> => ({
  [PAGE_PART]: shortHash(pageText(english)),
  ...Object.fromEntries(english.entries.map(({id, hash}) => [id, hash])),
});

/** The parts of one translated file that need work (`translated` is null when there is no translation). */
export function fileStatus(
  english: ParsedDoc,
  translated: ParsedDoc | null,
  where: Omit<PartStatus, 'part' | 'state'>,
) {
  const at = (part: string, state: PartState): PartStatus => ({...where, part, state});
  if (translated === null) return [at(PAGE_PART, 'missing')];
  const recorded = recordedHashes(translated.text);
  const byId = new Map(translated.entries.map((entry) => [entry.id, entry]));
  const parts: PartStatus[] = [];
  if (recorded[PAGE_PART] !== shortHash(pageText(english))) parts.push(at(PAGE_PART, 'stale'));
  for (const entry of english.entries) {
    const match = byId.get(entry.id);
    if (!match) parts.push(at(entry.id, 'missing'));
    else if (match.body.trim() === entry.body.trim() && match.title === entry.title)
      parts.push(at(entry.id, 'untranslated'));
    else if (recorded[entry.id] !== entry.hash) parts.push(at(entry.id, 'stale'));
  }
  const live = new Set(english.entries.map(({id}) => id));
  for (const entry of translated.entries) if (!live.has(entry.id)) parts.push(at(entry.id, 'obsolete'));
  return parts;
}

/** A translation with the given parts (all when none is given) recorded as translating the English as it is now. */
export function markTranslated(english: ParsedDoc, translated: string, parts: readonly string[] = []): string {
  const current = currentHashes(english);
  const unknown = parts.filter((part) => !(part in current));
  if (unknown.length > 0) {
    throw new Error(
      `${unknown.join(', ')}: not a part of the English file (parts: ${Object.keys(current).join(', ')}).`,
    );
  }
  const recorded = recordedHashes(translated);
  const chosen = new Set(parts.length > 0 ? parts : Object.keys(current));
  const hashes = Object.fromEntries(
    Object.keys(current)
      .map((part): [string, string | undefined] => [part, chosen.has(part) ? current[part] : recorded[part]])
      .filter((pair): pair is [string, string] => pair[1] !== undefined),
  );
  return withRecordedHashes(translated, hashes);
}

/**
 * The English file's imports, then any the translation adds, each once, relative paths made absolute
 * (`@site/…`) from the English file, so `./_data/x` means the English version's own data in both.
 */
export function importsFor(english: ParsedDoc, translated: ParsedDoc, source: string): string[] {
  const absolute = (statement: string) =>
    statement.replace(
      /(from\s+|import\s+)(['"])(\.{1,2}\/[^'"]+)\2/g,
      (_, keyword: string, quote: string, spec: string) =>
        `${keyword}${quote}@site/${posix(path.join(path.dirname(source), spec))}${quote}`,
    );
  return [...new Set([...english.esm, ...translated.esm].map(absolute))];
}

/** An entry's opening tag with string attributes set: replaced where they are written, added before the end otherwise. */
function withAttributes({openTag, attributes}: EntryBlock, values: Record<string, string | undefined>): string {
  const written = (name: string, value: string) => `${name}="${value.replace(/"/g, '&quot;')}"`;
  const set = Object.entries(values).filter((pair): pair is [string, string] => pair[1] !== undefined);
  const added = set.filter(([name]) => !attributes.some((candidate) => candidate.name === name));
  // From the last attribute back, so the places of the ones before stay right.
  const replaced = [...attributes]
    .sort((a, b) => b.start - a.start)
    .reduce((tag, {name, start, end}) => {
      const value = values[name];
      return value === undefined ? tag : tag.slice(0, start) + written(name, value) + tag.slice(end);
    }, openTag);
  const end = replaced.search(/\s*\/?>$/);
  return (
    replaced.slice(0, end) + added.map(([name, value]) => ` ${written(name, value)}`).join('') + replaced.slice(end)
  );
}

/** A translated help doc as the build compiles it, and its entries with the English facts in the translation's words. */
export function mergeTranslation(
  english: ParsedDoc,
  translated: ParsedDoc,
  imports: readonly string[],
): {text: string; entries: HelpEntry[]} {
  const recorded = recordedHashes(translated.text);
  const byId = new Map(translated.entries.map((entry) => [entry.id, entry]));
  const merged = english.entries.map((entry) => {
    const match = byId.get(entry.id);
    const translation: TranslationState | undefined = !match
      ? 'missing'
      : recorded[entry.id] === entry.hash
        ? undefined
        : 'stale';
    const tag = withAttributes(entry, {
      title: match?.title,
      keywords: match?.keywords,
      [TRANSLATION_PROP]: translation,
    });
    return {
      text: `${tag}${match ? match.body : entry.body}</Accordion>`,
      entry: {
        ...factsOf(entry),
        title: match?.title ?? entry.title,
        ...(match?.keywords === undefined ? {} : {keywords: match.keywords}),
        ...(translation && {translation}),
      },
    };
  });
  // Without entries of its own, a translation of a help doc has nowhere to put them: the English page is used.
  const base = translated.entries.length > 0 ? translated : english;
  const frontMatter = FRONT_MATTER.exec(base.head)?.[0] ?? '';
  const code = imports.length > 0 ? `${imports.join('\n')}\n` : '';
  const text = `${frontMatter}${code}${base.head.slice(frontMatter.length)}${merged.map(({text}) => text).join('\n\n')}${base.tail}`;
  return {text, entries: merged.map(({entry}) => entry)};
}

/** Reads a file of the site for `parseDoc`, or null when it does not exist. */
export async function readDoc(siteDir: string, file: string, translated = false): Promise<ParsedDoc | null> {
  const full = path.join(siteDir, file);
  return existsSync(full) ? parseDoc(readFileSync(full, 'utf8'), file, {translated}) : null;
}
