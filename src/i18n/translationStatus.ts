/**
 * Which translations are missing or stale. Every translated doc, post and
 * MDX page records the English file it translates with `source_hash` in its
 * front matter (the first 12 hex digits of the source's SHA-256); a changed
 * English file no longer matches, so its translation is listed as stale
 * until someone updates it and its hash.
 *
 * Used by `npm run translations:status` (the full report, code strings
 * included), by the build (the count) and by the tests.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {placeholdersOf} from './dataText';

export const SOURCE_HASH_KEY = 'source_hash';

/** The English folders of MDX content and where Docusaurus expects each one's translations. */
export const CONTENT_SETS: readonly {source: string; target: (locale: string) => string}[] = [
  {source: 'docs', target: (l) => `i18n/${l}/docusaurus-plugin-content-docs/current`},
  {source: 'blog', target: (l) => `i18n/${l}/docusaurus-plugin-content-blog`},
  {source: 'src/pages', target: (l) => `i18n/${l}/docusaurus-plugin-content-pages`},
];

/** Each released docs version has its own folder, translated beside the next help. */
function versionedSets(siteDir: string): typeof CONTENT_SETS {
  const dir = path.join(siteDir, 'versioned_docs');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith('version-'))
    .map((name) => ({
      source: `versioned_docs/${name}`,
      target: (l: string) => `i18n/${l}/docusaurus-plugin-content-docs/${name}`,
    }));
}

export const sourceHash = (text: string | Buffer): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 12);

/** The `source_hash` of a translated file's front matter, or null. */
export function recordedHash(text: string): string | null {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  return new RegExp(`^${SOURCE_HASH_KEY}:\\s*['"]?([0-9a-f]{12})['"]?\\s*$`, 'm').exec(frontMatter)?.[1] ?? null;
}

/** The help entry ids of an MDX file, in order (`<Accordion id="…">`). */
export const entryIds = (text: string): string[] =>
  [...text.matchAll(/<Accordion\b[^>]*?\sid="([^"]+)"/g)].map(([, id]) => id as string);

export type FileState = 'missing' | 'stale' | 'unrecorded' | 'entries' | 'current';

export type FileStatus = {
  /** The English source, relative to the site. */
  source: string;
  /** Where its translation is (or should be). */
  translation: string;
  state: FileState;
  /** What is wrong, for the report. */
  detail?: string;
};

const isMdx = (name: string) => /\.mdx?$/.test(name);

/** Every English MDX file of the site and the state of its translation into `locale`. */
export function contentStatus(siteDir: string, locale: string): FileStatus[] {
  return [...CONTENT_SETS, ...versionedSets(siteDir)].flatMap(({source, target}) => {
    const dir = path.join(siteDir, source);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter(isMdx)
      .sort()
      .map((file): FileStatus => {
        const sourceFile = `${source}/${file}`;
        const translation = `${target(locale)}/${file}`;
        const translationPath = path.join(siteDir, translation);
        if (!existsSync(translationPath)) return {source: sourceFile, translation, state: 'missing'};
        const english = readFileSync(path.join(siteDir, sourceFile));
        const translated = readFileSync(translationPath, 'utf8');
        const recorded = recordedHash(translated);
        const expected = entryIds(english.toString('utf8'));
        const found = entryIds(translated);
        if (expected.join() !== found.join()) {
          const lacking = expected.filter((id) => !found.includes(id));
          return {
            source: sourceFile,
            translation,
            state: 'entries',
            detail:
              lacking.length > 0 ? `lacks ${lacking.join(', ')}` : `entries out of order or extra: ${found.join(', ')}`,
          };
        }
        if (recorded === null)
          return {source: sourceFile, translation, state: 'unrecorded', detail: `no ${SOURCE_HASH_KEY}`};
        const current = sourceHash(english);
        if (recorded !== current)
          return {
            source: sourceFile,
            translation,
            state: 'stale',
            detail: `translates ${recorded}, source is now ${current}`,
          };
        return {source: sourceFile, translation, state: 'current'};
      });
  });
}

export type MessageStatus = {file: string; key: string; state: 'missing' | 'untranslated' | 'placeholders' | 'unknown'};

type Messages = Readonly<Record<string, {message: string}>>;

/**
 * Words that read the same in Spanish (names, versions, symbols): a message
 * equal to its English may be one of these and still be translated.
 */
export const SAME_IN_TRANSLATION =
  /^(?:[\d.\s:/%×·—›|+-]*|Deck Hopper|SAMMI(?: Core)?|Pro|Basic|FAQ|No|Normal|Discord|YouTube|Twitch|GitHub|itch\.io|X|X \(Twitter\)|iOS|Android|Windows(?: 10)?|macOS|Linux|OBS|JSON|Google Play|App Store|Ko-fi|Patreon|Reddit|Twitter|Instagram|TikTok|Facebook|English|Español|\{\w+\}|[A-Z][\w]*(?:_[\w]+)+)$/;

const placeholders = (text: string) => placeholdersOf(text).join();

/**
 * Compares a translation file with the messages the site's code has now
 * (`english`: key → English message, as `write-translations` extracts them).
 */
export function messageStatus(file: string, english: Messages, translated: Messages): MessageStatus[] {
  const missing = Object.keys(english)
    .filter((key) => !(key in translated))
    .map((key) => ({file, key, state: 'missing' as const}));
  const unknown = Object.keys(translated)
    .filter((key) => !(key in english))
    .map((key) => ({file, key, state: 'unknown' as const}));
  const present = Object.keys(english).filter((key) => key in translated);
  const untranslated = present
    .filter((key) => {
      const message = translated[key]?.message ?? '';
      // Placeholders and names alone ("{authorName} - {nPosts}", "Discord") read the same.
      return message === english[key]?.message && !SAME_IN_TRANSLATION.test(message.replace(/\{\w+\}/g, '').trim());
    })
    .map((key) => ({file, key, state: 'untranslated' as const}));
  const broken = present
    .filter((key) => placeholders(translated[key]?.message ?? '') !== placeholders(english[key]?.message ?? ''))
    .map((key) => ({file, key, state: 'placeholders' as const}));
  return [...missing, ...untranslated, ...broken, ...unknown];
}

/** The translation files of a locale, relative to it (code.json, the plugins' JSON files). */
export function jsonFiles(localeDir: string): string[] {
  if (!existsSync(localeDir)) return [];
  return readdirSync(localeDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.json'))
    .sort();
}

/** A Docusaurus translation file (`{key: {message, description}}`); empty when it does not exist. */
export const readMessages = (file: string): Messages =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Messages) : {};

/** The same file as key → message, as the site looks texts up. */
export const readMessageTable = (file: string): Record<string, string> =>
  Object.fromEntries(Object.entries(readMessages(file)).map(([key, {message}]) => [key, message]));
