/**
 * @jest-environment node
 */
import type {Config} from '@docusaurus/types';
import createConfig from '@site/docusaurus.config';
import {readSiteEnv} from '@site/src/data/siteEnv';
import {PRIVACY_SETTINGS_LINK} from '@site/src/data/analytics';

/** The site's config as a build with these variables would get it. */
const configFor = (vars: Record<string, string>) =>
  createConfig(
    readSiteEnv({STATICFORMS_ACCESS_KEY: 'test-access-key', ...vars}, {production: true}),
  ) as unknown as Config;

const pluginNames = (config: Config) =>
  (config.plugins ?? []).map((plugin) => {
    if (typeof plugin !== 'function') return JSON.stringify(Array.isArray(plugin) ? plugin[0] : plugin);
    const instance = (plugin as (context: unknown, options: unknown) => {name?: string} | undefined)(
      {baseUrl: '/deckhopper/'},
      {},
    );
    return instance?.name ?? plugin.name;
  });

const footerItems = (config: Config) => JSON.stringify((config.themeConfig as {footer: unknown}).footer);

const presetOptions = (config: Config) => JSON.stringify(config.presets);

describe('analytics in the site config', () => {
  it('without GA_MEASUREMENT_ID: no analytics plugin, no tag, no speed reports, no "Privacy settings" link', () => {
    const config = configFor({});
    // The plugin's client module alone loads the tag and measures page speed.
    expect(pluginNames(config)).not.toContain('analytics-consent');
    expect(presetOptions(config)).not.toMatch(/gtag|trackingID/);
    expect(JSON.stringify(config.clientModules)).not.toMatch(/analytics|webVitals/i);
    expect(footerItems(config)).not.toContain(PRIVACY_SETTINGS_LINK.label);
  });

  it("with GA_MEASUREMENT_ID: the consent plugin and the footer link, never the preset's tag", () => {
    const config = configFor({GA_MEASUREMENT_ID: 'G-TESTSITE01'});
    expect(pluginNames(config)).toContain('analytics-consent');
    // The preset's gtag option would load Google's tag before anyone is asked.
    expect(presetOptions(config)).not.toMatch(/gtag|trackingID|anonymize/i);
    expect(JSON.stringify(config.clientModules)).not.toMatch(/analytics|webVitals/i);
    expect(footerItems(config)).toContain(PRIVACY_SETTINGS_LINK.label);
    expect(footerItems(config)).toContain(PRIVACY_SETTINGS_LINK.className);
  });

  it('always writes the content security policy and leaves out the base-URL banner', () => {
    for (const config of [configFor({}), configFor({GA_MEASUREMENT_ID: 'G-TESTSITE01'})]) {
      expect(pluginNames(config)).toContain('content-security-policy');
      expect(config.baseUrlIssueBanner).toBe(false);
    }
  });
});
