/**
 * The site's search, the same in the browser and in `npm run search:eval`:
 * records written by the build (./records.ts) go into a MiniSearch index, and
 * a query is read the way streamers type it (../README.md, "Engine").
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {SEARCH_HELP_PAGES, SEARCH_LEGAL_PAGES} from '../../data/search';
import {cached, fold, words} from './words';

/** One answer: a help entry, a section of a page, a patch note. */
export type SearchRecord = {
  /** Its address under the locale's base path: `/setup#proxyButtons`. */
  url: string;
  /** What the row shows first: the entry's or the section's title. */
  title: string;
  /** The page it is on: "Setup", "Download". */
  page: string;
  /** Its text, for matching and for the snippet. */
  text: string;
  /** Words visitors search with that the text does not use (an entry's `keywords`); never shown. */
  keywords?: string;
};

/** The first file of an index written in parts (./parts.ts): every answer's title, the first records, the other files. */
export type SearchIndexHead = {titles: SearchRecord[]; records: SearchRecord[]; parts: string[]};

/** A language's way with words: its stemmer, its filler words and its synonyms. */
export type SearchLanguage = {
  stem: (word: string) => string;
  /** Words that say nothing about what is sought ("how", "the", "el"); dropped from queries and records. */
  stopWords: ReadonlySet<string>;
  /** What streamers type → words the site uses for it (see ./synonyms). */
  synonyms: Readonly<Record<string, string>>;
};

export type SearchHit = SearchRecord & {score: number; snippet: string};

/** How answers are weighed; tuned on the relevance set (`npm run search:eval`). */
export const TUNING = {
  /** Field boosts of a word as typed, and of a word a synonym adds. */
  boost: {title: 3, keywords: 2.5, text: 1, page: 0.5},
  synonymBoost: {title: 2.5, keywords: 2, text: 0.8, page: 0.4},
  /** MiniSearch's BM25+ parameters (its defaults: k 1.2, b 0.7, d 0.5). */
  bm25: {k: 1.2, b: 0.7, d: 0.5},
  /** Scores of fuzzy and prefix matches, against 1 for an exact one. */
  weights: {fuzzy: 0.5, prefix: 0.5},
  /** A query word weighs its rarity (log of answers over answers using it) to this power. */
  rarityPower: 2,
  /** An answer's score is multiplied by (share of the query's words it matches) to this power. */
  sharePower: 2,
  /** A query word matched only through a typo counts for this much of a word in that share. */
  fuzzyShare: 0.8,
  /** A query word found only in the body (not the title, keywords or page name) counts for this much. */
  bodyShare: 0.8,
  /** …and by this when its title holds every word typed. */
  wholeTitle: 2,
};

const FIELDS = ['title', 'keywords', 'text', 'page'] as const;

/**
 * Words letter by letter: words that begin alike share their beginning, so
 * a typo is looked for once per beginning, not once per word. Each word
 * keeps its place in the list, so what is found comes in the list's order.
 */
export type Letters = {next: Map<number, Letters>; word?: string; place?: number};

function addWord(letters: Letters, word: string, place: number): void {
  let node = letters;
  for (let at = 0; at < word.length; at += 1) {
    const letter = word.charCodeAt(at);
    let next = node.next.get(letter);
    if (!next) {
      next = {next: new Map()};
      node.next.set(letter, next);
    }
    node = next;
  }
  Object.assign(node, {word, place});
}

/** A list of words, letter by letter. */
export function lettersOf(list: readonly string[]): Letters {
  const letters: Letters = {next: new Map()};
  list.forEach((word, place) => addWord(letters, word, place));
  return letters;
}

/** The nodes of the words at or under a node. */
function wordNodes(node: Letters | undefined, found: Letters[] = []): Letters[] {
  if (!node) return found;
  if (node.word !== undefined) found.push(node);
  for (const next of node.next.values()) wordNodes(next, found);
  return found;
}

/** The words of these nodes, in the list's order. */
const inOrder = (nodes: Letters[]): string[] =>
  nodes.sort((a, b) => (a.place ?? 0) - (b.place ?? 0)).flatMap(({word}) => word ?? []);

/** The words that start with `start`, in the list's order. */
function wordsStarting(letters: Letters, start: string): string[] {
  let node: Letters | undefined = letters;
  for (let at = 0; node && at < start.length; at += 1) node = node.next.get(start.charCodeAt(at));
  return inOrder(wordNodes(node));
}

/**
 * An index of the records in one language, which more records may join
 * (`addRecords`: the parts of a large index, as they arrive). It keeps for
 * the visit the term of each word (stemming is the costly part of indexing)
 * and the corrections of each word typed.
 */
export type SearchIndex = {
  language: SearchLanguage;
  index: MiniSearch<SearchRecord & {id: number}>;
  rarity: (term: string) => number;
  /** The words the records use, in the order met, and the same letter by letter. */
  vocabulary: Set<string>;
  letters: Letters;
  titleTerms: Map<string, ReadonlySet<string>>;
  /** The terms of each answer, and how many answers use each term: a word most answers use says little. */
  answerTerms: Map<string, Set<string>>;
  termCounts: Map<string, number>;
  /** The indexed form of a word: folded, then stemmed; null for a filler word. */
  termOf: (word: string) => string | null;
  /** The language's synonyms: the phrases longest first ("doesnt start" before "start"), and the single words letter by letter. */
  phrases: {phrase: string[]; also: string[]}[];
  synonymLetters: Letters;
  /** The words each word typed may be a typo of (for the records indexed so far). */
  typos: Map<string, string[]>;
};

/** Records indexed at a time before `pause()` gives the browser the main thread back (a few milliseconds on a phone). */
const RECORDS_PER_STEP = 20;

/** The index of the records, built a few at a time with `pause()` between: keys typed meanwhile show at once. */
export async function createIndex(
  records: readonly SearchRecord[],
  language: SearchLanguage,
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<SearchIndex> {
  const termOf = cached((word): string | null =>
    language.stopWords.has(word) ? null : /\d/.test(word) ? word : language.stem(word),
  );
  const answerTerms = new Map<string, Set<string>>();
  const termCounts = new Map<string, number>();
  const synonyms = Object.entries(language.synonyms);
  const searchIndex: SearchIndex = {
    language,
    // An answer may be several records (its passages), under one address: each gets a number.
    index: new MiniSearch<SearchRecord & {id: number}>({
      idField: 'id',
      fields: [...FIELDS],
      storeFields: ['url', 'title', 'page', 'text'],
      tokenize: words,
      processTerm: termOf,
    }),
    rarity: (term) => Math.log(1 + answerTerms.size / (termCounts.get(term) ?? 1)),
    vocabulary: new Set(),
    letters: lettersOf([]),
    titleTerms: new Map(),
    answerTerms,
    termCounts,
    termOf,
    phrases: synonyms
      .map(([phrase, replacement]) => ({phrase: words(phrase), also: words(replacement)}))
      .sort((a, b) => b.phrase.length - a.phrase.length),
    synonymLetters: lettersOf(synonyms.map(([phrase]) => phrase).filter((phrase) => !phrase.includes(' '))),
    typos: new Map(),
  };
  await addRecords(searchIndex, records, pause);
  return searchIndex;
}

/** Adds records to an index, as `createIndex` does: records added in their order answer as one list indexed at once. */
export async function addRecords(
  searchIndex: SearchIndex,
  records: readonly SearchRecord[],
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const {index, vocabulary, letters, titleTerms, answerTerms, termCounts, termOf} = searchIndex;
  const first = index.documentCount;
  for (let from = 0; from < records.length; from += RECORDS_PER_STEP) {
    const step = records.slice(from, from + RECORDS_PER_STEP);
    index.addAll(step.map((record, at) => ({...record, id: first + from + at})));
    for (const record of step) {
      const used = answerTerms.get(record.url) ?? new Set<string>();
      answerTerms.set(record.url, used);
      for (const word of FIELDS.flatMap((field) => words(record[field] ?? ''))) {
        const term = termOf(word);
        if (term === null) continue;
        if (!used.has(term)) termCounts.set(term, (termCounts.get(term) ?? 0) + 1);
        used.add(term);
        if (!vocabulary.has(word)) addWord(letters, word, vocabulary.size);
        vocabulary.add(word);
      }
      titleTerms.set(record.title, new Set(words(record.title).flatMap((word) => termOf(word) ?? [])));
    }
    await pause();
  }
  // New words: a word typed may now be one of them, or a typo of one.
  searchIndex.typos.clear();
}

/**
 * The query, word by word, each with the words its synonyms add for it. A
 * phrase of several words that a synonym names ("wont open") is read as one
 * word: answers matching it are not also counted as matching each of its
 * words ("open").
 */
function queryWords(query: string, {phrases, language}: SearchIndex): {typed: string[]; also: string[]}[] {
  const found: {typed: string[]; also: string[]}[] = words(query).map((word) => ({typed: [word], also: []}));
  for (const {phrase, also} of phrases) {
    for (let at = 0; at + phrase.length <= found.length; at += 1) {
      const here = found.slice(at, at + phrase.length);
      if (!here.every((unit, i) => unit.typed.length === 1 && unit.typed[0] === phrase[i])) continue;
      found.splice(at, phrase.length, {typed: phrase, also: [...here.flatMap((unit) => unit.also), ...also]});
    }
  }
  // A synonym to nothing names what the help does not cover: left out, never read as a typo of another word.
  return found
    .filter(({typed}) => language.synonyms[typed.join(' ')] !== '')
    .map(({typed, also}) => ({typed: typed.filter((word) => !language.stopWords.has(word)), also}))
    .filter(({typed, also}) => typed.length + also.length > 0);
}

/** Edits a word as typed may contain: none under four letters, one from four, two from eight. */
export const typoTolerance = (word: string): number => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/** A cell of a column of the edit table (every cell the code reads is written: the fallback is never used). */
const cell = (column: Int32Array, j: number): number => column[j] ?? Infinity;

/**
 * The words of `letters` at most `edits` typos from `word` (a letter added,
 * left out, changed, or two neighbours swapped) and, for a word being typed,
 * those whose start is: the start one letter shorter or longer than the
 * word, or all of a shorter word. Walks the shared beginnings with one
 * column of the edit table each (column `depth`: the distances from each
 * start of `word` to a beginning of that many letters), and leaves a
 * beginning as soon as no letter after it can bring it back within `edits`.
 */
export function typosIn(letters: Letters, word: string, edits: number, typing: boolean): string[] {
  const length = word.length;
  /** The column of no letters: each start of the word is that many letters to add. */
  const first = Int32Array.from({length: length + 1}, (_, at) => at);
  // A beginning more than `edits` letters longer than the word is over `edits` in every entry: one column past that is enough.
  const columns = [first, ...Array.from({length: length + edits + 1}, () => new Int32Array(length + 1))];
  const found: Letters[] = [];
  /** A beginning of `depth` letters ending in `letter`: its column, the column before, and its least entry. */
  const visit = (
    node: Letters,
    depth: number,
    letter: number,
    column: Int32Array,
    before: Int32Array,
    least: number,
  ): void => {
    const distance = cell(column, length);
    if (typing && depth >= length - 1 && depth <= length + 1 && distance <= edits) {
      // Every word that begins so starts as the word being typed may go on.
      wordNodes(node, found);
      return;
    }
    if (node.word !== undefined && distance <= edits) found.push(node);
    // No later letter can come back under `edits`: each entry is at least the least of the column before.
    const next = columns[depth + 1];
    if (!next || least > edits) return;
    for (const [following, child] of node.next) {
      next[0] = depth + 1;
      let nextLeast = depth + 1;
      for (let at = 1; at <= length; at += 1) {
        const typed = word.charCodeAt(at - 1);
        let value = Math.min(
          cell(column, at) + 1,
          cell(next, at - 1) + 1,
          cell(column, at - 1) + (typed === following ? 0 : 1),
        );
        // Two neighbours swapped.
        if (depth > 0 && at > 1 && typed === letter && word.charCodeAt(at - 2) === following)
          value = Math.min(value, cell(before, at - 2) + 1);
        next[at] = value;
        if (value < nextLeast) nextLeast = value;
      }
      visit(child, depth + 1, following, next, column, nextLeast);
    }
  };
  visit(letters, 0, -1, first, first, 0);
  return inOrder(found);
}

const letterOrDigit = /[\p{L}\p{N}]/u;

/** Where a term first starts a word of a folded text: the place of the character before it (0 at the start), or -1. */
function wordStart(folded: string, term: string): number {
  for (let found = folded.indexOf(term); found >= 0; found = folded.indexOf(term, found + 1))
    if (found === 0 || !letterOrDigit.test(folded.charAt(found - 1))) return Math.max(0, found - 1);
  return -1;
}

/** The folded form of each passage met: the answers shown change little from one key to the next. */
const foldedText = cached(fold);

/** A short passage of the text around the first word it matched, or its start. */
export function snippetOf(text: string, matched: readonly string[], length = 140): string {
  if (text.length <= length) return text.trim();
  const folded = foldedText(text);
  let at = -1;
  for (const term of matched) {
    const found = wordStart(folded, term);
    if (found >= 0 && (at < 0 || found < at)) at = found;
  }
  if (at < 0) return `${text.slice(0, length).trim()}…`;
  const start = Math.max(0, at - 40);
  const from = start === 0 ? 0 : text.indexOf(' ', start) + 1;
  const cut = text.slice(from, from + length);
  return `${from > 0 ? '…' : ''}${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).trim()}…`;
}

/** Whether an answer is a section of a licence or privacy page; an entry of a help page (of any docs version). */
const isLegal = (url: string): boolean => SEARCH_LEGAL_PAGES.includes(url.split('#')[0] ?? '');
const isHelp = (url: string): boolean => SEARCH_HELP_PAGES.some((page) => url.includes(`${page}#`));

/** How a query term stands for a query word: as typed, as a typo's correction, or added by a synonym. */
type TermKind = 'typed' | 'typo' | 'synonym';

/** Each term a query searches for, with the query word (its position) it stands for. */
type QueryTerm = {term: string; of: number; kind: TermKind; prefix: boolean};

/**
 * The terms of a query: each word as typed (the last one also as a prefix),
 * the words a typo may stand for when a word is none the records use, and
 * the words synonyms add. Corrections are kept: typing repeats the words
 * before the last one at each key.
 */
function queryTerms(searchIndex: SearchIndex, query: string): QueryTerm[] {
  const {vocabulary, letters, index, termOf, typos, synonymLetters, language} = searchIndex;
  const asked = queryWords(query, searchIndex);
  const last = asked.length - 1;
  const known = (word: string) => vocabulary.has(word) || index.termCount === 0;
  return asked.flatMap(({typed, also}, of) => {
    const terms: QueryTerm[] = [];
    const add = (word: string, kind: TermKind, prefix = false) => {
      const term = termOf(word) ?? word;
      if (!terms.some((entry) => entry.term === term && entry.prefix === prefix)) terms.push({term, of, kind, prefix});
    };
    for (const word of also) add(word, 'synonym');
    for (const word of typed) {
      const typing = of === last && typed.length === 1 && word.length >= 2;
      add(word, 'typed', typing);
      const edits = /\d/.test(word) || known(word) || also.length > 0 ? 0 : typoTolerance(word);
      if (edits === 0) continue;
      const cacheKey = `${typing ? '+' : ''}${edits} ${word}`;
      let corrections = typos.get(cacheKey);
      if (!corrections) {
        // A word being typed that starts words the records use is no typo: those are what it may become.
        corrections = typing ? wordsStarting(letters, word) : [];
        if (corrections.length === 0) {
          // The words the records use that this one may be a typo of (or, being typed, of their start),
          // and the words of the synonyms of a single word it may be a typo of.
          corrections = typosIn(letters, word, edits, typing);
          for (const phrase of typosIn(synonymLetters, word, edits, false))
            corrections.push(...words(language.synonyms[phrase] ?? ''));
        }
        typos.set(cacheKey, corrections);
      }
      for (const written of corrections) add(written, 'typo');
    }
    return terms;
  });
}

/**
 * The answers to a query, best first. Each word of the query (and each word
 * its synonyms add) may match; an answer's score grows with the share of
 * the query's words it matches (a word counting for more the fewer answers
 * use it, and for less when found only through a typo or only in the body),
 * and with a title holding every word.
 */
export function search(searchIndex: SearchIndex, query: string, limit = 20): SearchHit[] {
  const {index, rarity} = searchIndex;
  const terms = queryTerms(searchIndex, query);
  if (terms.length === 0) return [];
  const results = index.search(
    {
      combineWith: 'OR',
      queries: terms.map(({term, kind, prefix}) => ({
        queries: [term],
        prefix,
        fuzzy: false,
        boost: kind === 'synonym' ? TUNING.synonymBoost : TUNING.boost,
        weights: {fuzzy: 0, prefix: TUNING.weights.prefix},
        // A typo's correction scores as MiniSearch scores a fuzzy match.
        ...(kind === 'typo' && {boostTerm: () => TUNING.weights.fuzzy}),
      })),
    },
    // The terms are stemmed already: leave them as they are.
    {processTerm: (term) => term, bm25: TUNING.bm25},
  );
  const words_ = [...new Set(terms.map(({of}) => of))];
  /** What each query word weighs: the rarest of its terms that some answer uses (any, when none does). */
  const weightOf = new Map(
    words_.map((of) => {
      const own = terms.filter((entry) => entry.of === of).map(({term}) => rarity(term) ** TUNING.rarityPower);
      const used = own.filter((weight) => weight < rarity('') ** TUNING.rarityPower);
      return [of, Math.max(...(used.length > 0 ? used : own))];
    }),
  );
  const wanted = [...weightOf.values()].reduce((sum, weight) => sum + weight, 0);
  /** The query's terms by term (a term typed is looked up, not compared with each term a passage matched), and those matched as a prefix. */
  const exactTerms = new Map<string, QueryTerm[]>();
  for (const entry of terms) exactTerms.set(entry.term, [...(exactTerms.get(entry.term) ?? []), entry]);
  const prefixTerms = terms.filter(({prefix}) => prefix);
  // An answer is scored as its best passage, with the share of the query's words all its passages
  // match: how closely any of them matches each query word, 1 as typed or through a synonym, less
  // through a typo or in the body only.
  const answers = new Map<string, {best: SearchResult; closeness: Map<number, number>}>();
  for (const hit of results) {
    const url = String(hit.url);
    const answer = answers.get(url) ?? {best: hit, closeness: new Map<number, number>()};
    answers.set(url, answer);
    const found = ({of, kind}: QueryTerm, fields: readonly string[]) => {
      const body = fields.every((field) => field === 'text') ? TUNING.bodyShare : 1;
      const close = (kind === 'typo' ? TUNING.fuzzyShare : 1) * body;
      answer.closeness.set(of, Math.max(answer.closeness.get(of) ?? 0, close));
    };
    for (const indexed in hit.match) {
      const where = hit.match[indexed] ?? [];
      for (const entry of exactTerms.get(indexed) ?? []) found(entry, where);
      for (const entry of prefixTerms)
        if (entry.term !== indexed && indexed.startsWith(entry.term)) found(entry, where);
    }
  }
  const {titleTerms} = searchIndex;
  /** Each query word's terms as typed or corrected (a synonym's words do not make a title whole). */
  const ownTerms = words_.map((of) =>
    terms.filter((entry) => entry.of === of && entry.kind !== 'synonym').map(({term}) => term),
  );
  const shareOf = (closeness: Map<number, number>) =>
    [...closeness].reduce((sum, [of, close]) => sum + (weightOf.get(of) ?? 0) * close, 0) / wanted;
  // Legal text comes after a help entry that matches every word of the query, and as closely.
  const helpShare = Math.max(
    0,
    ...[...answers]
      .filter(([url, {closeness}]) => isHelp(url) && closeness.size === words_.length)
      .map(([, {closeness}]) => shareOf(closeness)),
  );
  return [...answers]
    .map(([url, {best, closeness}]) => {
      const share = shareOf(closeness);
      const inTitle = titleTerms.get(String(best.title));
      const wholeTitle = inTitle !== undefined && ownTerms.every((own) => own.some((term) => inTitle.has(term)));
      const after = isLegal(url) && share <= helpShare;
      return {best, after, score: best.score * share ** TUNING.sharePower * (wholeTitle ? TUNING.wholeTitle : 1)};
    })
    .sort((a, b) => Number(a.after) - Number(b.after) || b.score - a.score)
    .slice(0, limit)
    .map(({best, score}) => {
      const {url, title, page, text} = best as unknown as SearchRecord;
      // Snippets only for the answers shown: each reads the passage's whole text.
      return {url, title, page, text, score, snippet: snippetOf(text, best.terms)};
    });
}
