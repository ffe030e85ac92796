import path from 'node:path';
import type {Plugin, PluginModule, TranslationFile} from '@docusaurus/types';
import {ANALYTICS_META_NAME, ANALYTICS_POLICY_PATH} from '../data/analytics';
import {
  CONSENT_TEXTS,
  consentBannerHtml,
  consentBannerScript,
  type ConsentTextKey,
  type ConsentTexts,
} from '../ssr/consentBanner';

/** The plugin's translation file: `i18n/<locale>/analytics-consent/banner.json`. */
export const CONSENT_TRANSLATION_FILE = 'banner';

/** What each banner text is, for translators. */
const DESCRIPTIONS: Readonly<Record<ConsentTextKey, string>> = {
  region: 'Accessible name of the analytics consent banner',
  message: 'The consent question; {provider}: the analytics service (Google Analytics)',
  policyLink: 'Link after the question to the analytics section of the privacy policy',
  accept: 'Button: agree to analytics',
  decline: 'Button: refuse analytics',
};

const keys = Object.keys(CONSENT_TEXTS) as ConsentTextKey[];

/**
 * Google Analytics behind the visitor's consent, replacing the preset's
 * `gtag` option (which loads the tag on every page before anyone is asked).
 * It adds no Google script to the pages: a `<meta>` with the measurement id,
 * the consent banner with its small script (`src/ssr/consentBanner.ts`) and
 * the client module that loads the tag after Accept
 * (`src/clientModules/analyticsConsent.ts`). The config adds this
 * plugin only when `GA_MEASUREMENT_ID` is set.
 *
 * The banner is written into the HTML, outside React, so its texts are the
 * plugin's own content, translated the way Docusaurus translates plugin
 * content: `write-translations` writes them to the plugin's translation file
 * and a build of another locale reads that file back (`translateContent`).
 * Its script is the same in every language, so the pages' CSP hash is too.
 */
export default function analyticsPlugin({measurementId}: {measurementId: string}): PluginModule {
  return (context) => {
    // The locale's base URL (`/deckhopper/es/` in the Spanish build): the banner links to the policy in its language.
    const {baseUrl} = context;
    const plugin: Plugin<ConsentTexts> = {
      name: 'analytics-consent',
      getClientModules() {
        return [path.resolve(__dirname, '../clientModules/analyticsConsent.ts')];
      },
      loadContent: () => Promise.resolve<ConsentTexts>(CONSENT_TEXTS),
      getTranslationFiles: ({content}) =>
        Promise.resolve<TranslationFile[]>([
          {
            path: CONSENT_TRANSLATION_FILE,
            content: Object.fromEntries(
              keys.map((key) => [key, {message: content[key], description: DESCRIPTIONS[key]}]),
            ),
          },
        ]),
      translateContent({content, translationFiles}) {
        const messages = translationFiles.find(({path: file}) => file === CONSENT_TRANSLATION_FILE)?.content ?? {};
        return Object.fromEntries(keys.map((key) => [key, messages[key]?.message ?? content[key]])) as ConsentTexts;
      },
      injectHtmlTags({content}) {
        const policyHref = `${baseUrl}${ANALYTICS_POLICY_PATH.slice(1)}`;
        return {
          // In the HTML, so the banner is there in the first paint and takes a tap before the scripts run.
          postBodyTags: [consentBannerHtml(policyHref, content), consentBannerScript()],
          headTags: [
            {
              tagName: 'meta',
              attributes: {
                name: ANALYTICS_META_NAME,
                content: measurementId,
                'data-base-url': baseUrl,
              },
            },
          ],
        };
      },
    };
    // The config lists plugins of any content; this one's content is its banner texts.
    return plugin as Plugin;
  };
}
