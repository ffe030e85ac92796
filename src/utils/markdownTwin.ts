/**
 * The rules of the Markdown twins (written by src/plugins/markdownTwins), shared
 * by the build, "Copy as Markdown" and the tests: `/es/setup` has `/es/setup.md`;
 * in a twin each help entry is a level-2 heading carrying its anchor,
 * `## Proxy buttons {#proxyButtons}`, then its address and its text, up to the
 * next level-1 or level-2 heading.
 */

/** What follows a page's address in its twin's address. */
export const TWIN_EXTENSION = '.md';

/** The file that lists a locale's or docs version's twins, for assistants (llmstxt.org). */
export const LLMS_TXT = 'llms.txt';

/** Beside it, every twin of that locale and docs version in one file. */
export const LLMS_FULL_TXT = 'llms-full.txt';

/** The twin's file of a route relative to a locale's root: `setup` → `setup.md`, the home page's `` → `index.md`. */
export const twinFile = (route: string): string => (route === '' ? 'index' : route) + TWIN_EXTENSION;

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
