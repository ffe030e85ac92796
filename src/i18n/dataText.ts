/**
 * Texts that pages show from `src/data` (card titles, form messages, limit
 * sentences…), translated without copying the data modules.
 *
 * A data text is its own key: the English string the data module exports is
 * looked up in the locale's table (`i18n/<locale>/deckhopper-data-texts/*.json`,
 * written by `npm run write-translations`). When the English changes, its
 * key changes, so a stale translation can never be shown: the page falls
 * back to English and the completeness test names the new text.
 *
 * A text that embeds a fact (a price, a count) is written with the `dt` tag:
 * the data module still exports a plain English string, and translators see
 * a template ("a one-time purchase of {0} on desktop") whose values are
 * formatted for the visitor's locale. Facts stay written once.
 */
import {formatPrice} from '../data/constants';
import {DEFAULT_LOCALE} from '../data/locales';

/** A price in the site's currency, formatted for the locale. */
export type PriceValue = {readonly price: number; readonly whole?: boolean};
/** What a `dt` template can embed: a price, a number or text (itself a data text). */
export type TextValue = PriceValue | number | string;

type Template = {readonly template: string; readonly values: readonly TextValue[]};

/** English text → its template, for every `dt` text the data modules have built. */
const TEMPLATES = new Map<string, Template>();

/** Translations of one locale: data text key → translated message. */
export type DataTextTable = Readonly<Record<string, string>>;

/** A price to embed in a `dt` text; `whole` drops the cents ("$100"). */
export const price = (amount: number, options: {whole?: boolean} = {}): PriceValue => ({
  price: amount,
  ...(options.whole && {whole: true}),
});

const isPrice = (value: TextValue): value is PriceValue => typeof value === 'object';

function formatValue(value: TextValue, table: DataTextTable, locale: string): string {
  if (isPrice(value)) return formatPrice(value.price, locale, value.whole);
  // Ports, versions and counts are written as they are, without grouping.
  if (typeof value === 'number') return String(value);
  return translateDataText(value, table, locale);
}

/**
 * Tagged template for a data text with facts in it. Returns the English
 * string (so every English page reads exactly as before) and remembers its
 * template for translation: dt`Basic costs ${price(2.99)}.` gives
 * "Basic costs $2.99." with the template "Basic costs {0}."
 */
export function dt(strings: TemplateStringsArray, ...values: TextValue[]): string {
  const template = strings.reduce((text, part, index) => `${text}{${index - 1}}${part}`);
  const english = strings.reduce(
    (text, part, index) => `${text}${formatValue(values[index - 1] as TextValue, {}, DEFAULT_LOCALE)}${part}`,
  );
  if (values.length > 0) TEMPLATES.set(english, {template, values});
  return english;
}

/** The key translators see for a data text: its template, or the text itself. */
export const dataTextKey = (text: string): string => TEMPLATES.get(text)?.template ?? text;

/** A data text in the locale of `table`; English (or the template's English values) when it has none. */
export function translateDataText(text: string, table: DataTextTable, locale: string): string {
  const template = TEMPLATES.get(text);
  if (!template) return table[text] ?? text;
  const message = table[template.template] ?? template.template;
  return message.replace(/\{(\d+)\}/g, (placeholder, index: string) => {
    const value = template.values[Number(index)];
    return value === undefined ? placeholder : formatValue(value, table, locale);
  });
}

/** The placeholders of a message (`{0}`, `{name}`), sorted, for checking a translation against its source. */
export const placeholdersOf = (message: string): string[] => [...message.matchAll(/\{\w+\}/g)].map(([p]) => p).sort();
