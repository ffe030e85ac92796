import type {Plugin} from '@docusaurus/types';
import {DEFAULT_LOCALE, LOCALES} from '../data/locales';
import {contentStatus} from '../i18n/translationStatus';

/** Parts of pages (a page's own text, or a help entry) not translated into `locale`, or behind their English. */
export const translationGaps = (siteDir: string, locale: string): number => contentStatus(siteDir, locale).length;

/**
 * Says at the end of each build how many parts of pages are stale or missing
 * in each language (`npm run translations:status` names them, code strings
 * included). English comes first: this never fails the build.
 */
export default function translationStatusPlugin(): Plugin {
  return {
    name: 'deckhopper-translation-status',
    postBuild({siteDir, i18n}) {
      // Once per build of the whole site: with the last locale.
      if (i18n.currentLocale !== LOCALES.at(-1)) return Promise.resolve();
      for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
        const gaps = translationGaps(siteDir, locale);
        const message = `Translations (${locale}): ${gaps} parts of pages stale or missing. npm run translations:status lists them.`;
        console.log(`[${gaps === 0 ? 'INFO' : 'WARNING'}] ${message}`);
      }
      return Promise.resolve();
    },
  };
}
