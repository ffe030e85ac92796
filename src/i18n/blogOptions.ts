import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The patch notes' title and description in a locale, as translated in
 * `i18n/<locale>/docusaurus-plugin-content-blog/options.json`: Docusaurus uses
 * them for the list page, and the config uses them for the feeds, whose
 * texts Docusaurus does not translate. Null for English or a missing file.
 */
export function translatedBlogOptions(siteDir: string, locale: string): {title: string; description: string} | null {
  const file = path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-blog', 'options.json');
  if (!existsSync(file)) return null;
  const options = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string} | undefined>;
  const title = options.title?.message;
  const description = options.description?.message;
  return title && description ? {title, description} : null;
}
