/**
 * The Markdown twins of the help pages and patch notes (written by
 * src/plugins/markdownTwins): `/setup` has `/setup.md`, `/es/setup` has
 * `/es/setup.md`, `/next/setup` has `/next/setup.md`. In a twin each help
 * entry is a level-2 heading carrying its anchor, `## Proxy buttons {#proxyButtons}`,
 * followed by its address and its text; the entry ends at the next level-1
 * or level-2 heading. The build, "Copy as Markdown" and the tests share
 * these few rules.
 */

/** What follows a page's address in its twin's address. */
export const TWIN_EXTENSION = '.md';

/** The file that lists a locale's or docs version's twins, for assistants (llmstxt.org). */
export const LLMS_TXT = 'llms.txt';

/** The twin of a page's path: `/deckhopper/setup` → `/deckhopper/setup.md`. */
export const twinPath = (pathname: string): string =>
  `${pathname.replace(/\/$/, '').replace(/\.html$/, '')}${TWIN_EXTENSION}`;

/** The heading of an entry in a twin: its title (already Markdown) and its anchor. */
export const entryHeading = (title: string, id: string): string => `## ${title} {#${id}}`;

const ENDS_ENTRY = /^#{1,2} /;

/** An entry of a twin, heading to text, or null when the twin has no entry with that id. */
export function entrySection(markdown: string, id: string): string | null {
  const lines = markdown.split('\n');
  const suffix = ` {#${id}}`;
  const start = lines.findIndex((line) => line.startsWith('## ') && line.endsWith(suffix));
  if (start < 0) return null;
  const length = lines.slice(start + 1).findIndex((line) => ENDS_ENTRY.test(line));
  return lines
    .slice(start, length < 0 ? undefined : start + 1 + length)
    .join('\n')
    .trim();
}
