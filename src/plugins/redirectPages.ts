import type {Props} from '@docusaurus/types';
import {PRODUCT_NAME} from '../data/constants';
import {DEFAULT_LOCALE, LOCALE_CONFIGS, isLocale} from '../data/locales';
import {rewriteHtmlFiles} from './rewriteFile';

/** The address an alias page sends to, from its canonical link. */
const CANONICAL = /<link rel="canonical" href="([^"]*)"/;
const REDIRECT_SCRIPT = /\s*<script>[\s\S]*?<\/script>\s*/;

/**
 * An alias page of `@docusaurus/plugin-client-redirects` as valid HTML (its
 * template has no language, title or body, and a script after `</head>`):
 * those added, the script moved into `<head>`, and in the body a link to the
 * address for a browser that follows neither the script nor the refresh.
 * Any other page comes back unchanged.
 */
export function completeRedirectPage(html: string, lang: string): string {
  const target = CANONICAL.exec(html)?.[1];
  const script = REDIRECT_SCRIPT.exec(html.slice(html.indexOf('</head>')))?.[0];
  if (html.includes('id="__docusaurus"') || html.includes('id=__docusaurus') || !target || !script) return html;
  return html
    .replace('<html>', `<html lang="${lang}">`)
    .replace(/(<meta charset="UTF-8">)/, `$1\n    <title>${PRODUCT_NAME}</title>`)
    .replace(script, '\n')
    .replace('</head>', `  ${script.trim()}\n  </head>\n  <body><p><a href="${target}">${target}</a></p></body>`);
}

/** Every alias page of the build, completed (a step of the policy plugin: see contentSecurityPolicy.ts). */
export async function completeRedirectPages({outDir, i18n}: Props): Promise<void> {
  const locale = isLocale(i18n.currentLocale) ? i18n.currentLocale : DEFAULT_LOCALE;
  await rewriteHtmlFiles(outDir, (html) => completeRedirectPage(html, LOCALE_CONFIGS[locale].htmlLang));
}
