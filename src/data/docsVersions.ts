/**
 * Versions of the help docs.
 *
 * The newest released version (the first of `versions.json`, written by
 * `docusaurus docs:version`) is served at the root (`/setup`), the addresses
 * the app opens. `docs/` holds the next, unreleased version, served under
 * `/next/` with an "unreleased" banner. To release, see "Releasing the help" in
 * the README.
 */
import type {VersionOptions} from '@docusaurus/plugin-content-docs';
import versions from '../../versions.json';

/** The help version served at the root: the newest released one. */
export const DOCS_VERSION: string = versions[0] ?? 'current';

/** Path segment of the unreleased docs: `/next/setup`. */
export const NEXT_DOCS_PATH = 'next';

export const DOCS_VERSIONS = {
  current: {label: 'Next', path: NEXT_DOCS_PATH, banner: 'unreleased', noIndex: true},
  [DOCS_VERSION]: {label: DOCS_VERSION, path: ''},
} satisfies Record<string, VersionOptions>;

/** Navbar item type of the docs-only version dropdown (src/theme/NavbarItem/ComponentTypes.tsx). */
export const DOCS_VERSION_DROPDOWN_TYPE = 'custom-docsVersionDropdown';
