import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import analyticsPlugin, {consentTextsFor} from '@site/src/plugins/analytics';
import {consentBannerScript} from '@site/src/ssr/consentBanner';
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

  it('writes the banner in the built locale: Spanish texts and the Spanish policy, the same script', () => {
    const spanish = analyticsPlugin({measurementId: 'G-TESTSITE01'})(
      {
        baseUrl: '/deckhopper/es/',
        localizationDir: path.resolve('i18n/es'),
        i18n: {currentLocale: 'es'},
      } as LoadContext,
      {},
    ) as unknown as typeof plugin;
    const [banner, script] = spanish.injectHtmlTags().postBodyTags;
    expect(banner).toContain('aria-label="Opciones de privacidad"');
    expect(banner).toContain('¿Podemos contar tu visita con Google Analytics?');
    expect(banner).toContain('href="/deckhopper/es/privacy-policy#analytics"');
    expect(banner).toMatch(/data-consent-choice="granted">Aceptar<.*data-consent-choice="denied">Rechazar</);
    // The script is the same in every language, so the pages' CSP hash is too.
    expect(script).toBe(consentBannerScript());
    expect(plugin.injectHtmlTags().postBodyTags[1]).toBe(script);
  });

  it('keeps English where the locale has no translations', () => {
    expect(
      consentTextsFor({localizationDir: path.resolve('i18n/en'), i18n: {currentLocale: 'en'}} as LoadContext),
    ).toEqual(expect.objectContaining({accept: 'Accept', decline: 'Decline', region: 'Privacy choices'}));
  });
});
