/**
 * @jest-environment node
 */
import type {Config} from '@docusaurus/types';
import createConfig from '@site/docusaurus.config';
import {readSiteEnv} from '@site/src/data/siteEnv';
import {DEFAULT_LOCALE} from '@site/src/data/locales';

/** The test pages' plugin entries and what robots.txt is told, for a build with or without them. */
function testPagesOf(testPages: boolean) {
  const env = readSiteEnv({STATICFORMS_ACCESS_KEY: 'test-access-key'}, {production: true});
  const config = createConfig(env, DEFAULT_LOCALE, testPages) as unknown as Config;
  const plugins = (config.plugins ?? []).filter(
    (plugin) => Array.isArray(plugin) && (plugin[1] as {id?: string} | undefined)?.id === 'test-pages',
  );
  return {plugins, config: JSON.stringify(config)};
}

describe('the test pages', () => {
  it('are not in the published build', () => {
    const {plugins, config} = testPagesOf(false);
    expect(plugins).toHaveLength(0);
    expect(config).not.toContain('__tests');
  });

  it('are in the build the browser tests run on, kept out of the sitemap', () => {
    const {plugins, config} = testPagesOf(true);
    expect(plugins).toHaveLength(1);
    expect(config).toMatch(/ignorePatterns[^\]]*__tests/);
  });
});
