import type {Plugin} from '@docusaurus/types';

/** A value as a JavaScript literal for an inline script: no `<`, so it cannot end the `<script>` it is written in. */
export const scriptLiteral = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** Texts keyed by name, in one language. */
export type PageTexts<Key extends string> = Readonly<Record<Key, string>>;

/**
 * The lifecycle of a plugin whose texts it writes into the pages outside
 * React (the consent banner, the frame guard's notice): the texts are the
 * plugin's content, translated the way Docusaurus translates plugin content.
 * `write-translations` writes them, with what each is for the translator, to
 * the plugin's translation file (`i18n/<locale>/<plugin name>/<file>.json`),
 * and a build of another locale reads that file back; a text missing there
 * stays in English.
 */
export function translatedPageTexts<Key extends string>(
  file: string,
  english: PageTexts<Key>,
  descriptions: PageTexts<Key>,
): Required<Pick<Plugin<PageTexts<Key>>, 'loadContent' | 'getTranslationFiles' | 'translateContent'>> {
  const keys = Object.keys(english) as Key[];
  return {
    loadContent: () => english,
    getTranslationFiles: () => [
      {
        path: file,
        content: Object.fromEntries(keys.map((key) => [key, {message: english[key], description: descriptions[key]}])),
      },
    ],
    translateContent({translationFiles}) {
      const messages = translationFiles.find(({path}) => path === file)?.content ?? {};
      return Object.fromEntries(keys.map((key) => [key, messages[key]?.message ?? english[key]])) as PageTexts<Key>;
    },
  };
}
