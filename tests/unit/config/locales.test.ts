/**
 * @jest-environment node
 */
import createConfig from '@site/docusaurus.config';
import {readSiteEnv} from '@site/src/data/siteEnv';
import {currentBuildLocale, localeConfigsFor} from '@site/src/data/locales';
import {translatedBlogOptions} from '@site/src/i18n/blogOptions';
import {SITE_DIR} from '../helpers/helpDocs';

const env = readSiteEnv({STATICFORMS_ACCESS_KEY: 'k', BASE_URL: '/deckhopper/'});

type Feed = {title: string; description: string};
const feedOf = (config: ReturnType<typeof createConfig>): Feed => {
  const [, options] = config.presets[0] as [string, {blog: {feedOptions: Feed}}];
  return options.blog.feedOptions;
};

describe('the site in every language', () => {
  it('serves English at the base path and Spanish under /es/, even when one locale is built alone', () => {
    expect(localeConfigsFor('/deckhopper/')).toEqual({
      en: {label: 'English', htmlLang: 'en', baseUrl: '/deckhopper/'},
      es: {label: 'Español', htmlLang: 'es', baseUrl: '/deckhopper/es/'},
    });
    expect(createConfig(env).i18n.localeConfigs).toEqual(localeConfigsFor('/deckhopper/'));
  });

  it('reads the locale Docusaurus builds, and ignores anything else', () => {
    expect(currentBuildLocale('es')).toBe('es');
    expect(currentBuildLocale(undefined)).toBe('en');
    expect(currentBuildLocale('undefined')).toBe('en');
    expect(currentBuildLocale('<script>')).toBe('en');
  });

  it('titles the Spanish feeds in Spanish and keeps the English ones', () => {
    const spanish = translatedBlogOptions(SITE_DIR, 'es');
    expect(spanish).not.toBeNull();
    expect(feedOf(createConfig(env, 'es'))).toMatchObject({
      title: `Deck Hopper: ${spanish!.title}`,
      description: spanish!.description,
    });
    expect(feedOf(createConfig(env, 'en')).title).toBe('Deck Hopper patch notes');
    expect(translatedBlogOptions(SITE_DIR, 'en')).toBeNull();
  });
});
