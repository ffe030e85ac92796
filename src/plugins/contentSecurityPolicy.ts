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
 * those of the inline scripts exactly as minified into each page:
 *
 * - everything from the site only (`default-src`), unless said below;
 * - scripts only from the site, plus the hashes of the page's own inline
 *   scripts (and the Google tag's host when analytics is configured; it is
 *   only loaded after consent);
 * - styles from the site and inline (see STYLE_SOURCES); images from the
 *   site and `data:` (and the analytics hosts when configured);
 * - frames only from the video player and the store widgets;
 * - forms post only to the form service (and come back to the site); requests only to the site and the form service (and the
 *   analytics hosts when configured); no plugins; no `<base>` elsewhere.
 *
 * A `<meta>` policy cannot carry `frame-ancestors`, `report-uri` or
 * `report-to`: CONTRIBUTING.md lists the headers to send where the host allows
 * it (see static/_headers), and the frame guard (src/plugins/frameGuard)
 * keeps other sites from framing the pages where it does not.
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
 * Styles from the site, and inline. `'unsafe-inline'` cannot go: the pages'
 * HTML carries `style` attributes (Docusaurus' icon sprite on every page,
 * `<svg style="display: none;">`; React's `style` props in the help tools)
 * and `<style>` elements (the help's no-script rules, the frame guard's),
 * and a hash allows a `style` attribute only with `'unsafe-hashes'`, which
 * older browsers do not know and which would still refuse any style attribute
 * a script writes through markup. Scripts stay locked to the site and hashes,
 * so an injected style could not run anything.
 */
export const STYLE_SOURCES = ["'self'", "'unsafe-inline'"] as const;
/** Images from the site, and `data:` for the icons the theme's stylesheet draws inline. */
export const IMAGE_SOURCES = ["'self'", 'data:'] as const;
/**
 * The form service, and the site itself: browsers check the service's
 * redirect back to the form's thank-you address against `form-action` too.
 */
export const FORM_ACTION_SOURCES = ["'self'", originOf(STATIC_FORMS_ENDPOINT)] as const;

export function buildPolicy({scriptHashes, analytics}: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...(analytics ? [GTAG_ORIGIN] : [])],
    ['style-src', ...STYLE_SOURCES],
    ['img-src', ...IMAGE_SOURCES, ...(analytics ? ANALYTICS_IMAGE_SOURCES : [])],
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
 * (with `redirects`, that plugin's options), which writes the alias pages:
 * Docusaurus starts every plugin's postBuild at once (`Promise.all` in
 * @docusaurus/core 3.10's `executePluginsPostBuild`) and has no way to order
 * plugins (https://github.com/facebook/docusaurus/issues/4138), so as a
 * plugin of its own it would write them while this one reads the build. Run
 * here, its pages are written first and get their policy too. The redirects
 * plugin has no other lifecycle than postBuild. The other steps that change
 * pages (`before`: the FAQ's structured data) run here for the same reason.
 * This can go, and the redirects plugin be listed in the config again, once
 * Docusaurus runs one plugin's postBuild after another's.
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
