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
