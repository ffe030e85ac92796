import {appVersionIn} from '../data/appVersion';

/**
 * Orders release numbers such as "1.6" and "1.6.1" numerically, part by part
 * ("1.10" after "1.9"); a missing part counts as 0, so "1.6" equals "1.6.0".
 * Throws on anything but a release number. Self-contained: the inline script
 * that marks the visitor (src/plugins/help/visitor.ts) inlines its source.
 */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string): number[] => {
    if (!/^\d+(\.\d+)*$/.test(version)) throw new Error(`"${version}" is not a release number like 1.6.1.`);
    return version.split('.').map(Number);
  };
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The release number a query or stored value names, or null (see `appVersionIn` of src/data/appVersion.ts). */
export const parseAppVersion = (value: unknown, latest: string): string | null =>
  appVersionIn(value, latest, compareVersions);

export function isVersion(value: unknown): value is string {
  return typeof value === 'string' && /^\d+(\.\d+)*$/.test(value);
}
