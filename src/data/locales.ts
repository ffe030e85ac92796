/**
 * The site's languages. English is the default, at the base path; every
 * other locale is served under `/<locale>/` with the same routes and anchor
 * ids. To add a language, add it here and follow "Add a language" in the README.
 */
export const DEFAULT_LOCALE = 'en';

export const LOCALES = [DEFAULT_LOCALE, 'es'] as const;

export type Locale = (typeof LOCALES)[number];

/** Names in the language menu, written in their own language; `htmlLang` for `<html lang>` and hreflang. */
export const LOCALE_CONFIGS: Readonly<Record<Locale, {label: string; htmlLang: string}>> = {
  en: {label: 'English', htmlLang: 'en'},
  es: {label: 'Español', htmlLang: 'es'},
};

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);
