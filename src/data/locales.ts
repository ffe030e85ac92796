/**
 * The site's languages. English is the default, at the base path; every
 * other locale is served under `/<locale>/` with the same routes and anchor
 * ids. To add a language, add it here and follow "Add a language" in CONTRIBUTING.md.
 */
export const DEFAULT_LOCALE = 'en';

export const LOCALES = [DEFAULT_LOCALE, 'es'] as const;

export type Locale = (typeof LOCALES)[number];

/**
 * How a language writes a price in US dollars, exactly as `Intl.NumberFormat`
 * does for its `numbers` tag with `style: 'currency'` (a unit test compares the
 * two): the text before and after the figure, the decimal and group separators,
 * and the fewest digits before the first group separator that make one appear
 * (en-US "$1,000", es-ES "1000 US$" but "10.000 US$").
 */
export type PriceFormat = {
  prefix: string;
  suffix: string;
  decimal: string;
  group: string;
  minimumGroupingDigits: 1 | 2;
};

/**
 * Names in the language menu, written in their own language; `htmlLang` for
 * `<html lang>` and hreflang; `numbers`, the BCP 47 tag of the language's number
 * format ("$2.99", "2,99 US$"), and `price`, that format written out for
 * `formatPrice`, which calls no `Intl` in the browser.
 */
export const LOCALE_CONFIGS: Readonly<
  Record<Locale, {label: string; htmlLang: string; numbers: string; price: PriceFormat}>
> = {
  en: {
    label: 'English',
    htmlLang: 'en',
    numbers: 'en-US',
    price: {prefix: '$', suffix: '', decimal: '.', group: ',', minimumGroupingDigits: 1},
  },
  es: {
    label: 'Español',
    htmlLang: 'es',
    numbers: 'es-ES',
    price: {prefix: '', suffix: '\u00a0US$', decimal: ',', group: '.', minimumGroupingDigits: 2},
  },
};

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The locale Docusaurus is building or serving: it sets DOCUSAURUS_CURRENT_LOCALE before it reads the config. */
export const currentBuildLocale = (value = process.env.DOCUSAURUS_CURRENT_LOCALE): Locale =>
  isLocale(value) ? value : DEFAULT_LOCALE;

/** The path each locale is served under: English at the base path, the others under `/<locale>/`. */
export const localeBaseUrl = (baseUrl: string, locale: Locale): string =>
  locale === DEFAULT_LOCALE ? baseUrl : `${baseUrl}${locale}/`;

/**
 * Docusaurus' `localeConfigs`, with each base URL said outright: a build of
 * one locale (scripts/build.mjs builds them one by one) then still writes
 * Spanish to `build/es/` and links the language menu to both.
 */
export const localeConfigsFor = (baseUrl: string) =>
  Object.fromEntries(
    LOCALES.map((locale) => {
      const {label, htmlLang} = LOCALE_CONFIGS[locale];
      return [locale, {label, htmlLang, baseUrl: localeBaseUrl(baseUrl, locale)}];
    }),
  );

/** The navbar item type of the phone header's one-tap link to the other language (src/components/site/LocaleShortcut). */
export const LOCALE_SHORTCUT_TYPE = 'custom-localeShortcut';
