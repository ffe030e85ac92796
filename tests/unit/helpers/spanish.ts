import {readFileSync} from 'node:fs';
import path from 'node:path';
import {setTestLocale} from '../__mocks__/i18nState';

type TranslationFile = Record<string, {message: string}>;

const messagesOf = (file: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(JSON.parse(readFileSync(path.resolve('i18n/es', file), 'utf8')) as TranslationFile).map(
      ([key, {message}]) => [key, message],
    ),
  );

/** The real Spanish translations: `i18n/es/code.json` and every data-text file. */
export const SPANISH = {
  codeTranslations: messagesOf('code.json'),
  dataTexts: {
    ...messagesOf('deckhopper-data-texts/help.json'),
    ...messagesOf('deckhopper-data-texts/site.json'),
  },
};

/** Renders what follows as the Spanish build would (the setup resets it after each test). */
export function inSpanish(): void {
  setTestLocale('es', SPANISH);
}
