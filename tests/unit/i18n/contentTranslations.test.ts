/**
 * @jest-environment node
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import type {Config} from '@docusaurus/types';
import createConfig from '@site/docusaurus.config';
import {readSiteEnv} from '@site/src/data/siteEnv';
import {DOCS_VERSIONS} from '@site/src/data/docsVersions';
import {SAME_IN_TRANSLATION, SOURCE_HASH_KEY, recordedHash} from '@site/src/i18n/translationStatus';

/*
 * The Spanish patch notes, legal pages, navbar, footer and docs labels:
 * each English post and MDX page has a translation that says which English
 * revision it translates, keeps the source's facts (front matter, imports,
 * heading ids), shows src/data sentences through <DataText>, and every
 * interface message is Spanish except the names that read the same.
 */

const ROOT = path.resolve(__dirname, '../../..');
const LOCALE = 'es';
const LOCALE_DIR = path.join(ROOT, 'i18n', LOCALE);

type ContentSet = {name: string; source: string; target: string};

const CONTENT_SETS: readonly ContentSet[] = [
  {name: 'patch notes', source: 'blog', target: 'docusaurus-plugin-content-blog'},
  {name: 'MDX pages', source: 'src/pages', target: 'docusaurus-plugin-content-pages'},
];

/** Legal pages: the translation says the English text prevails and links to it. */
const LEGAL_PAGES = ['license.mdx', 'privacy-policy.mdx', 'privacy-policy-pro.mdx'] as const;

/** Front-matter keys whose values are prose, translated; every other key keeps the source's value. */
const TRANSLATED_KEYS = new Set(['title', 'description', 'sidebar_label']);

/** Components a translation may import beyond the source's imports: they show data texts and prices in its language. */
const TRANSLATION_IMPORTS = new Set([
  "import DataText from '@site/src/components/site/DataText';",
  "import Price from '@site/src/components/products/Price';",
]);

const read = (file: string) => readFileSync(file, 'utf8');

const mdxFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .sort();

const pairs = CONTENT_SETS.flatMap(({name, source, target}) =>
  mdxFiles(path.join(ROOT, source)).map((file) => ({
    set: name,
    file,
    english: path.join(ROOT, source, file),
    spanish: path.join(LOCALE_DIR, target, file),
  })),
);

const existing = pairs.filter(({spanish}) => existsSync(spanish));

function frontMatter(text: string): Record<string, unknown> {
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  return yaml === undefined ? {} : (parseYaml(yaml) as Record<string, unknown>);
}

const importsOf = (text: string): string[] =>
  [...text.matchAll(/^import\s[\s\S]*?from\s+'[^']+';$/gm)].map(([line]) => line.replace(/\s+/g, ' '));

/** The text after the front matter and the imports, without fenced code. */
const bodyOf = (text: string) =>
  text
    .replace(/^---\r?\n[\s\S]*?\r?\n---/, '')
    .replace(/^import\s[\s\S]*?from\s+'[^']+';$/gm, '')
    .replace(/^```[\s\S]*?^```/gm, '');

type Heading = {depth: number; text: string; id: string | null};

/** The `##`… headings of a document, with their explicit id (`{/* #id *\/}`) when they have one. */
function headingsOf(text: string): Heading[] {
  return [...bodyOf(text).matchAll(/^(#{2,6})\s+(.+?)\s*$/gm)].map(([, hashes, content]) => {
    const explicit = /\s*\{\/\*\s*#(\S+)\s*\*\/\}$/.exec(content as string);
    return {
      depth: (hashes as string).length,
      text: explicit ? (content as string).slice(0, explicit.index) : (content as string),
      id: explicit ? (explicit[1] as string) : null,
    };
  });
}

/** The id Docusaurus gives an English heading without an explicit one (GitHub's slug rules, for plain text). */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

const englishIds = (text: string) =>
  headingsOf(text).map(({depth, text: title, id}) => `${depth}:${id ?? slug(title)}`);

/** The value of each `src/data` name a file imports, so a test can tell sentences from facts. */
function dataValues(text: string): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const [, names, module] of text.matchAll(/^import\s+\{([^}]+)\}\s+from\s+'@site\/(src\/data\/[^']+)';$/gm)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module named by the MDX file, loaded as the build does.
    const exports = require(path.join(ROOT, module as string)) as Record<string, unknown>;
    for (const name of (names as string).split(',').map((n) => n.trim())) values.set(name, exports[name]);
  }
  return values;
}

describe('Spanish patch notes and MDX pages', () => {
  it('exist for every English post and MDX page', () => {
    const missing = pairs.filter(({spanish}) => !existsSync(spanish)).map(({spanish}) => path.relative(ROOT, spanish));
    expect(missing).toEqual([]);
    expect(pairs.length).toBeGreaterThanOrEqual(5);
  });

  describe.each(existing)('$set: $file', ({english, spanish}) => {
    const source = read(english);
    const translation = read(spanish);

    it(`records the English revision it translates (${SOURCE_HASH_KEY}: 12 hex digits)`, () => {
      expect(recordedHash(translation)).toMatch(/^[0-9a-f]{12}$/);
    });

    it('keeps every front-matter key of the source, and the value of every key that is not prose', () => {
      const en = frontMatter(source);
      const es = frontMatter(translation);
      expect(Object.keys(es).sort()).toEqual([...Object.keys(en), SOURCE_HASH_KEY].sort());
      for (const [key, value] of Object.entries(en)) {
        if (TRANSLATED_KEYS.has(key)) expect(typeof es[key]).toBe(typeof value);
        else expect([key, es[key]]).toEqual([key, value]);
      }
    });

    it('imports what the source imports (plus DataText and Price, which show data in Spanish)', () => {
      const sourceImports = importsOf(source);
      const translationImports = importsOf(translation);
      expect(
        translationImports.filter((line) => !sourceImports.includes(line) && !TRANSLATION_IMPORTS.has(line)),
      ).toEqual([]);
      expect(sourceImports.filter((line) => !translationImports.includes(line))).toEqual([]);
    });

    it("keeps the source's headings, each with an explicit id equal to the English one", () => {
      const headings = headingsOf(translation);
      expect(headings.filter(({id}) => id === null).map(({text}) => text)).toEqual([]);
      expect(headings.map(({depth, id}) => `${depth}:${id}`)).toEqual(englishIds(source));
    });

    it('shows the sentences of src/data with <DataText>, never as English interpolated into Spanish', () => {
      const values = dataValues(translation);
      const sentences = [...bodyOf(translation).matchAll(/(?<![=\w])\{([A-Za-z_$][\w$]*)\}/g)]
        .map(([, name]) => name as string)
        .filter((name) => typeof values.get(name) === 'string' && /[a-z]/i.test(values.get(name) as string));
      expect(sentences).toEqual([]);
    });
  });
});

describe('Spanish legal pages', () => {
  it.each(LEGAL_PAGES)('%s says, right after its title, that the English text prevails and links to it', (file) => {
    const translation = read(path.join(LOCALE_DIR, 'docusaurus-plugin-content-pages', file));
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

/** The site config as the build reads it, analytics on: the footer's Privacy settings link is checked too. */
const config = createConfig(
  readSiteEnv({STATICFORMS_ACCESS_KEY: 'test-access-key', GA_MEASUREMENT_ID: 'G-TRANSLATE01'}),
) as unknown as Config;

type ThemeConfig = {
  navbar: {title: string; logo: {alt: string}; items: {label?: string}[]};
  footer: {copyright: string; links: {title: string; items: {label: string}[]}[]};
};
const themeConfig = config.themeConfig as unknown as ThemeConfig;

type BlogOptions = {blogTitle: string; blogDescription: string; blogSidebarTitle?: string};
const presetOptions = (config.presets?.[0] as [string, {blog: BlogOptions}])[1];

/** Docusaurus' own English defaults the config does not override. */
const DOCUSAURUS_DEFAULTS = {blogSidebarTitle: 'Recent posts'};

/** The English message of every key of each translation file, from the config that produces them. */
const ENGLISH: Record<string, Record<string, string>> = {
  'docusaurus-theme-classic/navbar.json': {
    title: themeConfig.navbar.title,
    'logo.alt': themeConfig.navbar.logo.alt,
    ...Object.fromEntries(
      themeConfig.navbar.items.flatMap(({label}) => (label ? [[`item.label.${label}`, label]] : [])),
    ),
  },
  'docusaurus-theme-classic/footer.json': {
    ...Object.fromEntries(
      themeConfig.footer.links.flatMap(({title, items}): [string, string][] => [
        [`link.title.${title}`, title],
        ...items.map(({label}): [string, string] => [`link.item.label.${label}`, label]),
      ]),
    ),
    copyright: themeConfig.footer.copyright,
  },
  'docusaurus-plugin-content-blog/options.json': {
    title: presetOptions.blog.blogTitle,
    description: presetOptions.blog.blogDescription,
    'sidebar.title': presetOptions.blog.blogSidebarTitle ?? DOCUSAURUS_DEFAULTS.blogSidebarTitle,
  },
  ...Object.fromEntries(
    Object.entries(DOCS_VERSIONS).map(([version, {label}]) => [
      `docusaurus-plugin-content-docs/${version === 'current' ? version : `version-${version}`}.json`,
      {'version.label': label},
    ]),
  ),
};

/** Names that read the same in Spanish, beyond the site-wide list: the footer's "X (Twitter)". */
const sameInSpanish = (message: string) =>
  SAME_IN_TRANSLATION.test(message.trim()) ||
  message.split(/\s*[()]\s*/).every((part) => part === '' || SAME_IN_TRANSLATION.test(part));

describe.each(Object.entries(ENGLISH))('Spanish %s', (file, english) => {
  const messages = JSON.parse(read(path.join(LOCALE_DIR, file))) as Record<string, {message: string}>;

  it('has a message for every English one, and no other', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
  });

  it('translates every message except names that read the same in Spanish', () => {
    const untranslated = Object.entries(english)
      .filter(([key, message]) => messages[key]?.message === message && !sameInSpanish(message))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders and the facts of each message', () => {
    const factsOf = (text: string) => [...text.matchAll(/\{\w+\}|\d+(?:\.\d+)*/g)].map(([fact]) => fact).sort();
    for (const [key, message] of Object.entries(english))
      expect([key, factsOf(messages[key]?.message ?? '')]).toEqual([key, factsOf(message)]);
  });
});
