import type {ReactNode} from 'react';
import {render} from '@testing-library/react';
import {SoftwareApplicationStructuredData, appDescription} from '@site/src/components/site/StructuredData';
import {PRICES, PRODUCT_NAME, TOOL_NAME} from '@site/src/data/constants';
import {SECTION_ANCHORS} from '@site/src/data/deepLinks';
import {ROUTES} from '@site/src/data/routes';
import {SOCIAL_CARD} from '@site/src/data/seo';
import {hostsText, operatingSystemsText} from '@site/src/texts/platforms';
import {withTestBaseUrl} from '../__mocks__/useBaseUrl';

// The shared mock drops head tags; here they are rendered in place to be read.
jest.mock('@docusaurus/Head', () => ({
  __esModule: true,
  default: ({children}: {children?: ReactNode}) => <>{children}</>,
}));

const absolute = (path: string) => withTestBaseUrl(path, {absolute: true});

function jsonLdBlocks(container: HTMLElement): Record<string, unknown>[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent) as Record<string, unknown>,
  );
}

describe('StructuredData', () => {
  it('links the app to this site with absolute addresses', () => {
    const {container} = render(<SoftwareApplicationStructuredData />);
    const [app] = jsonLdBlocks(container);
    expect(app).toMatchObject({
      '@type': 'SoftwareApplication',
      url: absolute(ROUTES.home),
      downloadUrl: absolute(ROUTES.download),
      image: absolute(`/${SOCIAL_CARD.path}`),
    });
    const offers = app!.offers as {price: number; url: string}[];
    expect(offers.map(({price}) => price)).toEqual([PRICES.basic.amount, PRICES.pro.amount]);
    for (const offer of offers)
      expect(offer.url).toBe(absolute(`${ROUTES.download}#${SECTION_ANCHORS.downloadPurchase}`));
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
