import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import analyticsPlugin from '@site/src/plugins/analytics';
import {ANALYTICS_META_NAME} from '@site/src/data/analytics';

describe('the analytics plugin', () => {
  const plugin = analyticsPlugin({measurementId: 'G-TESTSITE01'})(
    {baseUrl: '/deckhopper/', localizationDir: path.resolve('i18n/en'), i18n: {currentLocale: 'en'}} as LoadContext,
    {},
  ) as unknown as {
    getClientModules: () => string[];
    injectHtmlTags: () => {headTags: {tagName: string; attributes: Record<string, string>}[]; postBodyTags: string[]};
  };

  it('puts the consent banner and its own script in the page, linking to the policy under the base path', () => {
    const {postBodyTags} = plugin.injectHtmlTags();
    const [banner, script] = postBodyTags;
    expect(banner).toMatch(/^<section id="analytics-consent"[^>]* hidden>/);
    expect(banner).toContain('href="/deckhopper/privacy-policy#analytics"');
    expect(script).toMatch(/^<script>[\s\S]*<\/script>$/);
    expect(postBodyTags.join('')).not.toMatch(/googletagmanager|gtag/);
  });

  it('adds no Google script to the head, only the id the consent module reads', () => {
    const {headTags} = plugin.injectHtmlTags();
    expect(headTags).toEqual([
      {
        tagName: 'meta',
        attributes: {
          name: ANALYTICS_META_NAME,
          content: 'G-TESTSITE01',
          'data-base-url': '/deckhopper/',
        },
      },
    ]);
    expect(JSON.stringify(headTags)).not.toMatch(/script|googletagmanager/);
  });

  it('registers the consent module', () => {
    expect(plugin.getClientModules()).toEqual([expect.stringMatching(/clientModules\/analyticsConsent\.ts$/)]);
  });
});
