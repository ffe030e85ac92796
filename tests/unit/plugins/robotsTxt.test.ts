import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import robotsTxtPlugin, {robotsTxt} from '@site/src/plugins/robotsTxt';

describe('robots.txt', () => {
  it('welcomes crawlers, skips the listed paths and names the sitemap by its absolute address', () => {
    expect(robotsTxt('https://example.test', '/deckhopper/', {sitemap: 'sitemap.xml', disallow: ['/__tests/']})).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /deckhopper/__tests/',
        '',
        'Sitemap: https://example.test/deckhopper/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('works at the root of a host too', () => {
    expect(robotsTxt('https://example.test', '/', {sitemap: 'sitemap.xml'})).toContain(
      'Sitemap: https://example.test/sitemap.xml',
    );
  });

  it('is written into the build folder after the build', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'robots-'));
    try {
      const plugin = (await robotsTxtPlugin({sitemap: 'sitemap.xml'})({} as LoadContext, undefined)) as Plugin;
      await plugin.postBuild!({
        siteConfig: {url: 'https://example.test', baseUrl: '/site/'},
        outDir,
      } as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
      expect(await readFile(path.join(outDir, 'robots.txt'), 'utf8')).toContain(
        'Sitemap: https://example.test/site/sitemap.xml',
      );
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });
});
