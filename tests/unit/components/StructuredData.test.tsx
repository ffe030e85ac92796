import type {ReactNode} from 'react';
import {render} from '@testing-library/react';
import {BrowserRouter} from 'react-router-dom';
import Accordion from '@site/src/plugins/help/theme/Accordion';
import AccordionGroup from '@site/src/plugins/help/theme/AccordionGroup';
import FaqStructuredData from '@site/src/plugins/help/theme/FaqStructuredData';
import {faqEntries, textOf} from '@site/src/plugins/help/theme/FaqStructuredData/faqEntries';
import StructuredData, {SoftwareApplicationStructuredData} from '@site/src/components/site/StructuredData';
import DataText from '@site/src/components/site/DataText';
import Price from '@site/src/components/products/Price';
import {PRICES} from '@site/src/data/constants';
import {PRO_DESKTOP_COST} from '@site/src/data/editions';
import {dataTextKey} from '@site/src/i18n/dataText';
import {setTestLocale} from '../__mocks__/i18nState';
import {TEST_SITE_URL} from '../__mocks__/useBaseUrl';

// The shared mock drops head tags; here they are rendered in place to be read.
jest.mock('@docusaurus/Head', () => ({
  __esModule: true,
  default: ({children}: {children?: ReactNode}) => <>{children}</>,
}));

function jsonLdBlocks(container: HTMLElement): Record<string, unknown>[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent) as Record<string, unknown>,
  );
}

type Question = {name: string; acceptedAnswer: {text: string}};

describe('StructuredData', () => {
  it('writes the data as an escaped JSON-LD script', () => {
    const {container} = render(<StructuredData data={{name: 'a </script> b'}} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).toBe('{"name":"a \\u003c/script\\u003e b"}');
    expect(jsonLdBlocks(container)).toEqual([{name: 'a </script> b'}]);
  });

  it('links the app to this site with absolute addresses', () => {
    const {container} = render(<SoftwareApplicationStructuredData />);
    const [app] = jsonLdBlocks(container);
    expect(app).toMatchObject({
      '@type': 'SoftwareApplication',
      url: `${TEST_SITE_URL}/deckhopper/`,
      downloadUrl: `${TEST_SITE_URL}/deckhopper/download`,
      image: `${TEST_SITE_URL}/deckhopper/img/social-card.png`,
    });
    const offers = app!.offers as {price: number; url: string}[];
    expect(offers.map(({price}) => price)).toEqual([PRICES.basic.amount, PRICES.pro.amount]);
    for (const offer of offers) expect(offer.url).toBe(`${TEST_SITE_URL}/deckhopper/download#purchase`);
  });
});

describe('FAQ entries', () => {
  const children = (
    <>
      {'\n'}
      <AccordionGroup>
        <Accordion id="free" title="Is it free?">
          <p>
            Try it for <strong>{10}</strong> days.
          </p>
          <p>
            Then see the <a href="/features">features</a>.
          </p>
        </Accordion>
        <p>Not an entry.</p>
        <Accordion id="ios" title="And on iOS?">
          <ul>
            <li>No trial;</li>
            <li>Pro included.</li>
          </ul>
        </Accordion>
      </AccordionGroup>
    </>
  );

  it('reads each accordion title as a question and its body text as the answer', () => {
    expect(faqEntries(children)).toEqual([
      {id: 'free', question: 'Is it free?', answer: 'Try it for 10 days. Then see the features.'},
      {id: 'ios', question: 'And on iOS?', answer: 'No trial; Pro included.'},
    ]);
  });

  it('keeps inline text together and spaces blocks apart', () => {
    expect(
      textOf(
        <p>
          a<em>b</em>c
        </p>,
      ),
    ).toBe(' abc ');
    expect(
      textOf([<p key="1">one</p>, <p key="2">two</p>])
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe('one two');
    expect(textOf([null, false, undefined, 'x'])).toBe('x');
  });

  it('adds a FAQPage with one question per entry and still renders the entries', () => {
    const {container, getAllByRole} = render(
      <BrowserRouter>
        <FaqStructuredData>{children}</FaqStructuredData>
      </BrowserRouter>,
    );
    const [faq] = jsonLdBlocks(container);
    expect(faq).toMatchObject({'@context': 'https://schema.org', '@type': 'FAQPage'});
    const questions = faq!.mainEntity as Question[];
    expect(questions.map(({name}) => name)).toEqual(['Is it free?', 'And on iOS?']);
    expect(questions[0]!.acceptedAnswer.text).toBe('Try it for 10 days. Then see the features.');
    expect(getAllByRole('heading', {level: 2}).map((heading) => heading.textContent)).toEqual([
      'Is it free?',
      'And on iOS?',
    ]);
  });

  it('reads the Spanish answer a translated FAQ shows through DataText and Price', () => {
    setTestLocale('es', {dataTexts: {[dataTextKey(PRO_DESKTOP_COST)]: 'un pago único de {0} en escritorio'}});
    const {container} = render(
      <BrowserRouter>
        <FaqStructuredData>
          <AccordionGroup>
            <Accordion id="canUseFree" title="¿Puedo usarlo gratis?">
              <p>
                Pro es <DataText text={PRO_DESKTOP_COST} /> (antes <Price amount={PRICES.pro.regular} />
                ).
              </p>
            </Accordion>
          </AccordionGroup>
        </FaqStructuredData>
      </BrowserRouter>,
    );
    const questions = jsonLdBlocks(container)[0]!.mainEntity as Question[];
    expect(questions[0]!.acceptedAnswer.text).toMatch(
      /^Pro es un pago único de 5,99\sUS\$ en escritorio \(antes 7,99\sUS\$\)\.$/,
    );
  });

  it('escapes markup written in an answer', () => {
    const {container} = render(
      <BrowserRouter>
        <FaqStructuredData>
          <AccordionGroup>
            <Accordion id="markup" title="Can I write </script>?">
              <p>{'Text with </script><b>tags</b>'}</p>
            </Accordion>
          </AccordionGroup>
        </FaqStructuredData>
      </BrowserRouter>,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML.toLowerCase()).not.toContain('</script');
    const questions = jsonLdBlocks(container)[0]!.mainEntity as Question[];
    expect(questions[0]).toMatchObject({
      name: 'Can I write </script>?',
      acceptedAnswer: {text: 'Text with </script><b>tags</b>'},
    });
  });

  it('refuses to wrap something without entries', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<FaqStructuredData>{<p>No entries here.</p>}</FaqStructuredData>)).toThrow(
      /found no <Accordion> entries/,
    );
    jest.restoreAllMocks();
  });
});
