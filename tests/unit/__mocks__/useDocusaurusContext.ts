import {TEST_BASE_URL, TEST_SITE_URL} from './useBaseUrl';
import {i18nState} from './i18nState';

export default function useDocusaurusContext() {
  return {
    siteConfig: {
      title: 'Deck Hopper',
      url: TEST_SITE_URL,
      // Each language is built with its own base URL, as Docusaurus does.
      baseUrl: i18nState.locale === 'en' ? TEST_BASE_URL : `${TEST_BASE_URL}${i18nState.locale}/`,
      customFields: {},
    },
    siteMetadata: {},
    globalData: {},
    i18n: {
      currentLocale: i18nState.locale,
      defaultLocale: 'en',
      locales: ['en', 'es'],
      localeConfigs: {en: {baseUrl: TEST_BASE_URL}, es: {baseUrl: `${TEST_BASE_URL}es/`}},
    },
  };
}
