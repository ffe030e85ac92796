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
  /** Scores of fuzzy and prefix matches, against 1 for an exact one. */
  weights: {fuzzy: 0.3, prefix: 0.5},
  /** An answer's score is multiplied by (share of the query's words it matches) to this power. */
  sharePower: 2,
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

/** The words of a text, folded: letters and digits, keeping `1.6.1`, `5.99` and `dh_styles` whole. */
export function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+(?:[._][\p{L}\p{N}]+)*/gu) ?? [];
}

/** The indexed form of a word: folded, then stemmed. */
function termOf(word: string, language: SearchLanguage): string | null {
  if (language.stopWords.has(word)) return null;
  return /\d/.test(word) ? word : language.stem(word);
}

const FIELDS = ['title', 'keywords', 'text', 'page'] as const;

/** An index of the records, for one language. */
export function createIndex(records: readonly SearchRecord[], language: SearchLanguage): MiniSearch<SearchRecord> {
  const index = new MiniSearch<SearchRecord>({
    idField: 'url',
    fields: [...FIELDS],
    storeFields: ['url', 'title', 'page', 'text'],
    tokenize: words,
    processTerm: (word) => termOf(word, language),
  });
  index.addAll(records as SearchRecord[]);
  return index;
}

/** The query's words, each with the words its synonyms add for it. */
function queryWords(query: string, language: SearchLanguage): {word: string; also: string[]}[] {
  const typed = words(query);
  const folded = ` ${typed.join(' ')} `;
  const found = typed.map((word) => ({word, also: [] as string[]}));
  for (const [phrase, replacement] of Object.entries(language.synonyms)) {
    const key = ` ${words(phrase).join(' ')} `;
    const at = folded.indexOf(key);
    if (at < 0) continue;
    // The synonym's words go with the first word of the phrase it matched.
    const position = folded.slice(0, at).trim().split(' ').filter(Boolean).length;
    const target = found[position];
    if (target) target.also.push(...words(replacement));
  }
  return found.filter(({word, also}) => !language.stopWords.has(word) || also.length > 0);
}

/** Edits a word as typed may contain: none under four letters, one from four, two from eight. */
export const typoTolerance = (word: string): number => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

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

/**
 * The answers to a query, best first. Each word of the query (and each word
 * its synonyms add) may match; an answer's score grows with the share of
 * the query's words it matches, and with an exact title.
 */
export function search(
  index: MiniSearch<SearchRecord>,
  query: string,
  language: SearchLanguage,
  limit = 20,
): SearchHit[] {
  const asked = queryWords(query, language);
  if (asked.length === 0) return [];
  const last = asked.length - 1;
  /** Each query term (stemmed), with the query word it stands for. */
  const terms: {term: string; of: number; typed: string; synonym: boolean}[] = asked.flatMap(({word, also}, of) => [
    ...[word].map((typed) => ({term: termOf(typed, language) ?? typed, of, typed, synonym: false})),
    ...also.map((typed) => ({term: termOf(typed, language) ?? typed, of, typed, synonym: true})),
  ]);
  const byTerm = new Map(terms.map((entry) => [entry.term, entry]));
  const results = index.search(
    {
      combineWith: 'OR',
      queries: terms.map(({term, typed, of, synonym}) => ({
        queries: [term],
        combineWith: 'OR',
        // The word being typed is a prefix; a synonym is a whole word.
        prefix: !synonym && of === last && typed.length >= 2,
        fuzzy: synonym ? false : typoTolerance(typed),
        boost: synonym ? TUNING.synonymBoost : TUNING.boost,
      })),
    },
    // The terms are stemmed already: leave them as they are.
    {processTerm: (term) => term, weights: TUNING.weights},
  );
  const wanted = asked.length;
  const titleWords = (hit: SearchResult) => new Set(words(String(hit.title)).map((word) => termOf(word, language)));
  const typedTerms = terms.filter(({synonym}) => !synonym).map(({term}) => term);
  return results
    .map((hit) => {
      const matched = new Set(hit.queryTerms.map((term) => byTerm.get(term)?.of).filter((of) => of !== undefined));
      const share = matched.size / wanted;
      const inTitle = titleWords(hit);
      const wholeTitle = typedTerms.length > 0 && typedTerms.every((term) => inTitle.has(term));
      const score = hit.score * share ** TUNING.sharePower * (wholeTitle ? TUNING.wholeTitle : 1);
      const record = hit as unknown as SearchRecord;
      return {
        url: record.url,
        title: record.title,
        page: record.page,
        text: record.text,
        score,
        snippet: snippetOf(record.text, hit.terms),
      };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
