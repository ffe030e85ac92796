/**
 * What is left to translate in the strings of the code, the navbar, the
 * footer and the plugins' JSON files, against what Docusaurus'
 * `write-translations` extracts (`npm run translations:status`). The MDX
 * pages' parts are compared by the help plugin (src/plugins/help/translations.ts).
 * Nothing here fails a build: English comes first.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';

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
