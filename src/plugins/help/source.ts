/**
 * The one reader of the help files, parsed as MDX (unified + remark-mdx), once
 * per build and language (./index.ts hands on what it read). An entry is an
 * `<Accordion>` and its props are its facts; they are checked here, naming the
 * file and line of any problem.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {NEXT_DOCS_PATH} from '../../data/docsVersions';
import {isPlatformLimitId} from '../../data/platforms';
import {isVersion} from '../../utils/compareVersions';
import {LIMIT_NOTE_COMPONENT, RELATED_ENTRIES_PROP, RELATED_PROP, type RelatedEntry} from './contract';
import {walk, type EstreeNode, type MdastNode} from '../mdast';

/** Anchor ids need no URL encoding and read as names: `proxyButtons`. */
export const ENTRY_ID_PATTERN = /^[a-z][A-Za-z0-9]*$/;
/** The MDX name of an entry, and of the group a FAQ page marks with `faq`. */
export const ENTRY_COMPONENT = 'Accordion';
const GROUP_COMPONENT = 'AccordionGroup';
/** The component of the connection check: the entry holding it is "the checklist". */
const CHECKLIST_COMPONENT = 'ConnectionChecker';
/** The props a translation writes itself; every other prop of an entry is a fact of its English. */
export const TRANSLATED_PROPS = ['id', 'title', 'keywords'] as const;
/** What an entry of a translated page is: behind its English, or not translated yet. */
export type TranslationState = 'stale' | 'missing';
/** The prop the build writes on such an entry. */
export const TRANSLATION_PROP = 'translation';

/** An entry's facts, as its doc writes them. */
export type HelpEntry = {
  /** The anchor: the app opens `page#id`. */
  id: string;
  title: string;
  pro: boolean;
  /** An account or purchase problem: the contact form answers it. */
  account: boolean;
  /** Anchors the entry had before a rename; they still open it. */
  formerIds: string[];
  /** The release that introduced the entry's feature (`since="1.6"`). */
  since?: string;
  /** The platform limits the entry is about, and those its body states itself. */
  limits: string[];
  statedLimits: string[];
  /** Entries of the same docs version to try next (`related="connectionIssues"`). */
  related: string[];
  /** Words streamers search with that the entry does not use (never shown). */
  keywords?: string;
  /** It holds the connection check. */
  checklist: boolean;
  /** The hash of its English title and body, which a translation records (./translations.ts). */
  hash: string;
  /** On a translated page: the translation is behind its English, or missing. */
  translation?: TranslationState;
};

/** A help page of a docs version, as one language shows it. */
export type HelpPage = {
  /** `1.6`, or `current` for docs/. */
  version: string;
  /** Its name and route in the version: `setup`, `/next/setup`. */
  page: string;
  route: string;
  /** The file the build compiles for this language, and its English source (relative to the site). */
  file: string;
  source: string;
  /** Its entries are questions a search engine may show as a FAQ (`<AccordionGroup faq>`). */
  faq: boolean;
  entries: HelpEntry[];
};

/** What the help plugin read: the pages of every docs version, and the text of each translated one. */
export type HelpSource = {
  pages: HelpPage[];
  /** A translated page's text as the build compiles it (its file → text), see ./translations.ts. */
  merged: Record<string, string>;
};

/** An entry as written: its facts, and where its text lies in the file. */
export type EntryBlock = HelpEntry & {
  /** The opening tag as written, and its attributes' places in it. */
  openTag: string;
  attributes: {name: string; start: number; end: number}[];
  /** What lies between the opening and the closing tag. */
  body: string;
  /** Offsets of the whole element in its file. */
  start: number;
  end: number;
  line: number;
};

/** A parsed MDX file: its entries, and the text around them. */
export type ParsedDoc = {
  text: string;
  entries: EntryBlock[];
  /** Its ESM statements (imports, exports), as written, one node each. */
  esm: string[];
  /** The text before the first entry and after the last, without ESM. */
  head: string;
  tail: string;
  faq: boolean;
};

export const shortHash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** The hash a translation of an entry records: its title and its body, the parts a translation translates. */
export const entryHash = (title: string, body: string): string => shortHash(`${title}\n${body.trim()}`);

/** The text of a doc a translation records besides its entries: front matter, introduction, closing text. */
export const pageText = ({head, tail}: Pick<ParsedDoc, 'head' | 'tail'>): string =>
  `${head}\n${tail}`.replace(/\n{3,}/g, '\n\n').trim();

class EntryError extends Error {}

const attribute = (node: MdastNode, name: string) =>
  node.attributes?.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);

/** The estree of an attribute written as `{…}`, if it is one. */
function expressionOf(value: unknown): EstreeNode | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const statement = (value as {data?: {estree?: {body?: EstreeNode[]}}}).data?.estree?.body?.[0];
  return statement?.type === 'ExpressionStatement' ? (statement.expression as EstreeNode) : undefined;
}

/** A prop written as a plain string (`title="Proxy buttons"`); `id` names the entry in a message. */
function stringProp(node: MdastNode, name: string, example: string, id?: string): string | undefined {
  const found = attribute(node, name);
  if (!found) return undefined;
  if (typeof found.value !== 'string')
    throw new EntryError(`${id === undefined ? '' : `"${id}": `}${name} must be a plain string, e.g. ${example}`);
  return found.value;
}

function booleanProp(node: MdastNode, name: string): boolean {
  const found = attribute(node, name);
  if (!found) return false;
  if (found.value === null || found.value === undefined) return true;
  const expression = expressionOf(found.value);
  if (expression?.type === 'Literal' && typeof expression.value === 'boolean') return expression.value;
  throw new EntryError(`${name} must be written bare (${name}) or as {true} or {false}`);
}

function stringListProp(node: MdastNode, name: string): string[] {
  const found = attribute(node, name);
  if (!found) return [];
  const expression = expressionOf(found.value);
  const elements = expression?.type === 'ArrayExpression' ? (expression.elements as (EstreeNode | null)[]) : null;
  const strings = elements?.map((element) => (element?.type === 'Literal' ? element.value : undefined));
  if (!strings || !strings.every((value): value is string => typeof value === 'string')) {
    throw new EntryError(`${name} must be a list of strings written in the doc, e.g. ${name}={['oldId']}`);
  }
  return strings;
}

const words = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

/** A limit stated in running text: `{limitSentence('twitchEmbeds')}`. */
const LIMIT_SENTENCE = /\blimitSentence\(\s*['"](\w+)['"]\s*\)/g;

/** The entry's limits its body states itself, in a `<PlatformLimitNote>` or a `{limitSentence('…')}`. */
export function statedLimits(node: MdastNode, limits: readonly string[]): string[] {
  const stated = new Set<string>();
  for (const child of node.children ?? []) {
    walk(child, (inner) => {
      if (inner.name === LIMIT_NOTE_COMPONENT) {
        for (const id of limits) stated.add(id);
      } else if (
        (inner.type === 'mdxTextExpression' || inner.type === 'mdxFlowExpression') &&
        typeof inner.value === 'string'
      ) {
        for (const match of inner.value.matchAll(LIMIT_SENTENCE)) stated.add(match[1] ?? '');
      }
    });
  }
  return limits.filter((id) => stated.has(id));
}

/** The facts of an `<Accordion>` element; a translation writes only its words (`TRANSLATED_PROPS`). */
function entryOf(node: MdastNode, translated: boolean): Omit<HelpEntry, 'hash'> {
  const id = stringProp(node, 'id', 'id="proxyButtons"');
  if (id === undefined) throw new EntryError('id must be a plain string, e.g. id="proxyButtons"');
  const title = stringProp(node, 'title', 'title="Proxy buttons"', id);
  if (title === undefined) throw new EntryError(`"${id}": title must be a plain string, e.g. title="Proxy buttons"`);
  const keywords = stringProp(node, 'keywords', 'keywords="stream chat"', id);
  const written = (node.attributes ?? []).map(({name}) => String(name));
  const facts = written.filter((name) => !(TRANSLATED_PROPS as readonly string[]).includes(name));
  if (translated && facts.length > 0) {
    throw new EntryError(
      `"${id}": ${facts.join(', ')} ${facts.length > 1 ? 'are facts' : 'is a fact'} of the English entry; a translation writes only ${TRANSLATED_PROPS.join(', ')}`,
    );
  }
  if (written.includes(TRANSLATION_PROP)) throw new EntryError(`"${id}": ${TRANSLATION_PROP} is written by the build`);
  if (written.includes(RELATED_ENTRIES_PROP)) {
    throw new EntryError(
      `"${id}": ${RELATED_ENTRIES_PROP} is written by the build; name the entries with ${RELATED_PROP}`,
    );
  }
  const since = stringProp(node, 'since', 'since="1.6"', id);
  if (since !== undefined && !isVersion(since)) {
    throw new EntryError(`"${id}": since must be a release number written as a plain string, e.g. since="1.6"`);
  }
  const limits = words(stringProp(node, 'limits', 'limits="vibrate"', id));
  const unknown = limits.filter((limit) => !isPlatformLimitId(limit));
  if (unknown.length > 0) {
    throw new EntryError(
      `"${id}": ${unknown.map((limit) => `"${limit}"`).join(', ')} is not a platform limit of src/data/platforms.ts`,
    );
  }
  booleanProp(node, 'partly');
  booleanProp(node, 'stillStuck');
  let checklist = false;
  walk(node, (inner) => {
    if (inner !== node && inner.name === CHECKLIST_COMPONENT) checklist = true;
  });
  return {
    id,
    title,
    pro: booleanProp(node, 'pro'),
    account: booleanProp(node, 'account'),
    formerIds: stringListProp(node, 'formerIds'),
    ...(since === undefined ? {} : {since}),
    limits,
    statedLimits: statedLimits(node, limits),
    related: words(stringProp(node, RELATED_PROP, `${RELATED_PROP}="connectionIssues"`, id)),
    ...(keywords === undefined ? {} : {keywords}),
    checklist,
  };
}

type Located = MdastNode & {position?: {start?: {line?: number; offset?: number}; end?: {offset?: number}}};
const startOf = (node: Located) => node.position?.start?.offset ?? 0;
const endOf = (node: Located) => node.position?.end?.offset ?? 0;

/** An entry element's text: its opening tag (with its attributes' places) and its body. */
function blockText(node: Located, text: string) {
  const start = startOf(node);
  const end = endOf(node);
  const attributes = (node.attributes ?? []).map((candidate) => {
    const at = candidate as Located;
    return {name: String(candidate.name), start: startOf(at) - start, end: endOf(at) - start};
  });
  const tagEnd = text.indexOf('>', start + (attributes.at(-1)?.end ?? ENTRY_COMPONENT.length + 1)) + 1;
  const closing = text.lastIndexOf(`</${ENTRY_COMPONENT}`, end);
  return {openTag: text.slice(start, tagEnd), attributes, body: text.slice(tagEnd, closing), start, end};
}

/** Fails on anchors the app could not rely on: an id that is not camelCase, used twice, or also a former id. */
function checkAnchors(entries: readonly EntryBlock[], file: string): void {
  const where = (entry: EntryBlock) => `${file}:${entry.line}`;
  const live = new Set<string>();
  const problems: string[] = [];
  for (const entry of entries) {
    if (live.has(entry.id))
      problems.push(`${where(entry)}: the id "${entry.id}" is used by another entry of this page.`);
    live.add(entry.id);
  }
  const former = new Set<string>();
  for (const entry of entries) {
    for (const id of [entry.id, ...entry.formerIds]) {
      if (!ENTRY_ID_PATTERN.test(id))
        problems.push(`${where(entry)}: "${id}" is not a camelCase id (letters and digits, starting lower-case).`);
    }
    for (const id of entry.formerIds) {
      if (live.has(id)) {
        problems.push(
          `${where(entry)}: the former id "${id}" of "${entry.id}" is the id of a live entry; an address can open only one entry.`,
        );
      } else if (former.has(id)) {
        problems.push(`${where(entry)}: the former id "${id}" is listed twice on this page.`);
      }
      former.add(id);
    }
  }
  if (problems.length > 0)
    throw new Error(`Help entries with anchors the app cannot rely on:\n  ${problems.join('\n  ')}`);
}

/** Parses MDX into the syntax tree the remark plugins see (the parser packages are ES modules). */
export async function parseMdx(text: string): Promise<MdastNode> {
  const [{unified}, {default: remarkParse}, {default: remarkMdx}, {default: remarkFrontmatter}] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-mdx'),
    import('remark-frontmatter'),
  ]);
  return unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).parse(text) as unknown as MdastNode;
}

/** A file read as the build reads it: its entries checked, the text around them kept. Throws naming file and line. */
export async function parseDoc(text: string, file: string, {translated = false} = {}): Promise<ParsedDoc> {
  const tree = await parseMdx(text);
  const entries: EntryBlock[] = [];
  const esm: {start: number; end: number; value: string}[] = [];
  let faq = false;
  walk(tree, (node) => {
    if (node.type === 'mdxjsEsm') esm.push({start: startOf(node), end: endOf(node), value: node.value ?? ''});
    if (node.name === GROUP_COMPONENT && attribute(node, 'faq')) faq = true;
    if (node.name !== ENTRY_COMPONENT) return;
    const line = (node as Located).position?.start?.line ?? 0;
    try {
      const facts = entryOf(node, translated);
      const block = blockText(node, text);
      entries.push({...facts, ...block, hash: entryHash(facts.title, block.body), line});
    } catch (error) {
      if (!(error instanceof EntryError)) throw error;
      throw new Error(`${file}:${line}: <${ENTRY_COMPONENT}> ${error.message}.`);
    }
  });
  checkAnchors(entries, file);
  const withoutEsm = (from: number, to: number) =>
    esm
      .filter(({start, end}) => start >= from && end <= to)
      .reduceRight((part, {start, end}) => part.slice(0, start - from) + part.slice(end - from), text.slice(from, to));
  const first = entries[0]?.start ?? text.length;
  const last = entries.at(-1)?.end ?? text.length;
  return {
    text,
    entries,
    esm: esm.map(({value}) => value),
    head: withoutEsm(0, first),
    tail: withoutEsm(last, text.length),
    faq,
  };
}

/** The English entry's facts, in the words the page shows. */
export const factsOf = ({openTag, attributes, body, start, end, line, ...entry}: EntryBlock): HelpEntry => entry;

/** The docs versions, their English folders and path segments: versions.json's, newest first, then `current`. */
export function docsVersionDirs(siteDir: string): {name: string; dir: string; prefix: string}[] {
  const file = path.join(siteDir, 'versions.json');
  const released = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
  return [
    ...released.map((name, at) => ({name, dir: `versioned_docs/version-${name}`, prefix: at === 0 ? '' : name})),
    {name: 'current', dir: 'docs', prefix: NEXT_DOCS_PATH},
  ];
}

/** The help pages of a docs version folder (its `.mdx` files, not the `_` ones). */
export const helpPagesOf = (siteDir: string, dir: string): string[] =>
  readdirSync(path.join(siteDir, dir))
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('_'))
    .sort();

/** Where Docusaurus keeps a docs version's translations into `locale`. */
export const translatedDocsDir = (locale: string, version: string): string =>
  `i18n/${locale}/docusaurus-plugin-content-docs/${version === 'current' ? 'current' : `version-${version}`}`;

/** Checks that each related entry is another entry of the same docs version, and finds it. */
export function relatedEntriesOf(pages: readonly HelpPage[], page: HelpPage, entry: HelpEntry): RelatedEntry[] {
  const known = new Map(
    pages
      .filter(({version}) => version === page.version)
      .flatMap(({page: name, entries}) =>
        entries.map(({id, title, checklist}): [string, RelatedEntry] => [id, {id, title, page: name, checklist}]),
      ),
  );
  const unknown = entry.related.filter((id) => !known.has(id) || id === entry.id);
  if (unknown.length > 0) {
    throw new Error(
      `${page.source}: <${ENTRY_COMPONENT}> "${entry.id}": ${RELATED_PROP} names ${unknown.map((id) => `"${id}"`).join(', ')}, not another entry of this docs version.`,
    );
  }
  return entry.related.map((id) => known.get(id) as RelatedEntry);
}
