/**
 * @jest-environment node
 */
import {belowFloor, floorOf, type LocaleReport, type Miss} from '../../../search/evaluate';

/** A language's report from its queries' answers: each query accepts `/a/<query>`. */
function report(answers: Record<string, string | undefined>): LocaleReport {
  const results: Miss[] = Object.entries(answers).map(([query, got]) => ({
    query,
    category: 'symptom',
    accept: [`/a/${query}`],
    got: got === undefined ? [] : [got],
  }));
  const hits = results.filter(({accept, got}) => accept[0] === got[0]).length;
  const total = {
    queries: results.length,
    hit1: hits,
    hit3: hits,
    noResults: results.filter(({got}) => got.length === 0).length,
  };
  return {
    locale: 'en',
    total,
    categories: {symptom: total},
    results,
    misses: results.filter(({accept, got}) => accept[0] !== got[0]),
  };
}

const queries = Array.from({length: 10}, (_, at) => `q${at}`);
const allFound = Object.fromEntries(queries.map((query) => [query, `/a/${query}`]));
const FLOOR = floorOf([report(allFound)]);

describe('the search floor', () => {
  it('holds while the answers are the same, and tolerates one query moving', () => {
    expect(belowFloor([report(allFound)], FLOOR)).toEqual([]);
    expect(belowFloor([report({...allFound, q3: '/elsewhere'})], FLOOR)).toEqual([]);
  });

  it('names the queries whose answers moved, before and after, and how to fix or accept them', () => {
    const problems = belowFloor([report({...allFound, q3: '/elsewhere', q7: undefined})], FLOOR);
    expect(problems[0]).toBe('en: the search fell below its floor: hit@1 80% (floor 100%), hit@3 80% (floor 100%).');
    expect(problems).toContain('  "q3" (symptom): /a/q3 → /elsewhere');
    expect(problems).toContain('  "q7" (symptom): /a/q7 → nothing');
    expect(problems.at(-1)).toMatch(/synonyms\/en\.ts.*keywords=.*npm run search:eval -- --update-floor/);
  });

  it('says when new queries, not moved ones, pulled the figures down', () => {
    const problems = belowFloor([report({...allFound, n1: '/x', n2: '/y', n3: '/z'})], FLOOR);
    expect(problems[1]).toMatch(/No query of the floor lost its answer/);
  });
});
