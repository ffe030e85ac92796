/**
 * @jest-environment node
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import analyticsPlugin, {
  CONSENT_TEXTS,
  CONSENT_TRANSLATION_FILE,
  consentBannerScript,
  type ConsentTexts,
} from '@site/src/plugins/analytics';
import {ANALYTICS_META_NAME} from '@site/src/plugins/analytics/contract';
import {pageTextsIn} from '../../helpers/pageTexts';

type Tags = {headTags: {tagName: string; attributes: Record<string, string>}[]; postBodyTags: string[]};

const pluginFor = (baseUrl: string) =>
  analyticsPlugin({measurementId: 'G-TESTSITE01'})({baseUrl} as LoadContext, {}) as Plugin<ConsentTexts>;
const tagsOf = (plugin: Plugin<ConsentTexts>, content: ConsentTexts) => plugin.injectHtmlTags!({content}) as Tags;

describe('the analytics plugin', () => {
  const plugin = pluginFor('/deckhopper/');

  it('puts the consent banner and its own script in the page, linking to the policy under the base path', () => {
    const {postBodyTags} = tagsOf(plugin, CONSENT_TEXTS);
    const [banner, script] = postBodyTags;
    // In a data block its script puts in the page: nothing of it shows without JavaScript.
    expect(banner).toMatch(
      /^<script type="text\/html"[^>]*><section id="analytics-consent"[^>]* hidden>.*<\/section><\/script>$/,
    );
    expect(banner).toContain('href="/deckhopper/privacy-policy#analytics"');
    expect(banner).toContain('May we count your visit with Google Analytics?');
    expect(script).toMatch(/^<script>[\s\S]*<\/script>$/);
    expect(postBodyTags.join('')).not.toMatch(/googletagmanager|gtag/);
  });

  it('adds no Google script to the head, only the id the consent module reads', () => {
    const {headTags} = tagsOf(plugin, CONSENT_TEXTS);
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

  it('registers the consent module, which alone loads the tag and measures page speed', () => {
    expect(plugin.getClientModules!()).toEqual([expect.stringMatching(/plugins\/analytics\/client\.ts$/)]);
  });

  it('gives translators one file with every banner text, its English and what it is', async () => {
    const files = await plugin.getTranslationFiles!({content: CONSENT_TEXTS});
    expect(files.map(({path: file}) => file)).toEqual([CONSENT_TRANSLATION_FILE]);
    const [file] = files;
    expect(Object.keys(file!.content)).toEqual(Object.keys(CONSENT_TEXTS));
    for (const [key, english] of Object.entries(CONSENT_TEXTS)) {
      expect(file!.content[key]?.message).toBe(english);
      expect(file!.content[key]?.description?.length).toBeGreaterThan(0);
    }
  });

  it('writes the banner in the built locale: Spanish texts and the Spanish policy, the same script', async () => {
    const spanish = pluginFor('/deckhopper/es/');
    const [banner, script] = tagsOf(spanish, await pageTextsIn(spanish, 'es')).postBodyTags;
    expect(banner).toContain('aria-label="Opciones de privacidad"');
    expect(banner).toContain('¿Podemos contar tu visita con Google Analytics?');
    expect(banner).toContain('href="/deckhopper/es/privacy-policy#analytics"');
    expect(banner).toMatch(/data-consent-choice="granted">Aceptar<.*data-consent-choice="denied">Rechazar</);
    // The script is the same in every language, so the pages' CSP hash is too.
    expect(script).toBe(consentBannerScript());
    expect(tagsOf(plugin, CONSENT_TEXTS).postBodyTags[1]).toBe(script);
  });

  it('keeps English where the locale has no translations', async () => {
    expect(await pageTextsIn(plugin, 'en')).toEqual(CONSENT_TEXTS);
  });
});
