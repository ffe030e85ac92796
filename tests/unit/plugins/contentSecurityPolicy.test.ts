import {createHash} from 'node:crypto';
import {STATIC_FORMS_ENDPOINT} from '@site/src/data/links';
import {buildPolicy, inlineScriptHashes, withPolicy} from '@site/src/plugins/contentSecurityPolicy';

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
    expect(policy['connect-src']).toEqual(["'self'", new URL(STATIC_FORMS_ENDPOINT).origin]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    // The service's redirect back to the thank-you is checked against form-action too.
    expect(policy['form-action']).toEqual(["'self'", 'https://api.staticforms.xyz']);
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://itch.io']);
    expect(JSON.stringify(policy)).not.toMatch(/google|unsafe|\*/);
  });

  it('adds the Google tag and its measurement hosts when analytics is configured', () => {
    const policy = directives(buildPolicy({scriptHashes: [], analytics: true}));
    expect(policy['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(policy['connect-src']).toContain('https://*.google-analytics.com');
  });
});

describe('withPolicy', () => {
  it('puts the policy right after the first script of <head>, which stays first', () => {
    const html = withPolicy(PAGE, "script-src 'self'");
    expect(html).toContain(
      `<meta charset=UTF-8><script>opener()</script><meta http-equiv="Content-Security-Policy" content="script-src 'self'">`,
    );
  });

  it('puts it after <meta charset> when <head> starts otherwise', () => {
    const html = withPolicy('<html><head><meta charset="utf-8"><title>x</title></head></html>', "base-uri 'self'");
    expect(html).toContain(`<meta charset="utf-8"><meta http-equiv="Content-Security-Policy"`);
  });
});
