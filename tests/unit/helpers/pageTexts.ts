import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {readMessages} from '@site/src/i18n/translationStatus';

/**
 * The texts a build of `locale` gets from a plugin that writes texts into the
 * pages (src/plugins/pageTexts.ts), through its lifecycle as Docusaurus runs
 * it: its default translation files, overridden by the locale's files in
 * i18n/<locale>/<plugin name>/ where there are some, handed back to
 * translateContent.
 */
export async function pageTextsIn<Texts>(plugin: Plugin<Texts>, locale: string): Promise<Texts> {
  const content = (await plugin.loadContent?.()) as Texts;
  const files = (await plugin.getTranslationFiles?.({content})) ?? [];
  const translationFiles = files.map((file) => ({
    path: file.path,
    content: {...file.content, ...readMessages(path.resolve('i18n', locale, plugin.name, `${file.path}.json`))},
  }));
  return plugin.translateContent?.({content, translationFiles}) ?? content;
}
