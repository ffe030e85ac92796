import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {embedModeScript, embedThemeScript} from '../ssr/embedMode';

/**
 * Embed mode (`?embed=1`, see src/data/embed.ts): its two inline scripts
 * (src/ssr/embedMode.ts) and its client module (links out, storage, the
 * CSS). List it right after the frame guard: its head script then runs
 * before the body is parsed, and its body script after the theme's
 * color-mode script (the site's plugins come after the preset's).
 */
export default function embedModePlugin(): Plugin {
  return {
    name: 'embed-mode',
    getClientModules: () => [path.resolve(__dirname, '../clientModules/embedMode.ts')],
    injectHtmlTags: () => ({
      headTags: [{tagName: 'script', innerHTML: embedModeScript()}],
      preBodyTags: [{tagName: 'script', innerHTML: embedThemeScript()}],
    }),
  };
}
