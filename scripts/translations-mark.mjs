#!/usr/bin/env node
/**
 * Records that a translation is up to date with its English source, so
 * `npm run translations:status` stops listing it and the page stops showing
 * "This translation may be out of date":
 *
 *   npm run translations:mark -- i18n/es/docusaurus-plugin-content-docs/current/setup.mdx proxyButtons
 *       the entry proxyButtons of that translation (several ids may follow; `_page` is the
 *       page's own text: front matter, introduction, closing text)
 *   npm run translations:mark -- i18n/es/docusaurus-plugin-content-blog/v1.6.1.mdx
 *       every part of the file
 *
 * Run it after translating or checking the parts named; it writes the hashes
 * into the translation's `translated_from` front matter.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

// The site is where the command runs (npm runs it at the site's root).
const root = process.cwd();
const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {markTranslated, sourceOf} = load('../src/plugins/help/translations.ts');
const {parseDoc} = load('../src/plugins/help/source.ts');

const [file, ...parts] = process.argv.slice(2);
if (!file) {
  console.error('Name the translated file, then the parts it now translates (entry ids, or none for all of them).');
  process.exit(2);
}
const translation = path.resolve(file);
const source = sourceOf(root, translation);
if (!source) {
  console.error(`${file} is not a translation: translations live under i18n/<locale>/.`);
  process.exit(2);
}
try {
  const english = await parseDoc(readFileSync(source, 'utf8'), path.relative(root, source));
  const marked = markTranslated(english, readFileSync(translation, 'utf8'), parts);
  writeFileSync(translation, marked);
  console.log(
    `${path.relative(root, translation)}: ${parts.length > 0 ? parts.join(', ') : 'every part'} recorded as translating ${path.relative(root, source)}.`,
  );
} catch (error) {
  console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
