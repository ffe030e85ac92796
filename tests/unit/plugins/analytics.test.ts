import type {LoadContext} from '@docusaurus/types';
import analyticsPlugin from '@site/src/plugins/analytics';
import {ANALYTICS_META_NAME} from '@site/src/data/analytics';

describe('the analytics plugin', () => {
  const plugin = analyticsPlugin({measurementId: 'G-TESTSITE01'})(
    {baseUrl: '/deckhopper/'} as LoadContext,
    {},
  ) as unknown as {
    getClientModules: () => string[];
    injectHtmlTags: () => {headTags: {tagName: string; attributes: Record<string, string>}[]};
  };

  it('adds no script to the pages, only the id the consent module reads', () => {
    const {headTags} = plugin.injectHtmlTags();
    expect(headTags).toEqual([
      {
        tagName: 'meta',
        attributes: {
          name: ANALYTICS_META_NAME,
          content: 'G-TESTSITE01',
          'data-base-url': '/deckhopper/',
          'data-policy': '/deckhopper/privacy-policy#analytics',
        },
      },
    ]);
    expect(JSON.stringify(headTags)).not.toMatch(/script|googletagmanager/);
  });

  it('registers the consent module', () => {
    expect(plugin.getClientModules()).toEqual([expect.stringMatching(/clientModules\/analyticsConsent\.ts$/)]);
  });
});
