import {useCallback} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {DATA_TEXTS_PLUGIN, type DataTextsGlobalData} from './dataTextsPlugin';
import {translateDataText} from './dataText';

/**
 * `const t = useDataText(); t(card.title)`: a text from `src/data` in the
 * page's language. In English it returns the text unchanged.
 */
export default function useDataText(): (text: string) => string {
  const {i18n} = useDocusaurusContext();
  const {texts} = usePluginData(DATA_TEXTS_PLUGIN) as DataTextsGlobalData;
  return useCallback((text: string) => translateDataText(text, texts, i18n.currentLocale), [texts, i18n.currentLocale]);
}
