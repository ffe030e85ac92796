import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';

export type RobotsTxtOptions = {
  /** File name of the sitemap in the build, as the sitemap plugin writes it. */
  sitemap: string;
  /** Paths relative to the base path that crawlers should skip (test pages). */
  disallow?: readonly string[];
};

/**
 * The robots.txt text: every crawler welcome, the listed paths excluded, and
 * the sitemaps' absolute addresses, for the base path of each language.
 */
export function robotsTxt(
  siteUrl: string,
  baseUrls: readonly string[],
  {sitemap, disallow = []}: RobotsTxtOptions,
): string {
  const under = (baseUrl: string, relative: string) => `${baseUrl}${relative.replace(/^\//, '')}`;
  return [
    'User-agent: *',
    'Allow: /',
    ...baseUrls.flatMap((baseUrl) => disallow.map((relative) => `Disallow: ${under(baseUrl, relative)}`)),
    '',
    ...baseUrls.map((baseUrl) => `Sitemap: ${siteUrl}${under(baseUrl, sitemap)}`),
    '',
  ].join('\n');
}

/**
 * Writes robots.txt into the build, next to the sitemap, with the site's
 * origin and base path. Crawlers only read it at the root of a host: under
 * a base path such as `/deckhopper/` it is there to copy to the root.
 */
export default function robotsTxtPlugin(options: RobotsTxtOptions): PluginModule {
  return () => ({
    name: 'robots-txt',
    async postBuild({siteConfig, outDir, i18n}) {
      // One file at the site's root, written with the default language, naming every language's sitemap.
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const baseUrls = i18n.locales.map((locale) => i18n.localeConfigs[locale]?.baseUrl ?? siteConfig.baseUrl);
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteConfig.url, baseUrls, options));
    },
  });
}
