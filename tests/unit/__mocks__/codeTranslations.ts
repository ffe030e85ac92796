import {i18nState} from './i18nState';

/** `@generated/codeTranslations`: the test locale's messages, read by Docusaurus' real `translate()`. */
export default i18nState.codeTranslations;
