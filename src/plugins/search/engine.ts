/**
 * The site's search, the same in the browser and in `npm run search:eval`:
 * records written by the build (./records.ts) go into a MiniSearch index, and
 * a query is read the way streamers type it.
 *
 * - Words as typed: case, accents and apostrophes fold away (`can't`,
 *   `cant`), and both the records and the query go through the same
 *   stemmer of the page's language.
 * - Never a dead end while a word matches: any word may match (OR), and
 *   answers matching more of the query's words, title words over body
 *   words, come first.
 * - Typos: one edit from four letters as typed, two from eight; never on
 *   shorter words, and a fuzzy match always scores under an exact one.
 * - The last word matches as a prefix, for the word being typed.
 * - The users' words: each language's synonyms (./synonyms) add the help's
 *   words to a query that uses other ones ("crash" also looks for "closes").
 */
import MiniSearch, {type SearchResult} from 'minisearch';

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

/** Lower case, no accents, no apostrophes: `Can’t CONNECT` → `cant connect`. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '');
}

/**
 * The words of a text, folded: letters and digits, keeping `1.6.1`, `5.99`
 * (and `5,99`) and `dh_styles` whole, and parting `800x600`.
 */
export function words(text: string): string[] {
  const plain = fold(text)
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/(\d)x(\d)/g, '$1 $2');
  return plain.match(/[\p{L}\p{N}]+(?:[._][\p{L}\p{N}]+)*/gu) ?? [];
}

/** The indexed form of a word: folded, then stemmed. */
function termOf(word: string, language: SearchLanguage): string | null {
  if (language.stopWords.has(word)) return null;
  return /\d/.test(word) ? word : language.stem(word);
}

const FIELDS = ['title', 'keywords', 'text', 'page'] as const;

/**
 * An index of the records, for one language: MiniSearch's, how rare each
 * term is, and every word the records use (as written, folded) with its term,
 * for typos.
 */
export type SearchIndex = {
  index: MiniSearch<SearchRecord & {id: number}>;
  rarity: (term: string) => number;
  vocabulary: ReadonlyMap<string, string>;
};

/** An index of the records, for one language. */
export function createIndex(records: readonly SearchRecord[], language: SearchLanguage): SearchIndex {
  // An answer may be several records (its passages), under one address: each gets a number.
  const index = new MiniSearch<SearchRecord & {id: number}>({
    idField: 'id',
    fields: [...FIELDS],
    storeFields: ['url', 'title', 'page', 'text'],
    tokenize: words,
    processTerm: (word) => termOf(word, language),
  });
  index.addAll(records.map((record, id) => ({...record, id})));
  const vocabulary = new Map<string, string>();
  // How many answers use each term: a word most answers use says little about which one is sought.
  const termsByAnswer = new Map<string, Set<string>>();
  for (const record of records) {
    const terms = termsByAnswer.get(record.url) ?? new Set<string>();
    termsByAnswer.set(record.url, terms);
    for (const word of FIELDS.flatMap((field) => words(record[field] ?? ''))) {
      const term = termOf(word, language);
      if (term === null) continue;
      terms.add(term);
      vocabulary.set(word, term);
    }
  }
  const counts = new Map<string, number>();
  for (const terms of termsByAnswer.values()) for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  const total = termsByAnswer.size;
  return {index, vocabulary, rarity: (term) => Math.log(1 + total / (counts.get(term) ?? 1))};
}

/**
 * The query, word by word, each with the words its synonyms add for it. A
 * phrase of several words that a synonym names ("wont open") is read as one
 * word: answers matching it are not also counted as matching each of its
 * words ("open").
 */
function queryWords(query: string, language: SearchLanguage): {typed: string[]; also: string[]}[] {
  const found: {typed: string[]; also: string[]}[] = words(query).map((word) => ({typed: [word], also: []}));
  const phrases = Object.entries(language.synonyms)
    .map(([phrase, replacement]) => ({phrase: words(phrase), also: words(replacement)}))
    // The longest phrase first: "doesnt start" before "start".
    .sort((a, b) => b.phrase.length - a.phrase.length);
  for (const {phrase, also} of phrases) {
    for (let at = 0; at + phrase.length <= found.length; at += 1) {
      const here = found.slice(at, at + phrase.length);
      if (!here.every((unit, i) => unit.typed.length === 1 && unit.typed[0] === phrase[i])) continue;
      found.splice(at, phrase.length, {typed: phrase, also: [...here.flatMap((unit) => unit.also), ...also]});
    }
  }
  return found
    .map(({typed, also}) => ({typed: typed.filter((word) => !language.stopWords.has(word)), also}))
    .filter(({typed, also}) => typed.length + also.length > 0);
}

/** Edits a word as typed may contain: none under four letters, one from four, two from eight. */
export const typoTolerance = (word: string): number => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/**
 * Whether two words are at most `edits` typos apart: a letter added, left
 * out, changed, or two neighbours swapped (`ptach` → `patch`).
 */
export function withinEdits(a: string, b: string, edits: number): boolean {
  if (Math.abs(a.length - b.length) > edits) return false;
  // The edit distance, row by row: `row[j]` is the distance from a's first i letters to b's first j.
  const at = (row: readonly number[], j: number) => row[j] ?? Infinity;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(at(previous, j) + 1, at(row, j - 1) + 1, at(previous, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        distance = Math.min(distance, at(before, j - 2) + 1);
      row.push(distance);
    }
    if (Math.min(...row) > edits) return false;
    before = previous;
    previous = row;
  }
  return at(previous, b.length) <= edits;
}

/** A short passage of the text around the first word it matched, or its start. */
function snippetOf(text: string, matched: readonly string[], length = 140): string {
  const folded = fold(text);
  let at = -1;
  for (const term of matched) {
    const found = folded.search(new RegExp(`(?:^|[^\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u'));
    if (found >= 0 && (at < 0 || found < at)) at = found;
  }
  if (at < 0 || text.length <= length) return text.slice(0, length).trim() + (text.length > length ? '…' : '');
  const start = Math.max(0, at - 40);
  const from = start === 0 ? 0 : text.indexOf(' ', start) + 1;
  const cut = text.slice(from, from + length);
  return `${from > 0 ? '…' : ''}${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).trim()}…`;
}

/** How a query term stands for a query word: as typed, as a typo's correction, or added by a synonym. */
type TermKind = 'typed' | 'typo' | 'synonym';

/** Each term a query searches for, with the query word (its position) it stands for. */
type QueryTerm = {term: string; of: number; kind: TermKind; prefix: boolean};

/**
 * The terms of a query: each word as typed (the last one also as a prefix),
 * the words a typo may stand for when a word is none the records use, and
 * the words synonyms add.
 */
export function queryTerms({vocabulary, index}: SearchIndex, query: string, language: SearchLanguage): QueryTerm[] {
  const asked = queryWords(query, language);
  const last = asked.length - 1;
  const known = (word: string) => vocabulary.has(word) || index.termCount === 0;
  const single = Object.keys(language.synonyms).filter((phrase) => !phrase.includes(' '));
  return asked.flatMap(({typed, also}, of) => {
    const terms: QueryTerm[] = [];
    const add = (word: string, kind: TermKind, prefix = false) => {
      const term = termOf(word, language) ?? word;
      if (!terms.some((entry) => entry.term === term && entry.prefix === prefix)) terms.push({term, of, kind, prefix});
    };
    for (const word of also) add(word, 'synonym');
    for (const word of typed) {
      const typing = of === last && typed.length === 1 && word.length >= 2;
      add(word, 'typed', typing);
      const edits = /\d/.test(word) || known(word) || also.length > 0 ? 0 : typoTolerance(word);
      if (edits === 0) continue;
      /** A word the records use that this one may be a typo of (or, being typed, of its start). */
      const near = (written: string) =>
        withinEdits(written, word, edits) ||
        (typing && [-1, 0, 1].some((more) => withinEdits(written.slice(0, word.length + more), word, edits)));
      for (const [written] of vocabulary) if (near(written)) add(written, 'typo');
      for (const phrase of single)
        if (withinEdits(phrase, word, edits))
          for (const added of words(language.synonyms[phrase] ?? '')) add(added, 'typo');
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
export function search(searchIndex: SearchIndex, query: string, language: SearchLanguage, limit = 20): SearchHit[] {
  const {index, rarity} = searchIndex;
  const terms = queryTerms(searchIndex, query, language);
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
  /** How closely a passage matches each query word: 1 as typed or through a synonym, less through a typo or in the body only. */
  const closenessOf = (hit: SearchResult) => {
    const found = Object.entries(hit.match);
    const closeness = new Map<number, number>();
    for (const {term, of, kind, prefix} of terms) {
      const fields = found
        .filter(([indexed]) => indexed === term || (prefix && indexed.startsWith(term)))
        .flatMap(([, where]) => where);
      if (fields.length === 0) continue;
      const body = fields.every((field) => field === 'text') ? TUNING.bodyShare : 1;
      const close = (kind === 'typo' ? TUNING.fuzzyShare : 1) * body;
      closeness.set(of, Math.max(closeness.get(of) ?? 0, close));
    }
    return closeness;
  };
  // An answer is scored as its best passage, with the share of the query's words all its passages match.
  const answers = new Map<string, {best: SearchResult; closeness: Map<number, number>}>();
  for (const hit of results) {
    const url = String(hit.url);
    const answer = answers.get(url) ?? {best: hit, closeness: new Map<number, number>()};
    answers.set(url, answer);
    for (const [of, close] of closenessOf(hit))
      answer.closeness.set(of, Math.max(answer.closeness.get(of) ?? 0, close));
  }
  return [...answers.values()]
    .map(({best, closeness}) => {
      const share = [...closeness].reduce((sum, [of, close]) => sum + (weightOf.get(of) ?? 0) * close, 0) / wanted;
      const inTitle = new Set(words(String(best.title)).map((word) => termOf(word, language)));
      const wholeTitle = words_.every((of) =>
        terms.some((entry) => entry.of === of && entry.kind !== 'synonym' && inTitle.has(entry.term)),
      );
      const score = best.score * share ** TUNING.sharePower * (wholeTitle ? TUNING.wholeTitle : 1);
      const record = best as unknown as SearchRecord;
      return {
        url: record.url,
        title: record.title,
        page: record.page,
        text: record.text,
        score,
        snippet: snippetOf(record.text, best.terms),
      };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
