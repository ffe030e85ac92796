/**
 * @jest-environment node
 */
import {APPLE_DEVELOPER_FEE_PER_YEAR, CURRENCY, PRICES, PRO_MIN_DONATION, formatPrice} from '@site/src/data/constants';
import {LOCALES, LOCALE_CONFIGS} from '@site/src/data/locales';

describe('desktop prices', () => {
  it('discounts each edition from a higher regular price', () => {
    for (const price of Object.values(PRICES)) expect(price.amount).toBeLessThan(price.regular);
  });
});

describe('formatPrice', () => {
  // Every price the site shows, and figures that take each locale's grouping and rounding.
  const amounts = [
    ...Object.values(PRICES).flatMap((price) => [price.amount, price.regular]),
    PRO_MIN_DONATION,
    APPLE_DEVELOPER_FEE_PER_YEAR,
    0.5,
    999.99,
    1000,
    1234.5,
    12345.67,
    1234567,
  ];

  it.each(LOCALES)('writes prices in %s as Intl.NumberFormat does, with cents and whole', (locale) => {
    const intl = (whole: boolean) =>
      new Intl.NumberFormat(LOCALE_CONFIGS[locale].numbers, {
        style: 'currency',
        currency: CURRENCY,
        ...(whole && {minimumFractionDigits: 0, maximumFractionDigits: 0}),
      });
    for (const whole of [false, true]) {
      expect(amounts.map((amount) => formatPrice(amount, locale, whole))).toEqual(
        amounts.map((amount) => intl(whole).format(amount)),
      );
    }
  });

  it('builds no Intl.NumberFormat: in a browser the first one loads its locale data, slowly on a phone', () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    for (const locale of LOCALES) formatPrice(PRICES.pro.amount, locale);
    expect(numberFormat).not.toHaveBeenCalled();
    numberFormat.mockRestore();
  });
});
