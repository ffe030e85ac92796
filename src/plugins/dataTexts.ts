import type {Plugin, TranslationFile} from '@docusaurus/types';
import {DATA_TEXTS, type DataTextGroup} from '../i18n/dataTexts';
import {dataTextKey} from '../i18n/dataText';
import {DATA_TEXTS_PLUGIN, type DataTextsGlobalData} from '../i18n/dataTextsPlugin';

/** Each group's keys (templates or texts), once each, in the order the registry lists them. */
export function dataTextKeys(): Record<DataTextGroup, string[]> {
  const seen = new Set<string>();
  const keysOf = (texts: readonly string[]) =>
    texts.map(dataTextKey).filter((key) => !seen.has(key) && Boolean(seen.add(key)));
  return {site: keysOf(DATA_TEXTS.site), help: keysOf(DATA_TEXTS.help)};
}

type Content = Record<DataTextGroup, string[]>;

/**
 * Makes the texts of `src/data` translatable the Docusaurus way:
 * `write-translations` writes them to `i18n/<locale>/deckhopper-data-texts/`
 * (`site.json`, `help.json`), and a build of another locale hands their
 * translations to `useDataText` as global data. The English build carries none.
 */
export default function dataTextsPlugin(): Plugin {
  let table: Record<string, string> = {};
  return {
    name: DATA_TEXTS_PLUGIN,
    loadContent: () => Promise.resolve<Content>(dataTextKeys()),
    getTranslationFiles: ({content}) =>
      Promise.resolve(
        Object.entries(content as Content).map(([group, keys]) => ({
          path: group,
          content: Object.fromEntries(
            keys.map((key) => [key, {message: key, description: `A text from src/data (${group})`}]),
          ),
        })),
      ),
    translateContent({content, translationFiles}) {
      table = Object.fromEntries(
        translationFiles.flatMap(({content: messages}: TranslationFile) =>
          Object.entries(messages).map(([key, {message}]) => [key, message]),
        ),
      );
      return content;
    },
    contentLoaded({actions}) {
      // Only keys the registry still has: a text changed in English is no longer looked up.
      const keys = new Set(Object.values(dataTextKeys()).flat());
      const texts = Object.fromEntries(
        Object.entries(table).filter(([key, message]) => keys.has(key) && message !== key),
      );
      actions.setGlobalData({texts} satisfies DataTextsGlobalData);
      return Promise.resolve();
    },
  };
}
