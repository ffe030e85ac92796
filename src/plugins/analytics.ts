import path from 'node:path';
import type {LoadContext, PluginModule} from '@docusaurus/types';
import {ANALYTICS_META_NAME, ANALYTICS_POLICY_PATH, CONSENT_TEXTS} from '../data/analytics';
import {translateDataText, type DataTextTable} from '../i18n/dataText';
import {DATA_TEXTS_PLUGIN} from '../i18n/dataTextsPlugin';
import {readMessageTable} from '../i18n/translationStatus';
import {consentBannerHtml, consentBannerScript, type ConsentTexts} from '../ssr/consentBanner';

/**
 * The banner's texts in the built locale. The banner is written into the HTML,
 * outside React, so it reads the locale's data-text translations
 * (`i18n/<locale>/deckhopper-data-texts/site.json`) itself; without them
 * (English) the texts stay as written.
 */
export function consentTextsFor({localizationDir, i18n}: Pick<LoadContext, 'localizationDir' | 'i18n'>): ConsentTexts {
  const table: DataTextTable = readMessageTable(path.join(localizationDir, DATA_TEXTS_PLUGIN, 'site.json'));
  const inLocale = (text: string) => translateDataText(text, table, i18n.currentLocale);
  return {
    region: inLocale(CONSENT_TEXTS.region),
    message: inLocale(CONSENT_TEXTS.message),
    policyLink: inLocale(CONSENT_TEXTS.policyLink),
    accept: inLocale(CONSENT_TEXTS.accept),
    decline: inLocale(CONSENT_TEXTS.decline),
  };
}

/**
 * Google Analytics behind the visitor's consent, replacing the preset's
 * `gtag` option (which loads the tag on every page before anyone is asked).
 * It adds no Google script to the pages: a `<meta>` with the measurement id,
 * the consent banner with its small script (`src/ssr/consentBanner.ts`) and
 * the client module that loads the tag after Accept
 * (`src/clientModules/analyticsConsent.ts`). The config adds this
 * plugin only when `GA_MEASUREMENT_ID` is set. The banner is in the built
 * locale's language; its script is the same in every language, so the pages'
 * CSP hash does not change.
 */
export default function analyticsPlugin({measurementId}: {measurementId: string}): PluginModule {
  return (context) => {
    // The locale's base URL (`/deckhopper/es/` in the Spanish build): the banner links to the policy in its language.
    const {baseUrl} = context;
    return {
      name: 'analytics-consent',
      getClientModules() {
        return [path.resolve(__dirname, '../clientModules/analyticsConsent.ts')];
      },
      injectHtmlTags() {
        const policyHref = `${baseUrl}${ANALYTICS_POLICY_PATH.slice(1)}`;
        return {
          // In the HTML, so the banner is there in the first paint and takes a tap before the scripts run.
          postBodyTags: [consentBannerHtml(policyHref, consentTextsFor(context)), consentBannerScript()],
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
  };
}
