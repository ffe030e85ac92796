import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import {ANALYTICS_META_NAME, ANALYTICS_POLICY_PATH} from '../data/analytics';

/**
 * Google Analytics behind the visitor's consent, replacing the preset's
 * `gtag` option (which loads the tag on every page before anyone is asked).
 * It adds no script to the pages: only a `<meta>` with the measurement id
 * and the client module that asks for consent and loads the tag after
 * Accept (`src/clientModules/analyticsConsent.ts`). The config adds this
 * plugin only when `GA_MEASUREMENT_ID` is set.
 */
export default function analyticsPlugin({measurementId}: {measurementId: string}): PluginModule {
  return ({baseUrl}) => ({
    name: 'analytics-consent',
    getClientModules() {
      return [path.resolve(__dirname, '../clientModules/analyticsConsent.ts')];
    },
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'meta',
            attributes: {
              name: ANALYTICS_META_NAME,
              content: measurementId,
              'data-base-url': baseUrl,
              'data-policy': `${baseUrl}${ANALYTICS_POLICY_PATH.slice(1)}`,
            },
          },
        ],
      };
    },
  });
}
