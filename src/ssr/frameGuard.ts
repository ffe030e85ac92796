/**
 * The frame guard: what stands in for `frame-ancestors` on a host that sends
 * no headers (GitHub Pages), so that no other site can show these pages in a
 * frame and trick a visitor into clicking them (clickjacking). The frame
 * guard plugin (src/plugins/frameGuard.ts) puts a tiny script at the top of
 * every page's `<head>`. When the page is framed by another origin, it adds
 * a `<style>` that hides the whole `<body>`, and a notice beside it: one
 * sentence and a link that opens the page, at its current address, in a
 * window of its own. It runs before any of the body is parsed, so the first
 * paint already shows nothing to click (the consent banner included).
 *
 * Nothing of it can be undone by an address or by React: the state is that
 * `<style>` element, not an attribute of `<html>` (Docusaurus copies any
 * `?docusaurus-data-…` parameter there, and React rewrites its class), and
 * the style and the notice are outside what React hydrates, so they stay
 * through hydration and client-side navigation. Frames of the site's own
 * origin (its tests and tools) are left alone. Without JavaScript nothing
 * changes, and no page carries the notice in its markup (a text browser
 * would show it).
 */

export const FRAME_NOTICE_ID = 'frame-notice';

/**
 * The notice's texts in English, the one place they are written. The frame
 * guard plugin hands them to Docusaurus as its translation file
 * (`i18n/<locale>/frame-guard/notice.json`) and writes the notice in the
 * built locale's words.
 */
export const FRAME_NOTICE_TEXTS = {
  message: 'For your safety this page only works in its own window.',
  link: 'Open the page in its own window',
} as const;

export type FrameNoticeTextKey = keyof typeof FRAME_NOTICE_TEXTS;
export type FrameNoticeTexts = Readonly<Record<FrameNoticeTextKey, string>>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The notice. The guard sets its link's address when the link is used, so
 * it is the page's address then (after client-side navigation too), hash
 * included.
 */
export function frameNoticeHtml(texts: FrameNoticeTexts): string {
  return (
    `<div id="${FRAME_NOTICE_ID}"><p>${escapeHtml(texts.message)}</p>` +
    `<p><a href="" target="_blank" rel="noopener">${escapeHtml(texts.link)}</a></p></div>`
  );
}

/** What the guard's style does: the body hidden, the notice set apart from the window's edges. */
const GUARD_CSS =
  'body{display:none!important}' +
  `#${FRAME_NOTICE_ID}{max-width:40rem;margin:3rem auto;padding:0 1rem}` +
  `#${FRAME_NOTICE_ID} a{text-decoration:underline}`;

/** A string as a JavaScript literal that cannot end the `<script>` it is written in. */
const literal = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');

/**
 * The guard's source, with the notice in the built locale's words. A frame's
 * ancestors are read from `location.ancestorOrigins` where the browser has it
 * (it names every ancestor, without an error); elsewhere reading the top
 * window's address throws when it is of another origin. The notice goes
 * into `<html>` after `<head>`, where the parser then adds `<body>`: it is
 * outside the body the style hides. The link's address is set on the events
 * that come before it is followed: a pointer going down (click, middle
 * click, context menu), the focus (keyboard), the click itself.
 */
export function frameGuardScript(texts: FrameNoticeTexts = FRAME_NOTICE_TEXTS): string {
  return (
    '(function(d,l){var a=l.ancestorOrigins,o=l.origin,x=false,i;' +
    'if(a)for(i=0;i<a.length;i++)x=x||a[i]!==o;' +
    'else try{x=top.location.origin!==o}catch(e){x=true}' +
    'if(!x)return;' +
    `var s=d.createElement("style");s.textContent=${literal(GUARD_CSS)};d.head.appendChild(s);` +
    `d.documentElement.insertAdjacentHTML("beforeend",${literal(frameNoticeHtml(texts))});` +
    `function f(e){var t=e.target.closest&&e.target.closest(${literal(`#${FRAME_NOTICE_ID} a`)});if(t)t.href=l.href}` +
    '["pointerdown","focusin","click"].forEach(function(n){d.addEventListener(n,f,true)})' +
    '})(document,location)'
  );
}
