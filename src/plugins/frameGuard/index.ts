/**
 * The frame guard (see ./README.md, "How it works"): a tiny script at the top
 * of every page's `<head>`. List the plugin first, so its script comes before
 * every other inline script.
 */
import escapeHtml from 'escape-html';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {scriptLiteral as literal, translatedPageTexts, type PageTexts} from '../pageTexts';

/** The plugin's translation file: `i18n/<locale>/frame-guard/notice.json`. */
export const FRAME_NOTICE_TRANSLATION_FILE = 'notice';

/** The notice's texts in English, the one place they are written. */
export const FRAME_NOTICE_TEXTS = {
  message: 'For your safety this page only works in its own window.',
  link: 'Open the page in its own window',
} as const;

type FrameNoticeTexts = PageTexts<keyof typeof FRAME_NOTICE_TEXTS>;

/** What each notice text is, for translators. */
const DESCRIPTIONS: FrameNoticeTexts = {
  message: 'Shown instead of a page that another site shows in a frame',
  link: 'Link under that sentence: opens the page in a new window',
};

const NOTICE_ID = 'frame-notice';

/** What the guard's style does: the body hidden, the notice set apart from the window's edges. */
const GUARD_CSS =
  'body{display:none!important}' +
  `#${NOTICE_ID}{max-width:40rem;margin:3rem auto;padding:0 1rem}` +
  `#${NOTICE_ID} a{text-decoration:underline}`;

/** The guard's source, with the notice in the built locale's words (how it works: ./README.md). */
export function frameGuardScript(texts: FrameNoticeTexts = FRAME_NOTICE_TEXTS): string {
  const notice =
    `<div id="${NOTICE_ID}"><p>${escapeHtml(texts.message)}</p>` +
    `<p><a href="" target="_blank" rel="noopener">${escapeHtml(texts.link)}</a></p></div>`;
  return (
    '(function(d,l){var a=l.ancestorOrigins,o=l.origin,x=false,i;' +
    'if(a)for(i=0;i<a.length;i++)x=x||a[i]!==o;' +
    'else try{x=top.location.origin!==o}catch(e){x=true}' +
    'if(!x)return;' +
    `var s=d.createElement("style");s.textContent=${literal(GUARD_CSS)};d.head.appendChild(s);` +
    `d.documentElement.insertAdjacentHTML("beforeend",${literal(notice)});` +
    `function f(e){var t=e.target.closest&&e.target.closest(${literal(`#${NOTICE_ID} a`)});if(t)t.href=l.href}` +
    '["pointerdown","focusin","click"].forEach(function(n){d.addEventListener(n,f,true)})' +
    '})(document,location)'
  );
}

const frameGuardPlugin: PluginModule = () => {
  const plugin: Plugin<FrameNoticeTexts> = {
    name: 'frame-guard',
    ...translatedPageTexts(FRAME_NOTICE_TRANSLATION_FILE, FRAME_NOTICE_TEXTS, DESCRIPTIONS),
    injectHtmlTags: ({content}) => ({headTags: [{tagName: 'script', innerHTML: frameGuardScript(content)}]}),
  };
  // The config lists plugins of any content; this one's content is its notice texts.
  return plugin as Plugin;
};

export default frameGuardPlugin;
