/**
 * The larger help `npm run bench:scale` measures, made in a scratch copy of
 * the site from the real one:
 *
 * - entries ×N: each help entry of every version and language gets N − 1
 *   generated copies, grouped by round at the end of its page. A copy is
 *   marked in its title ("Generated 2: …") and id (`proxyButtonsGen2`), and
 *   its prose words are swapped, round by round, for other words of the same
 *   page: the copies read like help (the same words, as often) without
 *   repeating it, which gzip would otherwise squeeze to nothing. Translations
 *   are recorded as current (`npm run translations:mark`);
 * - versions ×N: N − 1 older releases (0.1, 0.2, …), copies of the released
 *   help and its translations;
 * - locales: pseudo-locales (qa, qb, …), copies of Spanish, known to the
 *   site's locale tables as Spanish.
 */
import {execFileSync} from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import createJiti from 'jiti';

const PSEUDO_LOCALES = ['qa', 'qb', 'qc', 'qd', 'qe', 'qf', 'qg', 'qh'];
const SPANISH = 'es';

const read = (dir, file) => readFileSync(path.join(dir, file), 'utf8');
const write = (dir, file, text) => writeFileSync(path.join(dir, file), text);
/** The names in a folder of the copy (none when it is no folder). */
const list = (dir, sub) =>
  statSync(path.join(dir, sub), {throwIfNoEntry: false})?.isDirectory() ? readdirSync(path.join(dir, sub)) : [];

/**
 * The site's files as git sees them (tracked, and new files not ignored) in
 * a new folder of the system's temporary folder, with a node_modules of its
 * own whose entries link to the site's: the bundler's cache
 * (node_modules/.cache) is the copy's, so its first build is cold.
 */
export function scratchCopy(root, name) {
  const dir = mkdtempSync(path.join(tmpdir(), `deckhopper-scale-${name}-`));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root})
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    copyFileSync(path.join(root, file), path.join(dir, file));
  }
  const modules = realpathSync(path.join(root, 'node_modules'));
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(modules).filter((entry) => entry !== '.cache'))
    symlinkSync(path.join(modules, entry), path.join(dir, 'node_modules', entry));
  return dir;
}

/** A help entry: its opening tag on one line, its body, its closing tag alone on a line. */
const ENTRY = /^<Accordion\b[^\n]*>\n[\s\S]*?^<\/Accordion>$/gm;
/** What a word swap must leave as it is: code, JSX, expressions, link targets, addresses, admonition names, entities. */
const KEPT = /(`[^`]*`|<[^>]*>|\{[^}]*\}|\]\([^)]*\)|https?:\/\/\S+|:::[\w-]*(?:\[[^\]]*\])?|&\w+;)/;
/** A lower-case word of four letters or more, not part of a longer name (`dh_embed`, `--no-window`). */
const WORD = /(?<![\p{L}\p{N}_-])\p{Ll}{4,}(?![\p{L}\p{N}_-])/gu;

/** The prose of an entry's lines: not JSX lines, not code blocks, not inside a tag or an expression left open. */
function proseLines(body, change) {
  let fence = false;
  let depth = 0;
  return body
    .split('\n')
    .map((line) => {
      const before = depth;
      depth += (line.match(/\{/g)?.length ?? 0) - (line.match(/\}/g)?.length ?? 0);
      if (/^\s*```/.test(line)) fence = !fence;
      if (fence || before > 0 || /^\s*(?:<|```|import |export )/.test(line)) return line;
      return line
        .split(KEPT)
        .map((part, at) => (at % 2 === 1 ? part : change(part)))
        .join('');
    })
    .join('\n');
}

/** A swap of the page's words, the same on every run for a round: a seeded shuffle. */
function swapOf(vocabulary, round) {
  let seed = round * 7919 + vocabulary.length;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const shuffled = [...vocabulary];
  for (let at = shuffled.length - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [shuffled[at], shuffled[other]] = [shuffled[other], shuffled[at]];
  }
  const map = new Map(vocabulary.map((word, at) => [word, shuffled[at]]));
  return (text) => text.replace(WORD, (word) => map.get(word) ?? word);
}

/** Copy `round` of an entry: its id and title marked, its words swapped, its former ids dropped (they belong to the original). */
function copyOf(entry, round, swap) {
  const [tag, ...body] = entry.split('\n');
  const opening = tag
    .replace(/ id="(\w+)"/, ` id="$1Gen${round}"`)
    .replace(/ title="([^"]*)"/, (_, title) => ` title="Generated ${round}: ${swap(title)}"`)
    .replace(/ keywords="([^"]*)"/, (_, keywords) => ` keywords="${swap(keywords)}"`)
    .replace(/ formerIds=\{[^}]*\}/, '');
  return [opening, proseLines(body.join('\n'), swap)].join('\n');
}

/** Multiplies the entries of one help file; returns the ids it added. */
function multiplyFile(dir, file, times) {
  const text = read(dir, file);
  const entries = text.match(ENTRY) ?? [];
  if (entries.length === 0 || times <= 1) return [];
  const words = new Set();
  for (const entry of entries)
    proseLines(entry, (part) => (part.match(WORD)?.forEach((word) => words.add(word)), part));
  const vocabulary = [...words].sort();
  const copies = [];
  for (let round = 2; round <= times; round += 1) {
    const swap = swapOf(vocabulary, round);
    copies.push(...entries.map((entry) => copyOf(entry, round, swap)));
  }
  const last = entries.at(-1);
  const end = text.lastIndexOf(last) + last.length;
  write(dir, file, `${text.slice(0, end)}\n\n${copies.join('\n\n')}${text.slice(end)}`);
  return copies.map((copy) => copy.match(/ id="(\w+)"/)[1]);
}

/** Every help file: each version's English, then each translation. */
function helpFiles(dir) {
  const english = [
    ...list(dir, 'docs').map((name) => `docs/${name}`),
    ...list(dir, 'versioned_docs').flatMap((version) =>
      list(dir, `versioned_docs/${version}`).map((name) => `versioned_docs/${version}/${name}`),
    ),
  ];
  const translated = list(dir, 'i18n').flatMap((locale) =>
    list(dir, `i18n/${locale}/docusaurus-plugin-content-docs`).flatMap((version) =>
      list(dir, `i18n/${locale}/docusaurus-plugin-content-docs/${version}`).map(
        (name) => `i18n/${locale}/docusaurus-plugin-content-docs/${version}/${name}`,
      ),
    ),
  );
  const mdx = (file) => file.endsWith('.mdx');
  return {english: english.filter(mdx), translated: translated.filter(mdx)};
}

function multiplyEntries(dir, times) {
  const {english, translated} = helpFiles(dir);
  for (const file of english) multiplyFile(dir, file, times);
  for (const file of translated) {
    const ids = multiplyFile(dir, file, times);
    if (ids.length > 0)
      execFileSync(process.execPath, ['scripts/translations-mark.mjs', file, ...ids], {cwd: dir, stdio: 'ignore'});
  }
}

/** Older releases, 0.1 to 0.(count), copies of the released help, its sidebar and its translations. */
function addVersions(dir, count) {
  const versions = JSON.parse(read(dir, 'versions.json'));
  const [released] = versions;
  for (let number = count; number >= 1; number -= 1) {
    const version = `0.${number}`;
    cpSync(path.join(dir, `versioned_docs/version-${released}`), path.join(dir, `versioned_docs/version-${version}`), {
      recursive: true,
    });
    copyFileSync(
      path.join(dir, `versioned_sidebars/version-${released}-sidebars.json`),
      path.join(dir, `versioned_sidebars/version-${version}-sidebars.json`),
    );
    for (const locale of list(dir, 'i18n')) {
      const docs = `i18n/${locale}/docusaurus-plugin-content-docs`;
      if (!existsSync(path.join(dir, docs, `version-${released}`))) continue;
      cpSync(path.join(dir, docs, `version-${released}`), path.join(dir, docs, `version-${version}`), {
        recursive: true,
      });
      const labels = JSON.parse(read(dir, `${docs}/version-${released}.json`));
      labels['version.label'] = {message: version, description: `The label for version ${version}`};
      write(dir, `${docs}/version-${version}.json`, JSON.stringify(labels, null, 2));
    }
    versions.push(version);
  }
  write(dir, 'versions.json', JSON.stringify(versions));
}

/** Pseudo-locales copied from Spanish, which every table of the site keyed by locale reads as Spanish. */
function addLocales(dir, count) {
  const added = PSEUDO_LOCALES.slice(0, count);
  if (added.length === 0) return;
  for (const locale of added)
    cpSync(path.join(dir, `i18n/${SPANISH}`), path.join(dir, `i18n/${locale}`), {recursive: true});
  const quoted = added.map((locale) => `'${locale}'`).join(', ');
  const locales = read(dir, 'src/data/locales.ts').replace(
    `export const LOCALES = [DEFAULT_LOCALE, '${SPANISH}'] as const;`,
    `export const LOCALES = [DEFAULT_LOCALE, '${SPANISH}', ${quoted}] as const;`,
  );
  if (!locales.includes(quoted)) throw new Error('src/data/locales.ts: LOCALES is no longer written as expected.');
  write(dir, 'src/data/locales.ts', locales);
  for (const [file, table] of [
    ['src/data/locales.ts', 'LOCALE_CONFIGS'],
    ['src/components/site/LocaleShortcut/index.tsx', 'OFFER'],
    ['src/components/site/NotFoundLinks/index.tsx', 'HOME_IN_OWN_LANGUAGE'],
    ['src/plugins/search/languages/index.ts', 'SEARCH_LANGUAGES'],
    ['src/plugins/markdownTwins/texts.ts', 'TEXTS'],
  ]) {
    const text = read(dir, file);
    if (!text.includes(`const ${table}`)) throw new Error(`${file}: ${table} is not there any more.`);
    write(
      dir,
      file,
      `${text}\nfor (const locale of [${quoted}]) Object.assign(${table}, {[locale]: ${table}.${SPANISH}});\n`,
    );
  }
}

/** Grows the copy's help to a point of the grid; returns its locales, and the number of entries of the released English help. */
export function growHelp(dir, {entries, versions, locales}) {
  multiplyEntries(dir, entries);
  addVersions(dir, versions - 1);
  addLocales(dir, locales - 2);
  // The blog reads its posts' dates from git: the copy is a repository of its own, with one commit.
  const git = (...argv) =>
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...argv], {cwd: dir});
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'Scratch copy for the scale benchmark');
  const released = JSON.parse(read(dir, 'versions.json'))[0];
  const {LOCALES} = /** @type {{LOCALES: string[]}} */ (
    createJiti(path.join(dir, 'scripts/bench-scale.mjs'), {interopDefault: true})(path.join(dir, 'src/data/locales.ts'))
  );
  return {
    locales: [...LOCALES],
    entries: list(dir, `versioned_docs/version-${released}`)
      .filter((name) => name.endsWith('.mdx'))
      .reduce(
        (sum, name) => sum + (read(dir, `versioned_docs/version-${released}/${name}`).match(ENTRY)?.length ?? 0),
        0,
      ),
  };
}
