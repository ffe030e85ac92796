/**
 * @jest-environment node
 */
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import robotsTxtPlugin, {robotsTxt} from '@site/src/plugins/robotsTxt';

describe('robots.txt', () => {
  it('welcomes crawlers, skips the listed paths and names the sitemap by its absolute address', () => {
    expect(robotsTxt('https://example.test', ['/deckhopper/'], {sitemap: 'sitemap.xml', disallow: ['/__tests/']})).toBe(
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
    expect(robotsTxt('https://example.test', ['/'], {sitemap: 'sitemap.xml'})).toContain(
      'Sitemap: https://example.test/sitemap.xml',
    );
  });

  it('names the sitemap and skips the test pages of every language', () => {
    const text = robotsTxt('https://example.test', ['/site/', '/site/es/'], {
      sitemap: 'sitemap.xml',
      disallow: ['/__tests/'],
    });
    expect(text).toContain('Disallow: /site/es/__tests/');
    expect(text).toContain(
      'Sitemap: https://example.test/site/sitemap.xml\nSitemap: https://example.test/site/es/sitemap.xml',
    );
  });

  const i18n = (currentLocale: string) => ({
    currentLocale,
    defaultLocale: 'en',
    locales: ['en', 'es'],
    localeConfigs: {en: {baseUrl: '/site/'}, es: {baseUrl: '/site/es/'}},
  });

  it('is written into the build folder once, with the default language, after the build', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'robots-'));
    try {
      const plugin = (await robotsTxtPlugin({sitemap: 'sitemap.xml'})({} as LoadContext, undefined)) as Plugin;
      const build = (locale: string, dir: string) =>
        plugin.postBuild!({
          siteConfig: {url: 'https://example.test', baseUrl: locale === 'en' ? '/site/' : '/site/es/'},
          outDir: dir,
          i18n: i18n(locale),
        } as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
      await build('en', outDir);
      await build('es', path.join(outDir, 'es'));
      expect(await readFile(path.join(outDir, 'robots.txt'), 'utf8')).toContain(
        'Sitemap: https://example.test/site/es/sitemap.xml',
      );
      await expect(readFile(path.join(outDir, 'es', 'robots.txt'), 'utf8')).rejects.toThrow();
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });
});
