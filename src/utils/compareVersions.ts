/**
 * Orders release numbers such as "1.6" and "1.6.1" numerically, part by part
 * ("1.10" after "1.9"); a missing part counts as 0, so "1.6" equals "1.6.0".
 */
export function compareVersions(a: string, b: string): number {
  const left = parseVersion(a);
  const right = parseVersion(b);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

const VERSION_PATTERN = /^\d+(\.\d+)*$/;

export function isVersion(value: unknown): value is string {
  return typeof value === 'string' && VERSION_PATTERN.test(value);
}

function parseVersion(version: string): number[] {
  if (!isVersion(version)) throw new Error(`"${String(version)}" is not a release number like 1.6.1.`);
  return version.split('.').map(Number);
}
