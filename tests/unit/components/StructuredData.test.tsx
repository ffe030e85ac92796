import type {ReactNode} from 'react';
import {render} from '@testing-library/react';
import StructuredData, {
  SoftwareApplicationStructuredData,
  appDescription,
} from '@site/src/components/site/StructuredData';
import {PRICES, PRODUCT_NAME, TOOL_NAME} from '@site/src/data/constants';
import {hostsText, operatingSystemsText} from '@site/src/texts/platforms';
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

  it("describes the app as the home page does, in the page's language", () => {
    const {container} = render(<SoftwareApplicationStructuredData />);
    const [app] = jsonLdBlocks(container);
    expect(app!.description).toBe(appDescription());
    expect(appDescription()).toBe(
      `${PRODUCT_NAME} lets you browse your ${TOOL_NAME} decks and press their buttons from ${operatingSystemsText()}, and with Pro also ${hostsText()}.`,
    );
  });
});
