import {render, screen} from '@testing-library/react';
import DataText from '@site/src/components/site/DataText';
import Price from '@site/src/components/products/Price';
import {BASIC_COST_WITH_PRICE, PRO_DESKTOP_COST} from '@site/src/data/editions';
import {PRICES, formatPrice} from '@site/src/data/constants';
import {dataTextKey, dt, price, translateDataText} from '@site/src/i18n/dataText';
import {setTestLocale} from '../__mocks__/i18nState';

describe('data texts', () => {
  it('keep the English of a dt text exactly and give translators its template', () => {
    const text = dt`Costs ${price(2.5)} for ${3} days, ${price(100, {whole: true})} a year.`;
    expect(text).toBe('Costs $2.50 for 3 days, $100 a year.');
    expect(dataTextKey(text)).toBe('Costs {0} for {1} days, {2} a year.');
    expect(dataTextKey('Plain text')).toBe('Plain text');
  });

  it('format the facts of a template for the locale, from the same data', () => {
    const text = dt`Cuesta ${price(PRICES.pro.amount)}.`;
    expect(translateDataText(text, {'Cuesta {0}.': 'Cuesta {0}.'}, 'es')).toBe(`Cuesta ${formatPrice(5.99, 'es')}.`);
    expect(formatPrice(5.99, 'es')).toMatch(/^5,99\s?US\$$/);
    expect(formatPrice(5.99)).toBe('$5.99');
  });

  it('fall back to English when a text has no translation, and never show a stale one', () => {
    const table = {'An old English text.': 'Un texto viejo.'};
    expect(translateDataText('A new English text.', table, 'es')).toBe('A new English text.');
    expect(translateDataText('An old English text.', table, 'es')).toBe('Un texto viejo.');
  });

  it('translate text values inside a template (a list of platforms inside a sentence)', () => {
    const list = 'Android and iOS';
    const text = dt`Runs on ${list}.`;
    expect(translateDataText(text, {'Runs on {0}.': 'Funciona en {0}.', [list]: 'Android e iOS'}, 'es')).toBe(
      'Funciona en Android e iOS.',
    );
  });

  it('render in the page language through DataText and Price', () => {
    setTestLocale('es', {dataTexts: {[dataTextKey(PRO_DESKTOP_COST)]: 'un pago único de {0} en escritorio'}});
    render(
      <p>
        <DataText text={PRO_DESKTOP_COST} /> · <Price amount={PRICES.basic.regular} /> ·{' '}
        <DataText text={BASIC_COST_WITH_PRICE} />
      </p>,
    );
    expect(screen.getByText(/un pago único de 5,99\sUS\$ en escritorio/)).toBeInTheDocument();
    expect(screen.getByText(/4,99\sUS\$/)).toBeInTheDocument();
    // No Spanish given for this one: the English words, with the fact still in place.
    expect(screen.getByText(/free on Android and a one-time purchase of 2,99\sUS\$ on desktop/)).toBeInTheDocument();
  });
});
