/**
 * The locale the mocked Docusaurus modules report, and its translations.
 * A test of a translated page calls `setTestLocale('es', {...})` and
 * `resetTestLocale()` after it; every other test runs in English.
 *
 * `codeTranslations` is also what Docusaurus' real `<Translate>` and
 * `translate()` read (as `@generated/codeTranslations`), so it stays one
 * object whose contents change.
 */
type State = {
  locale: string;
  codeTranslations: Record<string, string>;
};

export const i18nState: State = {locale: 'en', codeTranslations: {}};

export function setTestLocale(locale: string, {codeTranslations = {}}: Partial<Omit<State, 'locale'>> = {}): void {
  i18nState.locale = locale;
  for (const id of Object.keys(i18nState.codeTranslations)) Reflect.deleteProperty(i18nState.codeTranslations, id);
  Object.assign(i18nState.codeTranslations, codeTranslations);
}

export function resetTestLocale(): void {
  setTestLocale('en');
}
