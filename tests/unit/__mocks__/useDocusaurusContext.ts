import {TEST_BASE_URL, TEST_SITE_URL} from './useBaseUrl';
import {i18nState} from './i18nState';

export default function useDocusaurusContext() {
  return {
    siteConfig: {title: 'Deck Hopper', url: TEST_SITE_URL, baseUrl: TEST_BASE_URL, customFields: {}},
    siteMetadata: {},
    globalData: {},
    i18n: {currentLocale: i18nState.locale, defaultLocale: 'en', locales: ['en', 'es']},
  };
}
