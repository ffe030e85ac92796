import type {Plugin, PluginModule, TranslationFile} from '@docusaurus/types';
import {FRAME_NOTICE_TEXTS, frameGuardScript, type FrameNoticeTextKey, type FrameNoticeTexts} from '../ssr/frameGuard';

/** The plugin's translation file: `i18n/<locale>/frame-guard/notice.json`. */
export const FRAME_NOTICE_TRANSLATION_FILE = 'notice';

/** What each notice text is, for translators. */
const DESCRIPTIONS: Readonly<Record<FrameNoticeTextKey, string>> = {
  message: 'Shown instead of a page that another site shows in a frame',
  link: 'Link under that sentence: opens the page in a new window',
};

const keys = Object.keys(FRAME_NOTICE_TEXTS) as FrameNoticeTextKey[];

/**
 * No other site may use these pages inside a frame, on any host: the frame
 * guard of src/ssr/frameGuard.ts, a script at the top of every page's
 * `<head>`. List it first among the plugins: its script then comes before
 * every other inline script (the template puts the plugins' head tags right
 * after `<meta charset>`).
 *
 * The guard writes its notice outside React, so the notice's texts are the
 * plugin's own content, translated the way Docusaurus translates plugin
 * content (as the consent banner's are, see src/plugins/analytics.ts).
 */
const frameGuardPlugin: PluginModule = () => {
  const plugin: Plugin<FrameNoticeTexts> = {
    name: 'frame-guard',
    loadContent: () => Promise.resolve<FrameNoticeTexts>(FRAME_NOTICE_TEXTS),
    getTranslationFiles: ({content}) =>
      Promise.resolve<TranslationFile[]>([
        {
          path: FRAME_NOTICE_TRANSLATION_FILE,
          content: Object.fromEntries(
            keys.map((key) => [key, {message: content[key], description: DESCRIPTIONS[key]}]),
          ),
        },
      ]),
    translateContent({content, translationFiles}) {
      const messages = translationFiles.find(({path}) => path === FRAME_NOTICE_TRANSLATION_FILE)?.content ?? {};
      return Object.fromEntries(keys.map((key) => [key, messages[key]?.message ?? content[key]])) as FrameNoticeTexts;
    },
    injectHtmlTags: ({content}) => ({headTags: [{tagName: 'script', innerHTML: frameGuardScript(content)}]}),
  };
  // The config lists plugins of any content; this one's content is its notice texts.
  return plugin as Plugin;
};

export default frameGuardPlugin;
