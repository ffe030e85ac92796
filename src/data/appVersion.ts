/**
 * The visitor's Deck Hopper version. The app may open a help page or the
 * patch notes with `?app=1.5.2`; the site then tells an older version that
 * the latest release is out, marks the patch notes that are new to it and
 * tells it which help entries need an update. Values that are not a release
 * number, or are newer than the latest release, are ignored. The latest
 * release is the newest patch note's (the help plugin's `useLatestRelease()`).
 */
import {compareVersions, isVersion} from '../utils/compareVersions';

/** The query parameter the app adds. */
export const APP_QUERY_KEY = 'app';
/** Kept for the visit (session storage), so the patch notes still know it after a click. */
export const APP_STORAGE_KEY = 'deckhopper.appVersion';

/** Longest release number accepted: four parts of up to four digits. */
const APP_VERSION_PATTERN = /^\d{1,4}(\.\d{1,4}){0,3}$/;

/**
 * The release number a query or stored value names, or null when it is
 * missing, malformed, hostile or newer than the latest release. A leading
 * `v` is forgiven (`v1.5.2`). Never throws.
 */
export function parseAppVersion(value: unknown, latest: string): string | null {
  if (typeof value !== 'string' || value.length > 24) return null;
  const version = value.trim().replace(/^v/i, '');
  if (!APP_VERSION_PATTERN.test(version) || !isVersion(version)) return null;
  return compareVersions(version, latest) <= 0 ? version : null;
}

/** True when `version` is older than the latest release: an update is available. */
export function isOutdated(version: string | null, latest: string): boolean {
  return version !== null && compareVersions(version, latest) < 0;
}

/** True when a release (a patch note's version) came out after the visitor's version. */
export function isNewSince(release: string, version: string | null): boolean {
  return version !== null && isVersion(release) && compareVersions(release, version) > 0;
}

/** True when the visitor's version predates the release that introduced a feature (`since`). */
export function needsUpdateFor(since: string | undefined, version: string | null): boolean {
  return since !== undefined && version !== null && isVersion(since) && compareVersions(version, since) < 0;
}
