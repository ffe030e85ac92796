/**
 * The frame guard (see ./README.md): a tiny script at the top of every
 * page's `<head>` that, when another origin frames the page, adds a `<style>`
 * hiding the whole `<body>` and a notice beside it, before any of the body is
 * parsed. The state is that `<style>`, not an attribute of `<html>`, which
 * Docusaurus and React rewrite. List the plugin first: the page template puts
 * the plugins' head tags right after `<meta charset>`, so its script comes
 * before every other inline script.
 */
import escapeHtml from 'escape-html';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {translatedPageTexts, type PageTexts} from '../pageTexts';

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

/** A string as a JavaScript literal that cannot end the `<script>` it is written in. */
const literal = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');

/**
 * The guard's source, with the notice in the built locale's words. A frame's
 * ancestors are read from `location.ancestorOrigins` where the browser has it
 * (it names every ancestor, without an error); elsewhere reading the top
 * window's address throws when it is of another origin. The notice goes
 * into `<html>` after `<head>`, where the parser then adds `<body>`: it is
 * outside the body the style hides. Its link's address is set on the events
 * that come before it is followed (a pointer going down, the focus, the click
 * itself), so it is the page's address then, after client-side navigation too.
 */
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
