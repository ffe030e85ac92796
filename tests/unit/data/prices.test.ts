import {PRICES, PRO_MIN_DONATION, formatPrice} from '@site/src/data/constants';

describe('desktop prices', () => {
  it('discounts each edition from a higher regular price', () => {
    for (const price of Object.values(PRICES)) expect(price.amount).toBeLessThan(price.regular);
  });

  it('asks at least the Pro price as the desktop donation', () => {
    expect(PRO_MIN_DONATION).toBe(PRICES.pro.amount);
  });

  it('formats the figures the pages show', () => {
    expect([PRICES.basic, PRICES.pro].map((p) => [formatPrice(p.amount), formatPrice(p.regular)])).toEqual([
      ['$2.99', '$4.99'],
      ['$5.99', '$7.99'],
    ]);
  });
});
