/**
 * @jest-environment node
 */
import {
  DEFAULT_BASE_URL,
  DEFAULT_SITE_URL,
  MISSING_FORM_KEY_MESSAGE,
  normalizeBaseUrl,
  normalizeSiteUrl,
  readSiteEnv,
} from '@site/src/data/siteEnv';

describe('BASE_URL', () => {
  it('defaults to /deckhopper/', () => {
    expect(normalizeBaseUrl(undefined)).toBe(DEFAULT_BASE_URL);
    expect(normalizeBaseUrl('  ')).toBe('/deckhopper/');
  });

  it.each([
    ['docs', '/docs/'],
    ['/docs', '/docs/'],
    ['docs/', '/docs/'],
    ['//a//b//', '/a/b/'],
    ['/', '/'],
  ])('normalises %p to %p', (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected);
  });
});

describe('SITE_URL', () => {
  it('defaults to the published origin', () => {
    expect(normalizeSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
  });

  it('keeps only the origin', () => {
    expect(normalizeSiteUrl('https://example.com/some/path/')).toBe('https://example.com');
  });

  it.each(['example.com', 'ftp://example.com', 'javascript:alert(1)'])('rejects %p with a clear message', (value) => {
    expect(() => normalizeSiteUrl(value)).toThrow(/SITE_URL/);
  });
});

describe('STATICFORMS_ACCESS_KEY', () => {
  it('stops a production build that has no key, saying what to set', () => {
    expect(() => readSiteEnv({}, {production: true})).toThrow(MISSING_FORM_KEY_MESSAGE);
    expect(() => readSiteEnv({STATICFORMS_ACCESS_KEY: '  '}, {production: true})).toThrow(/STATICFORMS_ACCESS_KEY/);
  });

  it('lets development run without a key', () => {
    expect(readSiteEnv({}, {production: false}).staticFormsAccessKey).toBe('');
  });

  it('reads every value', () => {
    expect(
      readSiteEnv(
        {BASE_URL: '/x', SITE_URL: 'http://localhost:3000', STATICFORMS_ACCESS_KEY: ' k '},
        {production: true},
      ),
    ).toEqual({baseUrl: '/x/', siteUrl: 'http://localhost:3000', staticFormsAccessKey: 'k', gaMeasurementId: null});
  });
});

describe('GA_MEASUREMENT_ID', () => {
  it('is off unless set', () => {
    expect(readSiteEnv({}).gaMeasurementId).toBeNull();
    expect(readSiteEnv({GA_MEASUREMENT_ID: ' g-abc123 '}).gaMeasurementId).toBe('G-ABC123');
  });

  it('rejects an id of the wrong shape', () => {
    expect(() => readSiteEnv({GA_MEASUREMENT_ID: 'UA-1234-1'})).toThrow(/GA_MEASUREMENT_ID/);
  });
});
