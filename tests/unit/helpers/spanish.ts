import path from 'node:path';
import {readMessageTable} from '@site/src/i18n/translationStatus';
import {setTestLocale} from '../__mocks__/i18nState';

const messagesOf = (file: string) => readMessageTable(path.resolve('i18n/es', file));

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
