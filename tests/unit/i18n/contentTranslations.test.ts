/**
 * @jest-environment node
 */
/*
 * What stays strict about the Spanish posts, legal pages and help while
 * English comes first: an anchor means the same section in both languages,
 * and each legal page says the English text prevails. Everything else a
 * translation may lag behind on is listed by `npm run translations:status`
 * and never fails a test; facts (front matter, imports, help entries) are
 * taken from the English by the build itself (src/plugins/help/translations.ts).
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {contentSets} from '@site/src/plugins/help/translations';
import {SITE_DIR} from '../helpers/helpDocs';

const LOCALE = 'es';

/** Legal pages: the translation says the English text prevails and links to it. */
const LEGAL_PAGES = ['license.mdx', 'privacy-policy.mdx', 'privacy-policy-pro.mdx'] as const;

const read = (file: string) => readFileSync(file, 'utf8');

/** The text after the front matter and the imports, without fenced code. */
const bodyOf = (text: string) =>
  text
    .replace(/^---\r?\n[\s\S]*?\r?\n---/, '')
    .replace(/^import\s[\s\S]*?from\s+'[^']+';$/gm, '')
    .replace(/^```[\s\S]*?^```/gm, '');

/** The `##`… headings of a document, with their explicit id (`{/* #id *\/}`) when they have one. */
const headingsOf = (text: string) =>
  [...bodyOf(text).matchAll(/^(#{2,6})\s+(.+?)\s*$/gm)].map(([, , content]) => ({
    text: content!,
    id: /\{\/\*\s*#(\S+)\s*\*\/\}$/.exec(content!)?.[1] ?? null,
  }));

/** The id Docusaurus gives an English heading without an explicit one (GitHub's slug rules, for plain text). */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

const pairs = contentSets(SITE_DIR).flatMap(({source, target}) =>
  readdirSync(path.join(SITE_DIR, source))
    .filter((name) => /\.mdx?$/.test(name))
    .map((file) => ({
      file: `${source}/${file}`,
      english: path.join(SITE_DIR, source, file),
      spanish: path.join(SITE_DIR, target(LOCALE), file),
    }))
    .filter(({spanish}) => existsSync(spanish)),
);

describe('Spanish headings', () => {
  it.each(pairs.map(({file, english, spanish}) => [file, english, spanish]))(
    'of %s carry the id of an English heading, so an anchor means the same section in both languages',
    (_file, english, spanish) => {
      const englishIds = new Set(headingsOf(read(english)).map(({text, id}) => id ?? slug(text)));
      const headings = headingsOf(read(spanish));
      expect(headings.filter(({id}) => id === null).map(({text}) => text)).toEqual([]);
      expect(headings.map(({id}) => id).filter((id) => !englishIds.has(id!))).toEqual([]);
    },
  );
});

describe('Spanish legal pages', () => {
  it.each(LEGAL_PAGES)('%s says, right after its title, that the English text prevails and links to it', (file) => {
    const translation = read(path.join(SITE_DIR, 'i18n', LOCALE, 'docusaurus-plugin-content-pages', file));
    const afterTitle = bodyOf(translation)
      .trim()
      .split(/\r?\n\s*\r?\n/);
    expect(afterTitle[0]).toMatch(/^# \S/);
    const notice = afterTitle[1] ?? '';
    expect(notice).toMatch(/prevalece el texto en inglés/);
    // pathname:// keeps Docusaurus from localizing the link; `/..` leaves the /es/ base path.
    const route = file.replace(/\.mdx$/, '');
    expect(notice).toContain(`](pathname:///../${route})`);
  });
});
