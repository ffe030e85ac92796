import {PRICES, PRO_MIN_DONATION} from '@site/src/data/constants';

describe('desktop prices', () => {
  it('discounts each edition from a higher regular price', () => {
    for (const price of Object.values(PRICES)) expect(price.amount).toBeLessThan(price.regular);
  });

  it('asks at least the Pro price as the desktop donation', () => {
    expect(PRO_MIN_DONATION).toBe(PRICES.pro.amount);
  });
});
