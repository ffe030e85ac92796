/**
 * The locale the mocked Docusaurus modules report, and its translations.
 * A test of a translated page calls `setTestLocale('es', {...})` and
 * `resetTestLocale()` after it; every other test runs in English.
 */
type State = {
  locale: string;
  codeTranslations: Record<string, string>;
};

const ENGLISH: State = {locale: 'en', codeTranslations: {}};

export const i18nState: State = {...ENGLISH};

export function setTestLocale(locale: string, translations: Partial<Omit<State, 'locale'>> = {}): void {
  Object.assign(i18nState, ENGLISH, {locale}, translations);
}

export function resetTestLocale(): void {
  Object.assign(i18nState, ENGLISH);
}
