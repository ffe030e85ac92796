/**
 * The visitor's Deck Hopper version. The app may open a help page or the
 * patch notes with `?app=1.5.2`; the site then tells an older version that
 * the latest release is out, marks the patch notes that are new to it and
 * tells it which help entries need an update. Values that are not a release
 * number, or are newer than the latest release, are ignored. The latest
 * release is the newest patch note's (the help plugin's `useLatestRelease()`).
 */
/** The query parameter the app adds. */
export const APP_QUERY_KEY = 'app';
/** Kept for the visit (session storage), so the patch notes still know it after a click. */
export const APP_STORAGE_KEY = 'deckhopper.appVersion';

/**
 * The release number a query or stored value names, or null when it is
 * missing, malformed, hostile or newer than `latest`. A leading `v` is
 * forgiven (`v1.5.2`); at most four parts of up to four digits. Never throws.
 * Self-contained, with the comparison given: the inline script that marks the
 * visitor before the first paint (src/plugins/help/visitor.ts) inlines it.
 */
export function appVersionIn(value: unknown, latest: string, compare: (a: string, b: string) => number): string | null {
  if (typeof value !== 'string' || value.length > 24) return null;
  const version = value.trim().replace(/^v/i, '');
  if (!/^\d{1,4}(\.\d{1,4}){0,3}$/.test(version)) return null;
  return compare(version, latest) <= 0 ? version : null;
}
