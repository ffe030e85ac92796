import path from 'node:path';
import logger from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';
import {DEFAULT_LOCALE, LOCALES} from '../data/locales';
import {DATA_TEXTS_PLUGIN} from '../i18n/dataTextsPlugin';
import {contentStatus, messageStatus, readMessages} from '../i18n/translationStatus';
import {dataTextKeys} from './dataTexts';

/** Stale or missing translated files and untranslated data texts of one locale. */
export function translationGaps(siteDir: string, locale: string): number {
  const files = contentStatus(siteDir, locale).filter(({state}) => state !== 'current').length;
  const texts = Object.entries(dataTextKeys()).flatMap(([group, keys]) => {
    const file = path.join(siteDir, 'i18n', locale, DATA_TEXTS_PLUGIN, `${group}.json`);
    const english = Object.fromEntries(keys.map((key) => [key, {message: key}]));
    return messageStatus(file, english, readMessages(file)).filter(({state}) => state !== 'unknown');
  }).length;
  return files + texts;
}

/**
 * Says at the end of each build how many translations are stale or missing
 * (`npm run translations:status` names them, code strings included).
 */
export default function translationStatusPlugin(): Plugin {
  return {
    name: 'deckhopper-translation-status',
    postBuild({siteDir, i18n}) {
      // Once per build of the whole site: with the last locale.
      if (i18n.currentLocale !== LOCALES.at(-1)) return Promise.resolve();
      for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
        const gaps = translationGaps(siteDir, locale);
        const message = `Translations (${locale}): ${gaps} stale or missing. npm run translations:status lists them.`;
        if (gaps === 0) logger.info(message);
        else logger.warn(message);
      }
      return Promise.resolve();
    },
  };
}
