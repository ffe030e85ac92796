import {createHash} from 'node:crypto';
import {readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import {ANALYTICS_CONNECT_SOURCES, GTAG_ORIGIN} from '../data/analytics';
import {STATIC_FORMS_ENDPOINT} from '../data/links';
import {itchEmbedUrl, youtubeEmbedUrl} from '../data/media';

/**
 * A Content-Security-Policy `<meta>` in every page of the build, written
 * after the pages are (postBuild), so the hashes are those of the inline
 * scripts exactly as minified into each page:
 *
 * - scripts only from the site, plus the hashes of the page's own inline
 *   scripts (and the Google tag's host when analytics is configured; it is
 *   only loaded after consent);
 * - frames only from the video player and the store widgets;
 * - forms post only to the form service (and come back to the site); requests only to the site and the form service (and the
 *   analytics hosts when configured); no plugins; no `<base>` elsewhere.
 *
 * A `<meta>` policy cannot carry `frame-ancestors`: the README lists the
 * headers to send where the host allows it (see static/_headers).
 */

export type PolicyOptions = {
  /** Hash sources (`'sha256-…'`) of the page's inline scripts. */
  scriptHashes: readonly string[];
  analytics: boolean;
};

const originOf = (url: string) => new URL(url).origin;

/** Hosts the pages embed in frames, from the addresses the components build. */
export const FRAME_SOURCES = [originOf(youtubeEmbedUrl('aaaaaaaaaaa')), originOf(itchEmbedUrl(1))] as const;
/**
 * The form service, and the site itself: browsers check the service's
 * redirect back to the form's thank-you address against `form-action` too.
 */
export const FORM_ACTION_SOURCES = ["'self'", originOf(STATIC_FORMS_ENDPOINT)] as const;

export function buildPolicy({scriptHashes, analytics}: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['script-src', "'self'", ...scriptHashes, ...(analytics ? [GTAG_ORIGIN] : [])],
    ['frame-src', ...FRAME_SOURCES],
    ['form-action', ...FORM_ACTION_SOURCES],
    ['connect-src', "'self'", originOf(STATIC_FORMS_ENDPOINT), ...(analytics ? ANALYTICS_CONNECT_SOURCES : [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

function typeOf(attributes: string): string {
  const match = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
}

/** `'sha256-…'` of each inline script a browser would run, in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !EXECUTABLE_TYPE.test(typeOf(attributes))) continue;
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

const META_NAME = 'Content-Security-Policy';

/**
 * The page with its policy `<meta>`: right after the first inline script of
 * `<head>` when that comes first (the help entries' opener stays the first
 * thing parsed), else right after `<meta charset>`.
 */
export function withPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="${META_NAME}" content="${policy.replace(/"/g, '&quot;')}">`;
  const head = /<head\b[^>]*>\s*(<meta charset[^>]*>)?\s*/i.exec(html);
  if (!head) throw new Error('page without <head>');
  let at = head.index + head[0].length;
  const first = /^<script>[\s\S]*?<\/script>/i.exec(html.slice(at));
  if (first) at += first[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Pages Docusaurus rendered (the redirect pages of aliases are written by another plugin meanwhile). */
const isSitePage = (html: string) => html.includes('id=__docusaurus') || html.includes('id="__docusaurus"');

export default function contentSecurityPolicyPlugin({analytics}: {analytics: boolean}): PluginModule {
  return () => ({
    name: 'content-security-policy',
    async postBuild({outDir}) {
      for (const file of await htmlFiles(outDir)) {
        const html = await readFile(file, 'utf8');
        if (!isSitePage(html) || html.includes(`http-equiv="${META_NAME}"`)) continue;
        await writeFile(file, withPolicy(html, buildPolicy({scriptHashes: inlineScriptHashes(html), analytics})));
      }
    },
  });
}
