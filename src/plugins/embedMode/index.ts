/**
 * Embed mode (`?embed=1`, see ./README.md) from the first paint: two tiny
 * page scripts and the client module (./client.ts). List it right after the
 * frame guard, so its body script comes after the theme's color-mode script.
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
import {scriptLiteral as literal} from '../pageTexts';

/**
 * In `<head>`, before the body is parsed: the theme's own switches (`?docusaurus-data-*`, which it
 * copies onto `<html>`, and `?docusaurus-theme=`) leave the address, so only the site's switches
 * switch; `?embed=1` or `0` turns the mode on or off for the visit, `?theme=` is kept for it, and
 * while on `<html>` gets `EMBED_ATTRIBUTE` (./README.md, "For the visit").
 */
export function embedModeScript(): string {
  return (
    '(function(l,q){var k=[];q.forEach(function(v,n){if(n.indexOf("docusaurus-")===0)k.push(n)});' +
    'if(k.length){k.forEach(function(n){q.delete(n)});k=q.toString();' +
    'try{history.replaceState(history.state,"",l.pathname+(k?"?"+k:"")+l.hash)}catch(x){}}})' +
    '(location,new URLSearchParams(location.search));' +
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
