import {entrySection, twinPath} from '@site/src/utils/markdownTwin';

/**
 * An entry of the current page as Markdown (its heading with the anchor,
 * its address and its text, in the page's language): the entry's section
 * of the page's Markdown twin (`/setup.md`), which the build writes from
 * the page itself. Rejects when the twin or the entry is missing (under
 * `npm start`, which writes no twins).
 */
export async function entryMarkdown(anchor: string, pathname: string = window.location.pathname): Promise<string> {
  const response = await fetch(twinPath(pathname));
  if (!response.ok) throw new Error(`${twinPath(pathname)}: ${response.status}`);
  const section = entrySection(await response.text(), anchor);
  if (section === null) throw new Error(`${twinPath(pathname)} has no entry "${anchor}"`);
  return section;
}
