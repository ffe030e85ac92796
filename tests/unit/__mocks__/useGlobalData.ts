import {DATA_TEXTS_PLUGIN} from '@site/src/i18n/dataTextsPlugin';
import {i18nState} from './i18nState';

/** Only the site's own plugin data is read by components. */
export function usePluginData(name: string): unknown {
  if (name === DATA_TEXTS_PLUGIN) return {texts: i18nState.dataTexts};
  throw new Error(`No mocked global data for the plugin "${name}".`);
}

export default function useGlobalData(): unknown {
  return {[DATA_TEXTS_PLUGIN]: {default: {texts: i18nState.dataTexts}}};
}
