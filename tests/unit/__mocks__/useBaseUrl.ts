export const TEST_SITE_URL = 'https://example.test';
export const TEST_BASE_URL = '/deckhopper/';

export default function useBaseUrl(url: string, options: {absolute?: boolean} = {}): string {
  const path = url.startsWith('/') ? `${TEST_BASE_URL}${url.slice(1)}` : url;
  return options.absolute ? `${TEST_SITE_URL}${path}` : path;
}

export function useBaseUrlUtils() {
  return {withBaseUrl: useBaseUrl};
}
