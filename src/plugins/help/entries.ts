/**
 * A help doc's entries as text. Each entry is written as a block
 *
 *     <Accordion id="proxyButtons" title="Proxy buttons" pro limits="…">
 *     …Markdown…
 *     </Accordion>
 *
 * whose opening tag starts a line and whose closing tag is a line of its
 * own (the remark plugin fails the build otherwise). That makes an entry a
 * slice of its file: the build reads the ids of every version from the
 * files, a translation is merged with its English source entry by entry,
 * and each entry's text has a hash a translation records.
 */
import {createHash} from 'node:crypto';

/** Anchor ids need no URL encoding and read as names: `proxyButtons`. */
export const ENTRY_ID_PATTERN = /^[a-z][A-Za-z0-9]*$/;

/** The MDX name of an entry. */
export const ENTRY_COMPONENT = 'Accordion';

export type EntryBlock = {
  id: string;
  title: string;
  /** The opening tag as written, `<Accordion …>`. */
  openTag: string;
  /** What lies between the opening tag and `</Accordion>`. */
  body: string;
  /** Offsets of the whole block (opening tag to the end of `</Accordion>`) in its file. */
  start: number;
  end: number;
};

export type SplitDoc = {
  /** Everything before the first entry (front matter, imports, introduction). */
  head: string;
  entries: EntryBlock[];
  /** Everything after the last entry. */
  tail: string;
};

const OPEN = new RegExp(`^<${ENTRY_COMPONENT}\\b`, 'gm');
const CLOSE = new RegExp(`^</${ENTRY_COMPONENT}>[ \\t]*$`, 'm');

/** The end of a JSX opening tag that starts at `from`: its `>`, skipping quoted values and `{…}` expressions. */
function openTagEnd(text: string, from: number): number {
  let quote: string | null = null;
  let depth = 0;
  for (let index = from; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '{') {
      depth++;
    } else if (char === '}') {
      depth--;
    } else if (char === '>' && depth === 0) {
      return index;
    }
  }
  return -1;
}

/** The value of a plain string attribute of an opening tag (`id="x"`), or undefined. */
export function stringProp(openTag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`).exec(openTag);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** True when an opening tag sets a boolean attribute: bare (`account`) or `account={true}`. */
export function booleanProp(openTag: string, name: string): boolean {
  const outsideStrings = openTag.replace(/"[^"]*"|'[^']*'/g, '""');
  return new RegExp(`\\s${name}(?:=\\{true\\})?(?=[\\s/>])`).test(outsideStrings);
}

/** The opening tag with a string attribute set (replaced, or added at the end). */
export function withStringProp(openTag: string, name: string, value: string): string {
  const attribute = `${name}="${value.replace(/"/g, '&quot;')}"`;
  const pattern = new RegExp(`\\s${name}=(?:"[^"]*"|'[^']*')`);
  if (pattern.test(openTag)) return openTag.replace(pattern, ` ${attribute}`);
  return openTag.replace(/\s*\/?>$/, (end) => ` ${attribute}${end.trimStart()}`);
}

/**
 * The entries of a doc, in order, with what surrounds them. Throws on an
 * entry that cannot be sliced out, naming its line.
 */
export function splitEntries(text: string, path = 'the doc'): SplitDoc {
  const entries: EntryBlock[] = [];
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  let searchFrom = 0;
  OPEN.lastIndex = 0;
  for (let match = OPEN.exec(text); match; match = OPEN.exec(text)) {
    const start = match.index;
    if (start < searchFrom) continue;
    const tagEnd = openTagEnd(text, start);
    if (tagEnd < 0) throw new Error(`${path}:${lineOf(start)}: <${ENTRY_COMPONENT}> has no end to its opening tag.`);
    const openTag = text.slice(start, tagEnd + 1);
    const rest = text.slice(tagEnd + 1);
    const close = CLOSE.exec(rest);
    if (!close) {
      throw new Error(
        `${path}:${lineOf(start)}: <${ENTRY_COMPONENT}> must end with </${ENTRY_COMPONENT}> on a line of its own.`,
      );
    }
    const id = stringProp(openTag, 'id');
    const title = stringProp(openTag, 'title');
    if (id === undefined) {
      throw new Error(
        `${path}:${lineOf(start)}: <${ENTRY_COMPONENT}> id must be a plain string, e.g. id="proxyButtons".`,
      );
    }
    if (title === undefined) {
      throw new Error(`${path}:${lineOf(start)}: <${ENTRY_COMPONENT}> "${id}": title must be a plain string.`);
    }
    const end = tagEnd + 1 + close.index + close[0].length;
    entries.push({id, title, openTag, body: rest.slice(0, close.index), start, end});
    searchFrom = end;
    OPEN.lastIndex = end;
  }
  const first = entries[0];
  const last = entries.at(-1);
  return {
    head: first ? text.slice(0, first.start) : text,
    entries,
    tail: last ? text.slice(last.end) : '',
  };
}

/** The ids of a doc's entries, in order. */
export const entryIdsOf = (text: string, path?: string): string[] => splitEntries(text, path).entries.map(({id}) => id);

export const shortHash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 12);

/**
 * The hash of what a translation of an entry translates: its title and its
 * body. Its facts (id, Pro flag, platform limits…) are read from the English
 * entry by every language, so changing them leaves translations current.
 */
export const entryHash = ({title, body}: Pick<EntryBlock, 'title' | 'body'>): string =>
  shortHash(`${title}\n${body.trim()}`);

/** The ESM statements (imports and exports) at the top level of an MDX file, one statement each. */
export const ESM_STATEMENT = /^(?:import|export)\b[\s\S]*?(?:;|from\s+['"][^'"]+['"]|\}\s*;?)[ \t]*$/gm;

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;

/**
 * The text of a doc that is not in an entry and not code: its front matter,
 * introduction and closing text. A translation records this part's hash too.
 */
export function pageText(text: string): string {
  const {head, tail} = splitEntries(text);
  return `${head}\n${tail}`
    .replace(ESM_STATEMENT, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The front matter of a file, if it has one, and what follows it. */
export function splitFrontMatter(text: string): {frontMatter: string; content: string} {
  const match = FRONT_MATTER.exec(text);
  return match ? {frontMatter: match[0], content: text.slice(match[0].length)} : {frontMatter: '', content: text};
}
