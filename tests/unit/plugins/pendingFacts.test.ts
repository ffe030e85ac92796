/**
 * @jest-environment node
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {LINKS_TO_CONFIRM, SOCIAL_LINKS} from '@site/src/data/links';
import {OVERVIEW_VIDEO, STORE_WIDGETS} from '@site/src/data/media';
import {compareVersions} from '@site/src/utils/compareVersions';
import {
  BLOG_DIR,
  factsCountLine,
  formatFactsReport,
  LINKS_FILE,
  MEDIA_FILE,
  lineOf,
  pendingFacts,
  readReleases,
  sitePendingFacts,
  type FactSources,
} from '@site/src/plugins/pendingFacts';

const SITE_DIR = path.join(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(SITE_DIR, file), 'utf8');

/** The site's own sources, with some values replaced. */
function sources(overrides: Partial<FactSources> = {}): FactSources {
  return {
    links: LINKS_TO_CONFIRM,
    video: OVERVIEW_VIDEO,
    widgets: STORE_WIDGETS,
    releases: [
      {version: '1.6', firstRelease: false},
      {version: '1.6.1', firstRelease: false},
    ],
    readSource: read,
    ...overrides,
  };
}

describe('lineOf', () => {
  const text = 'a: {\n  id: null,\n},\nb: {\n  id: null,\n}';
  it('finds each anchor after the one before it', () => {
    expect(lineOf(text, ['b: {', 'id'])).toBe(5);
    expect(lineOf(text, ['id'])).toBe(2);
    expect(lineOf(text, ['c: {', 'id'])).toBeUndefined();
  });
});

describe('the site’s pending facts', () => {
  const facts = sitePendingFacts(SITE_DIR);

  it('lists every marked address, every missing embed id and the older patch notes', () => {
    const expected =
      LINKS_TO_CONFIRM.length +
      (OVERVIEW_VIDEO.youtubeId === null ? 1 : 0) +
      Object.values(STORE_WIDGETS).filter(({itchGameId}) => itchGameId === null).length +
      1;
    expect(facts).toHaveLength(expected);
    const [oldest] = readReleases(SITE_DIR)
      .map(({version}) => version)
      .sort(compareVersions);
    expect(facts.at(-1)?.file).toBe(`${BLOG_DIR}/`);
    expect(facts.at(-1)?.fact).toContain(`before ${oldest}`);
  });

  it('points each fact at the line to change', () => {
    for (const {file, line, fact} of facts) {
      if (file.endsWith('/')) continue;
      expect(line).toBeDefined();
      const text = read(file).split('\n')[line! - 1]!;
      if (file === LINKS_FILE) {
        const link = LINKS_TO_CONFIRM.find(({label}) => fact.includes(label))!;
        expect(text).toContain(link.href ?? link.label);
      } else {
        expect(file).toBe(MEDIA_FILE);
        expect(text).toMatch(/youtubeId: null|itchGameId: null/);
      }
    }
  });

  it('names the Ko-fi page as missing while it has no address', () => {
    const kofi = facts.find(({fact}) => fact.includes('Ko-fi'));
    expect(kofi === undefined).toBe(SOCIAL_LINKS.kofi.href !== null);
  });

  it('reads the version of every patch note (each file is named after its version)', () => {
    const files = readdirSync(path.join(SITE_DIR, 'blog')).filter((file) => /\.mdx?$/.test(file));
    expect(
      readReleases(SITE_DIR)
        .map(({version}) => version)
        .sort(),
    ).toEqual(files.map((file) => file.replace(/^v|\.mdx?$/g, '')).sort());
  });
});

describe('pendingFacts', () => {
  it('drops a fact once the owner has supplied it', () => {
    const all = pendingFacts(sources());
    const done = pendingFacts(
      sources({
        links: [],
        video: {...OVERVIEW_VIDEO, youtubeId: 'abcdefghijk'},
        widgets: {one: {...STORE_WIDGETS.desktopPro, itchGameId: 5}},
        releases: [
          {version: '0.9', firstRelease: true},
          {version: '1.6', firstRelease: false},
        ],
      }),
    );
    expect(all.length).toBeGreaterThan(0);
    expect(done).toEqual([]);
  });

  it('asks for the notes before the oldest one written', () => {
    const [fact] = pendingFacts(
      sources({
        links: [],
        video: {...OVERVIEW_VIDEO, youtubeId: 'abcdefghijk'},
        widgets: {},
        releases: [
          {version: '1.5.2', firstRelease: false},
          {version: '1.6', firstRelease: false},
        ],
      }),
    );
    expect(fact?.fact).toContain('before 1.5.2');
  });
});

describe('the report', () => {
  it('gives the place, the fact and what the site does now', () => {
    const report = formatFactsReport([{fact: 'The id', now: 'A link.', file: 'src/data/media.ts', line: 7}]);
    expect(report).toBe('1 fact awaits the owner:\n\nsrc/data/media.ts:7\n  The id\n  Now: A link.\n');
    expect(formatFactsReport([])).toBe('No facts await the owner.\n');
  });

  it('gives the build one line with the count', () => {
    expect(factsCountLine(10)).toBe('10 facts await the owner before launch: run "npm run facts" to list them.');
    expect(factsCountLine(0)).toBe('No facts await the owner.');
  });
});
