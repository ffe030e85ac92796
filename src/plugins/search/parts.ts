/**
 * The files of a docs version's index (../README.md, "Parts"): one list of
 * records while it weighs at most SEARCH_INDEX_PART_BYTES gzip; past that,
 * a first file with every answer's title and the first records, then parts
 * of the records in their order, whole answers each. Each file weighs a
 * quarter of that, titles included: on a phone, a part of 25 KB is indexed
 * in about a second, and read (parsed) in one task short enough for a key.
 */
import {gzipSync} from 'node:zlib';
import {SEARCH_INDEX_FILE, SEARCH_INDEX_PART_BYTES} from '../../data/search';
import type {SearchIndexHead, SearchRecord} from './engine';

const weight = (value: unknown) => gzipSync(JSON.stringify(value)).length;

/** The whole answers from `from` on whose JSON is at most `length` characters (one at least). */
function take(records: readonly SearchRecord[], from: number, length: number): SearchRecord[] {
  let end = from;
  for (let size = 0, at = from; at < records.length; at += 1) {
    size += JSON.stringify(records[at]).length + 1;
    if (size > length && end > from) break;
    if (records[at + 1]?.url !== records[at]?.url) end = at + 1;
  }
  return records.slice(from, Math.max(end, from + 1));
}

/** Each file of the index as [name, JSON]; the first is SEARCH_INDEX_FILE. */
export function indexFiles(records: readonly SearchRecord[], room = SEARCH_INDEX_PART_BYTES): [string, string][] {
  const whole = weight(records);
  if (whole <= room) return [[SEARCH_INDEX_FILE, JSON.stringify(records)]];
  const titles = new Map<string, SearchRecord>();
  for (const {url, title, page, keywords} of records)
    if (!titles.has(url)) titles.set(url, {url, title, page, text: '', ...(keywords && {keywords})});
  /** The characters of JSON a gzip byte holds here, with a margin; cut by a tenth until the file fits. */
  const perByte = (0.95 * JSON.stringify(records).length) / whole;
  // The first file's margin: the names of the parts, not known yet.
  const target = room / 4 - 256;
  const files: SearchRecord[][] = [];
  for (let from = 0; from < records.length; from += files.at(-1)?.length ?? 0) {
    const head = files.length === 0 ? {titles: [...titles.values()], parts: [] as string[]} : null;
    for (let length = (target - (head ? weight(head) : 0)) * perByte; ; length *= 0.9) {
      const part = take(records, from, length);
      const oneAnswer = part.every(({url}) => url === part[0]?.url);
      if (oneAnswer || weight(head ? {...head, records: part} : part) <= target) {
        files.push(part);
        break;
      }
    }
  }
  const [first = [], ...parts] = files;
  const names = parts.map((_, at) => SEARCH_INDEX_FILE.replace(/\.json$/, `-${at + 1}.json`));
  const head: SearchIndexHead = {titles: [...titles.values()], records: first, parts: names};
  return [
    [SEARCH_INDEX_FILE, JSON.stringify(head)],
    ...parts.map((part, at) => [names[at] ?? '', JSON.stringify(part)] as [string, string]),
  ];
}
