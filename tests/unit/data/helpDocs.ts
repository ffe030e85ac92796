import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {HelpEntry, HelpPage} from '@site/src/data/helpAnchors';

/** The site's root folder. */
export const SITE_DIR = path.join(__dirname, '../../..');

/**
 * The `<Accordion …>` entries a help doc writes, in file order. `docsDir` is
 * the folder of one docs version, relative to the site: `docs` (the next
 * version) by default, or `versioned_docs/version-1.6`.
 */
export function entriesInDoc(page: HelpPage, docsDir = 'docs'): HelpEntry[] {
  const source = readFileSync(path.join(SITE_DIR, docsDir, `${page}.mdx`), 'utf8');
  return [...source.matchAll(/<Accordion\s([^>]*)>/g)].map(([, attributes = '']) => {
    const id = /\bid="([^"]*)"/.exec(attributes)?.[1] ?? '';
    const title = /\btitle="([^"]*)"/.exec(attributes)?.[1] ?? '';
    const pro = /(^|\s)pro(\s|$|=\{true\})/.test(attributes);
    return pro ? {id, title, pro} : {id, title};
  });
}
