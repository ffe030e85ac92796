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
 * the sitemap's absolute address.
 */
export function robotsTxt(siteUrl: string, baseUrl: string, {sitemap, disallow = []}: RobotsTxtOptions): string {
  const under = (relative: string) => `${baseUrl}${relative.replace(/^\//, '')}`;
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((relative) => `Disallow: ${under(relative)}`),
    '',
    `Sitemap: ${siteUrl}${under(sitemap)}`,
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
    async postBuild({siteConfig, outDir}) {
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteConfig.url, siteConfig.baseUrl, options));
    },
  });
}
