/**
 * What is left to translate, part by part. A translated doc, post or MDX
 * page records the hash of each English part it translates (its
 * `translated_from` front matter, written by `npm run translations:mark`;
 * see src/plugins/help/translations.ts): the page's own text, and each help
 * entry. A part whose English changed since is stale; an entry not in the
 * translation is missing (the page shows the English meanwhile).
 *
 * Used by `npm run translations:status` (the full report, code strings
 * included), by `npm run translations:mark`, by the build (the count) and by
 * the tests. Nothing here fails a build: English comes first.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {entryHash, shortHash, pageText, splitEntries} from '../plugins/help/entries';
import {PAGE_PART, contentSets, currentHashes, recordedHashes, withRecordedHashes} from '../plugins/help/translations';

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

const isMdx = (name: string) => /\.mdx?$/.test(name);
const posix = (file: string) => file.split(path.sep).join('/');

/** The English MDX files of the site and where each one's translation into `locale` lives. */
function translatablePairs(siteDir: string, locale: string): {source: string; translation: string}[] {
  return contentSets(siteDir).flatMap(({source, target}) => {
    const dir = path.join(siteDir, source);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter(
        (file) =>
          isMdx(file) &&
          !posix(file)
            .split('/')
            .some((part) => part.startsWith('_')),
      )
      .sort()
      .map((file) => ({source: posix(path.join(source, file)), translation: posix(path.join(target(locale), file))}));
  });
}

/** The parts of one translated file that need work. */
export function fileStatus(english: string, translated: string | null, where: Omit<PartStatus, 'part' | 'state'>) {
  const at = (part: string, state: PartState): PartStatus => ({...where, part, state});
  if (translated === null) return [at(PAGE_PART, 'missing')];
  const recorded = recordedHashes(translated);
  const source = splitEntries(english, where.source);
  const translation = splitEntries(translated, where.translation);
  const byId = new Map(translation.entries.map((entry) => [entry.id, entry]));
  const parts: PartStatus[] = [];
  if (recorded[PAGE_PART] !== shortHash(pageText(english))) parts.push(at(PAGE_PART, 'stale'));
  for (const entry of source.entries) {
    const match = byId.get(entry.id);
    if (!match) parts.push(at(entry.id, 'missing'));
    else if (match.body.trim() === entry.body.trim() && match.title === entry.title)
      parts.push(at(entry.id, 'untranslated'));
    else if (recorded[entry.id] !== entryHash(entry)) parts.push(at(entry.id, 'stale'));
  }
  const live = new Set(source.entries.map(({id}) => id));
  for (const entry of translation.entries) if (!live.has(entry.id)) parts.push(at(entry.id, 'obsolete'));
  return parts;
}

/** Every part of the site's MDX content that needs translating into `locale`. */
export function contentStatus(siteDir: string, locale: string): PartStatus[] {
  return translatablePairs(siteDir, locale).flatMap((pair) => {
    const translationPath = path.join(siteDir, pair.translation);
    const translated = existsSync(translationPath) ? readFileSync(translationPath, 'utf8') : null;
    return fileStatus(readFileSync(path.join(siteDir, pair.source), 'utf8'), translated, pair);
  });
}

/**
 * A translation with the given parts (all when `parts` is empty) recorded as
 * translating the English as it is now. Parts not named keep their record.
 */
export function markTranslated(english: string, translated: string, parts: readonly string[] = []): string {
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

export type MessageStatus = {file: string; key: string; state: 'missing' | 'untranslated' | 'placeholders' | 'unknown'};

type Messages = Readonly<Record<string, {message: string}>>;

/**
 * Words that read the same in Spanish (names, versions, symbols): a message
 * equal to its English may be one of these and still be translated.
 */
export const SAME_IN_TRANSLATION =
  /^(?:[\d.\s:/%×·—›|+-]*|Deck Hopper|SAMMI(?: Core)?|Pro|Basic|FAQ|No|Normal|Discord|YouTube|Twitch|GitHub|itch\.io|X|X \(Twitter\)|iOS|Android|Windows(?: 10)?|macOS|Linux|OBS|JSON|Google Play|App Store|Ko-fi|Patreon|Reddit|Twitter|Instagram|TikTok|Facebook|English|Español|Always on Top|\{\w+\}|[A-Z][\w]*(?:_[\w]+)+)$/;

/** The placeholders of a message (`{0}`, `{name}`), sorted, for checking a translation against its source. */
export const placeholdersOf = (message: string): string[] => [...message.matchAll(/\{\w+\}/g)].map(([p]) => p).sort();

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
