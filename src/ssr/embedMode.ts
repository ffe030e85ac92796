/**
 * Embed mode from the first paint (see src/data/embed.ts). Two tiny inline
 * scripts, put in every page by src/plugins/embedMode.ts:
 *
 * - `embedModeScript`, in `<head>` right after the frame guard: `?embed=1`
 *   turns the mode on and keeps it in sessionStorage for the visit,
 *   `?embed=0` turns it off; while on, `<html>` gets `EMBED_ATTRIBUTE` before
 *   the body is parsed, so the CSS hides the site's chrome in the first
 *   paint, with or without the site's scripts. `?theme=dark|light` is kept
 *   for the visit too. Any other value changes nothing.
 * - `embedThemeScript`, first in `<body>` after the theme's own color-mode
 *   script (which reads the browser tab's stored choice): while embedded the
 *   colours follow `?theme=` or the system, never the tab's choice.
 *
 * Without storage (a web view that refuses it) the mode holds for the page.
 */
import {
  EMBED_ATTRIBUTE,
  EMBED_OFF,
  EMBED_ON,
  EMBED_QUERY_KEY,
  EMBED_STORAGE_KEY,
  EMBED_THEMES,
  EMBED_THEME_QUERY_KEY,
  EMBED_THEME_STORAGE_KEY,
} from '../data/embed';

const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function embedModeScript(): string {
  return (
    '(function(d,q){var s,e=q.get(' +
    literal(EMBED_QUERY_KEY) +
    '),t=q.get(' +
    literal(EMBED_THEME_QUERY_KEY) +
    '),on=e===' +
    literal(EMBED_ON) +
    ';try{s=sessionStorage;' +
    `if(on)s.setItem(${literal(EMBED_STORAGE_KEY)},e);` +
    `else if(e===${literal(EMBED_OFF)})s.removeItem(${literal(EMBED_STORAGE_KEY)});` +
    `else on=s.getItem(${literal(EMBED_STORAGE_KEY)})===${literal(EMBED_ON)};` +
    `if(on&&${literal(EMBED_THEMES)}.indexOf(t)>=0)s.setItem(${literal(EMBED_THEME_STORAGE_KEY)},t)` +
    '}catch(x){}' +
    `if(on)d.documentElement.setAttribute(${literal(EMBED_ATTRIBUTE)},"")` +
    '})(document,new URLSearchParams(location.search))'
  );
}

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
