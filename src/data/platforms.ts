/**
 * Where Deck Hopper runs (SPEC section 1), in the order the site lists them.
 *
 * `system` platforms are operating systems with their own app; `host`
 * platforms run the app through server mode (Pro, started from the desktop
 * app). The structured data for search engines reads the operating systems
 * from here; add a platform here and nowhere else.
 */

export type PlatformKind = 'system' | 'host';

export type Platform = {name: string; kind: PlatformKind};

export const PLATFORMS: readonly Platform[] = [
  {name: 'Android', kind: 'system'},
  {name: 'iOS', kind: 'system'},
  {name: 'Windows 10', kind: 'system'},
  {name: 'macOS', kind: 'system'},
  {name: 'Linux', kind: 'system'},
  {name: 'Web browser', kind: 'host'},
  {name: 'OBS dock', kind: 'host'},
];

/** The operating systems with an app of their own, in display order. */
export const OPERATING_SYSTEMS: readonly string[] = PLATFORMS.filter(({kind}) => kind === 'system').map(
  ({name}) => name,
);

/** Names as running text: `['a', 'b', 'c']` → "a, b and c" (or "a, b or c"). */
export function listInText(names: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
}

/** "Android, iOS, Windows 10, macOS and Linux", for descriptions and cards. */
export const OPERATING_SYSTEMS_TEXT = listInText(OPERATING_SYSTEMS);
