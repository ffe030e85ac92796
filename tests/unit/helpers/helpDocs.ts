/**
 * Reads help docs the way the build does: the MDX parser, then the entries
 * plugin's own `helpEntriesOf`, so a test sees exactly the anchors the site
 * serves.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {HelpPage} from '@site/src/data/deepLinks';
import {helpEntriesOf, type HelpEntry} from '@site/src/plugins/help/remark';
import {translationPreprocessor} from '@site/src/plugins/help/translations';
import type {MdastNode} from '@site/src/plugins/mdast';

/** The site's root folder. */
export const SITE_DIR = path.join(__dirname, '../../..');

/** Parses MDX source into the syntax tree the remark plugins see. */
export async function parseMdx(source: string): Promise<MdastNode> {
  const [{unified}, {default: remarkParse}, {default: remarkMdx}, {default: remarkFrontmatter}] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-mdx'),
    import('remark-frontmatter'),
  ]);
  return unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).parse(source) as unknown as MdastNode;
}

/**
 * The entries of one help page in one docs version folder (`docs`,
 * `versioned_docs/version-1.6`, or a translation of either under `i18n/`),
 * or null when the page does not exist there. A translation is read as the
 * build reads it: put together with its English source.
 */
export async function entriesInDoc(page: HelpPage, docsDir = 'docs', siteDir = SITE_DIR): Promise<HelpEntry[] | null> {
  const file = path.join(siteDir, docsDir, `${page}.mdx`);
  if (!existsSync(file)) return null;
  const text = translationPreprocessor(siteDir)({filePath: file, fileContent: readFileSync(file, 'utf8')});
  return helpEntriesOf(await parseMdx(text), path.relative(siteDir, file));
}
