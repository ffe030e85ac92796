import {createHash} from 'node:crypto';
import clientRedirectsPlugin, {
  validateOptions as validateRedirectOptions,
  type Options as RedirectOptions,
} from '@docusaurus/plugin-client-redirects';
import type {PluginModule, Props} from '@docusaurus/types';
import {ANALYTICS_CONNECT_SOURCES, ANALYTICS_IMAGE_SOURCES, GTAG_ORIGIN} from '../data/analytics';
import {STATIC_FORMS_ENDPOINT} from '../data/links';
import {itchEmbedUrl, youtubeEmbedUrl} from '../data/media';
import {rewriteHtmlFiles} from './rewriteFile';

/**
 * A Content-Security-Policy `<meta>` in every page of the build, the alias
 * pages included, written after the pages are (postBuild), so the hashes are
 * those of the inline scripts exactly as minified into each page. What it
 * allows and why, and the headers a `<meta>` cannot carry: CONTRIBUTING.md,
 * "Response headers and Content-Security-Policy".
 */

const originOf = (url: string) => new URL(url).origin;

/** The policy of a page whose inline scripts have these hash sources (`'sha256-…'`). */
export function buildPolicy({scriptHashes, analytics}: {scriptHashes: readonly string[]; analytics: boolean}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // The Google tag's host only with analytics; it is loaded after consent.
    ['script-src', "'self'", ...scriptHashes, ...(analytics ? [GTAG_ORIGIN] : [])],
    // `'unsafe-inline'` cannot go: the pages carry `style` attributes (the theme's icon sprite, the help
    // tools' `style` props), which a hash allows only with `'unsafe-hashes'`, unknown to older browsers.
    // Scripts stay locked to the site and hashes, so an injected style could not run anything.
    ['style-src', "'self'", "'unsafe-inline'"],
    // `data:` for the icons the theme's stylesheet draws inline.
    ['img-src', "'self'", 'data:', ...(analytics ? ANALYTICS_IMAGE_SOURCES : [])],
    // The video player and the store widgets, from the addresses the components build.
    ['frame-src', originOf(youtubeEmbedUrl('aaaaaaaaaaa')), originOf(itchEmbedUrl(1))],
    // The site too: browsers check the service's redirect back to the thank-you address against it.
    ['form-action', "'self'", originOf(STATIC_FORMS_ENDPOINT)],
    ['connect-src', "'self'", originOf(STATIC_FORMS_ENDPOINT), ...(analytics ? ANALYTICS_CONNECT_SOURCES : [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** A `type` a browser runs: none, JavaScript's or `module` (not `application/ld+json`, `text/html`). */
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

const typeOf = (attributes: string): string => (/\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '').trim();

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
 * The page with its policy `<meta>` right after `<meta charset>` (or first
 * in `<head>` without one): a policy applies only to what is parsed after it,
 * so it comes before every script.
 */
export function withPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="${META_NAME}" content="${policy.replace(/"/g, '&quot;')}">`;
  const head = /<head\b[^>]*>\s*(<meta charset[^>]*>)?\s*/i.exec(html);
  if (!head) throw new Error('page without <head>');
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

/**
 * The policy plugin. It also runs `@docusaurus/plugin-client-redirects`
 * (`redirects`: its options), which writes the alias pages, and the other
 * steps that change pages (`before`): Docusaurus starts every plugin's
 * postBuild at once and cannot order plugins (facebook/docusaurus#4138), so
 * run apart they would write pages while this one reads them. Once it runs
 * one plugin's postBuild after another's, list the redirects plugin again.
 */
export default function contentSecurityPolicyPlugin({
  analytics,
  redirects,
  before = [],
}: {
  analytics: boolean;
  redirects: RedirectOptions;
  /** Other steps that change built pages, run in this order before the policy is written. */
  before?: ((props: Props) => Promise<void>)[];
}): PluginModule {
  const redirectOptions = validateRedirectOptions({
    options: redirects,
    validate: (schema, options) => {
      const result = schema.validate(options);
      if (result.error) throw result.error;
      return result.value;
    },
  });
  return (context) => ({
    name: 'content-security-policy',
    async postBuild(props) {
      await clientRedirectsPlugin(context, redirectOptions)?.postBuild?.({...props, content: undefined});
      for (const step of before) await step(props);
      await rewriteHtmlFiles(props.outDir, (html) =>
        html.includes(`http-equiv="${META_NAME}"`)
          ? html
          : withPolicy(html, buildPolicy({scriptHashes: inlineScriptHashes(html), analytics})),
      );
    },
  });
}
