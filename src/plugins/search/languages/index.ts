import type {Locale} from '../../../data/locales';
import type {SearchLanguage} from '../engine';

/** Each language's words, loaded with the search (never with a page). */
export const SEARCH_LANGUAGES: Readonly<Record<Locale, () => Promise<SearchLanguage>>> = {
  en: () => import('./en').then((module) => module.default),
  es: () => import('./es').then((module) => module.default),
};
