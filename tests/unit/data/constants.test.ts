import {
  LATEST_VERSION,
  DOCS_VERSION,
  PRICES,
  PRO_MIN_DONATION,
  SERVER_SINCE_VERSION,
  formatPrice,
} from '@site/src/data/constants';
import {ALL_EXTERNAL_LINKS, SOCIAL_LINKS, STATIC_FORMS_ENDPOINT} from '@site/src/data/links';

describe('prices', () => {
  it('shows each discounted price below its struck-through regular price', () => {
    for (const price of Object.values(PRICES)) expect(price.amount).toBeLessThan(price.regular);
  });

  it('asks for a Pro donation equal to the Pro price', () => {
    expect(PRO_MIN_DONATION).toBe(PRICES.pro.amount);
  });

  it('formats dollars with cents', () => {
    expect(formatPrice(PRICES.basic.amount)).toBe('$2.99');
    expect(formatPrice(PRICES.pro.regular)).toBe('$7.99');
  });
});

describe('versions', () => {
  it('serves the docs of the latest release line', () => {
    const latest: string = LATEST_VERSION;
    expect(latest === DOCS_VERSION || latest.startsWith(`${DOCS_VERSION}.`)).toBe(true);
    expect(SERVER_SINCE_VERSION <= DOCS_VERSION).toBe(true);
  });
});

describe('external links', () => {
  it('uses https everywhere, with a readable label', () => {
    for (const link of [...ALL_EXTERNAL_LINKS, {label: 'forms', href: STATIC_FORMS_ENDPOINT}]) {
      expect(new URL(link.href).protocol).toBe('https:');
      expect(link.label.trim()).not.toBe('');
    }
  });

  it('names the four social pages of the footer', () => {
    expect(SOCIAL_LINKS.map((link) => link.label)).toEqual(['X (Twitter)', 'Patreon', 'itch.io', 'Ko-fi']);
  });
});
