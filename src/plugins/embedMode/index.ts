/**
 * Embed mode (`?embed=1`, see ./README.md) from the first paint: the plugin
 * writes two tiny scripts into every page and registers the client module
 * (./client.ts). List it right after the frame guard: its head script then
 * runs before the body is parsed, and its body script after the theme's
 * color-mode script (the site's plugins come after the preset's).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {EMBED_ATTRIBUTE} from '../../data/embed';
import {
  EMBED_OFF,
  EMBED_ON,
  EMBED_QUERY_KEY,
  EMBED_STORAGE_KEY,
  EMBED_THEMES,
  EMBED_THEME_QUERY_KEY,
  EMBED_THEME_STORAGE_KEY,
} from './contract';

const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * In `<head>`: `?embed=1` turns the mode on and keeps it in sessionStorage for
 * the visit, `?embed=0` turns it off; while on, `<html>` gets
 * `EMBED_ATTRIBUTE` before the body is parsed, so the CSS hides the site's
 * chrome in the first paint. `?theme=dark|light` is kept for the visit too.
 * Any other value changes nothing; without storage the mode holds for the page.
 */
export function embedModeScript(): string {
  return (
    `(function(d,q){var s,e=q.get(${literal(EMBED_QUERY_KEY)}),t=q.get(${literal(EMBED_THEME_QUERY_KEY)}),` +
    `on=e===${literal(EMBED_ON)};try{s=sessionStorage;` +
    `if(on)s.setItem(${literal(EMBED_STORAGE_KEY)},e);` +
    `else if(e===${literal(EMBED_OFF)})s.removeItem(${literal(EMBED_STORAGE_KEY)});` +
    `else on=s.getItem(${literal(EMBED_STORAGE_KEY)})===${literal(EMBED_ON)};` +
    `if(on&&${literal(EMBED_THEMES)}.indexOf(t)>=0)s.setItem(${literal(EMBED_THEME_STORAGE_KEY)},t)` +
    '}catch(x){}' +
    `if(on)d.documentElement.setAttribute(${literal(EMBED_ATTRIBUTE)},"")` +
    '})(document,new URLSearchParams(location.search))'
  );
}

/**
 * First in `<body>`, after the theme's own color-mode script (which reads the
 * browser tab's stored choice): while embedded the colours follow `?theme=`
 * or the system, never the tab's choice.
 */
export function embedThemeScript(): string {
  return (
    `(function(h,v){if(!h.hasAttribute(${literal(EMBED_ATTRIBUTE)}))return;` +
    `var t=new URLSearchParams(location.search).get(${literal(EMBED_THEME_QUERY_KEY)});` +
    `if(v.indexOf(t)<0)try{t=sessionStorage.getItem(${literal(EMBED_THEME_STORAGE_KEY)})}catch(x){}` +
    'if(v.indexOf(t)<0)t=null;' +
    'h.setAttribute("data-theme",t||(matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"));' +
    'h.setAttribute("data-theme-choice",t||"system")' +
    `})(document.documentElement,${literal(EMBED_THEMES)})`
  );
}

export default function embedModePlugin(): Plugin {
  return {
    name: 'embed-mode',
    getClientModules: () => [path.resolve(__dirname, 'client.ts')],
    injectHtmlTags: () => ({
      headTags: [{tagName: 'script', innerHTML: embedModeScript()}],
      preBodyTags: [{tagName: 'script', innerHTML: embedThemeScript()}],
    }),
  };
}
