/**
 * @jest-environment node
 */
import {createHash} from 'node:crypto';
import {ANALYTICS_IMAGE_SOURCES} from '@site/src/data/analytics';
import {STATIC_FORMS_ENDPOINT} from '@site/src/data/links';
import {itchEmbedUrl, youtubeEmbedUrl} from '@site/src/data/media';
import {buildPolicy, inlineScriptHashes, withPolicy} from '@site/src/plugins/contentSecurityPolicy';

const originOf = (url: string) => new URL(url).origin;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const PAGE =
  '<!doctype html><html><head><meta charset=UTF-8><script>opener()</script><title>x</title>' +
  '<script src="/a.js"></script><script type=application/ld+json>{"a":1}</script>' +
  '<script>theme()</script><script type="module">mod()</script></head>' +
  '<body><div id=__docusaurus></div><script>opener()</script></body></html>';

describe('inlineScriptHashes', () => {
  it('hashes each inline script a browser runs, once, in page order', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha('opener()'), sha('theme()'), sha('mod()')]);
  });

  it('skips external scripts and data blocks', () => {
    expect(inlineScriptHashes('<script src=x.js></script><script type="application/ld+json">{}</script>')).toEqual([]);
  });
});

describe('buildPolicy', () => {
  const directives = (policy: string): Record<string, string[]> =>
    Object.fromEntries(
      policy.split('; ').map((part): [string, string[]] => {
        const [name = '', ...values] = part.split(' ');
        return [name, values];
      }),
    );

  it('allows scripts from the site and the given hashes only, without analytics', () => {
    const policy = directives(buildPolicy({scriptHashes: [sha('a')], analytics: false}));
    expect(policy['script-src']).toEqual(["'self'", sha('a')]);
    // The forms' scripts send to the form service themselves.
    expect(policy['connect-src']).toEqual(["'self'", originOf(STATIC_FORMS_ENDPOINT)]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    // The service's redirect back to the thank-you is checked against form-action too.
    expect(policy['form-action']).toEqual(["'self'", originOf(STATIC_FORMS_ENDPOINT)]);
    // The video player's and the store widgets' hosts, as the components build their addresses.
    expect(policy['frame-src']).toEqual([originOf(youtubeEmbedUrl('aaaaaaaaaaa')), originOf(itchEmbedUrl(1))]);
    expect(JSON.stringify(policy)).not.toMatch(/google|\*/);
  });

  it('starts from the site alone, and adds only data: images and inline styles', () => {
    const policy = directives(buildPolicy({scriptHashes: [sha('a')], analytics: false}));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(JSON.stringify(policy['script-src'])).not.toMatch(/unsafe/);
  });

  it('adds the Google tag and its measurement hosts when analytics is configured', () => {
    const policy = directives(buildPolicy({scriptHashes: [], analytics: true}));
    expect(policy['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(policy['connect-src']).toContain('https://*.google-analytics.com');
    expect(policy['img-src']).toEqual(["'self'", 'data:', ...ANALYTICS_IMAGE_SOURCES]);
  });
});

describe('withPolicy', () => {
  it('puts the policy right after <meta charset>, before the first script', () => {
    const html = withPolicy(PAGE, "script-src 'self'");
    expect(html).toContain(
      `<meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><script>opener()</script>`,
    );
  });

  it('puts it first in <head> without <meta charset>', () => {
    const html = withPolicy('<html><head><script>a()</script></head></html>', "base-uri 'self'");
    expect(html).toContain(`<head><meta http-equiv="Content-Security-Policy" content="base-uri 'self'"><script>`);
  });
});
