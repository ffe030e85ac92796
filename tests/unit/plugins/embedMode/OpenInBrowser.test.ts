import {browserAddress} from '@site/src/plugins/embedMode/OpenInBrowser';
import {EMBED_QUERY_KEY, EMBED_THEME_QUERY_KEY} from '@site/src/plugins/embedMode/contract';

describe('Open in browser', () => {
  it('is the same address without the embed parameters', () => {
    expect(
      browserAddress({
        pathname: '/deckhopper/setup',
        search: `?${EMBED_QUERY_KEY}=1&platform=ios&${EMBED_THEME_QUERY_KEY}=dark`,
        hash: '#proxyButtons',
      }),
    ).toBe('/deckhopper/setup?platform=ios#proxyButtons');
    expect(browserAddress({pathname: '/deckhopper/faq', search: `?${EMBED_QUERY_KEY}=1`, hash: ''})).toBe(
      '/deckhopper/faq',
    );
  });
});
