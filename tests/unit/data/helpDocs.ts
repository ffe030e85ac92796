import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {HelpEntry, HelpPage} from '@site/src/data/helpAnchors';

/** The `<Accordion …>` entries a help doc writes, in file order. */
export function entriesInDoc(page: HelpPage): HelpEntry[] {
  const source = readFileSync(path.join(__dirname, '../../../docs', `${page}.mdx`), 'utf8');
  return [...source.matchAll(/<Accordion\s([^>]*)>/g)].map(([, attributes = '']) => {
    const id = /\bid="([^"]*)"/.exec(attributes)?.[1] ?? '';
    const title = /\btitle="([^"]*)"/.exec(attributes)?.[1] ?? '';
    const pro = /(^|\s)pro(\s|$|=\{true\})/.test(attributes);
    return pro ? {id, title, pro} : {id, title};
  });
}
