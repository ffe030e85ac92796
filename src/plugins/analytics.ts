import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import {ANALYTICS_META_NAME, ANALYTICS_POLICY_PATH} from '../data/analytics';
import {consentBannerHtml, consentBannerScript} from '../ssr/consentBanner';

/**
 * Google Analytics behind the visitor's consent, replacing the preset's
 * `gtag` option (which loads the tag on every page before anyone is asked).
 * It adds no Google script to the pages: a `<meta>` with the measurement id,
 * the consent banner with its small script (`src/ssr/consentBanner.ts`) and
 * the client module that loads the tag after Accept
 * (`src/clientModules/analyticsConsent.ts`). The config adds this
 * plugin only when `GA_MEASUREMENT_ID` is set.
 */
export default function analyticsPlugin({measurementId}: {measurementId: string}): PluginModule {
  return ({baseUrl}) => ({
    name: 'analytics-consent',
    getClientModules() {
      return [path.resolve(__dirname, '../clientModules/analyticsConsent.ts')];
    },
    injectHtmlTags() {
      const policyHref = `${baseUrl}${ANALYTICS_POLICY_PATH.slice(1)}`;
      return {
        // In the HTML, so the banner is there in the first paint and takes a tap before the scripts run.
        postBodyTags: [consentBannerHtml(policyHref), consentBannerScript()],
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
  });
}
