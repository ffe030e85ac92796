import path from 'node:path';
import {readMessageTable} from '@site/src/i18n/translationStatus';
import {setTestLocale} from '../__mocks__/i18nState';

const messagesOf = (file: string) => readMessageTable(path.resolve('i18n/es', file));

/** The real Spanish translations of the site's code: `i18n/es/code.json`. */
export const SPANISH = {codeTranslations: messagesOf('code.json')};

/** Renders what follows as the Spanish build would (the setup resets it after each test). */
export function inSpanish(): void {
  setTestLocale('es', SPANISH);
}
