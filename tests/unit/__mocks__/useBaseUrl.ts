export const TEST_SITE_URL = 'https://example.test';
export const TEST_BASE_URL = '/deckhopper/';

/** A site path under the test base URL, as `useBaseUrl` gives it (also for tests to build expected addresses). */
export function withTestBaseUrl(url: string, options: {absolute?: boolean} = {}): string {
  const path = url.startsWith('/') ? `${TEST_BASE_URL}${url.slice(1)}` : url;
  return options.absolute ? `${TEST_SITE_URL}${path}` : path;
}

export default withTestBaseUrl;

export function useBaseUrlUtils() {
  return {withBaseUrl: withTestBaseUrl};
}
