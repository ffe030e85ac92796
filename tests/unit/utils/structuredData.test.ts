/**
 * @jest-environment node
 */
import {CURRENCY, PRICES, PRODUCT_NAME} from '@site/src/data/constants';
import {SECTION_ANCHORS} from '@site/src/data/deepLinks';
import {OPERATING_SYSTEMS, PLATFORMS} from '@site/src/data/platforms';
import {ROUTES} from '@site/src/data/routes';
import {APPLICATION_CATEGORY, SOCIAL_CARD} from '@site/src/data/seo';
import {listInText, operatingSystemsText} from '@site/src/texts/platforms';
import {faqPageJsonLd, serializeJsonLd, softwareApplicationJsonLd, type JsonLd} from '@site/src/utils/structuredData';

describe('serializeJsonLd', () => {
  const hostile: JsonLd = {
    name: 'Deck </script><script>alert(1)</script> Hopper',
    comment: '<!-- not a comment --> & more',
    separators: 'line\u2028paragraph\u2029end',
    nested: [{text: '</SCRIPT >'}],
  };

  it('never writes a character that could close the script element or open a comment', () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json.toLowerCase()).not.toContain('</script');
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('reads back as exactly the same data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });

  it('leaves ordinary text readable', () => {
    expect(serializeJsonLd({name: 'Deck Hopper', price: 2.99})).toBe('{"name":"Deck Hopper","price":2.99}');
  });
});

describe('softwareApplicationJsonLd', () => {
  const absolute = (path: string) => `https://example.test/deckhopper${path}`;
  const description = 'What the app is, in the page language.';
  const softwareVersion = '9.8.7';
  const app = softwareApplicationJsonLd(absolute, {description, softwareVersion}) as Record<string, unknown>;
  const offers = app.offers as {price: number; priceCurrency: string; name: string; url: string}[];

  it('describes Deck Hopper as a SoftwareApplication', () => {
    expect(app).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: PRODUCT_NAME,
      description,
      applicationCategory: APPLICATION_CATEGORY,
      softwareVersion,
      url: absolute(ROUTES.home),
      downloadUrl: absolute(ROUTES.download),
      image: absolute(`/${SOCIAL_CARD.path}`),
    });
  });

  it('lists the operating systems of the platforms data, browser and OBS dock aside', () => {
    expect(app.operatingSystem).toBe(OPERATING_SYSTEMS.join(', '));
    for (const {name, kind} of PLATFORMS) {
      expect((app.operatingSystem as string).includes(name)).toBe(kind !== 'host');
    }
  });

  it('offers each desktop licence at its price from the data, in its currency, bought in the purchase section', () => {
    const purchase = absolute(`${ROUTES.download}#${SECTION_ANCHORS.downloadPurchase}`);
    expect(offers.map(({price}) => price)).toEqual(Object.values(PRICES).map(({amount}) => amount));
    expect(offers.map(({name}) => name)).toEqual(['Deck Hopper Basic for desktop', 'Deck Hopper Pro for desktop']);
    for (const offer of offers) {
      expect(offer).toMatchObject({'@type': 'Offer', priceCurrency: CURRENCY, url: purchase});
    }
  });
});

describe('faqPageJsonLd', () => {
  it('writes one Question with its Answer per entry, in order', () => {
    expect(
      faqPageJsonLd([
        {question: 'First?', answer: 'Yes.'},
        {question: 'Second?', answer: 'No.'},
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {'@type': 'Question', name: 'First?', acceptedAnswer: {'@type': 'Answer', text: 'Yes.'}},
        {'@type': 'Question', name: 'Second?', acceptedAnswer: {'@type': 'Answer', text: 'No.'}},
      ],
    });
  });
});

describe('platform lists in text', () => {
  it('joins names as running text', () => {
    expect(listInText([])).toBe('');
    expect(listInText(['Android'])).toBe('Android');
    expect(listInText(['Android', 'iOS'], 'or')).toBe('Android or iOS');
    expect(operatingSystemsText()).toBe(listInText([...OPERATING_SYSTEMS]));
  });
});
