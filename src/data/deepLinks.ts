/**
 * Every address the app opens on this site. These must never break: the
 * browser tests visit each one, and the unit tests check that each help
 * anchor exists in its doc.
 *
 * - `accordion`: a help entry; the hash opens it and scrolls to it.
 * - `section`: a page section the page scrolls to.
 * - `query`: a page state chosen by the query string.
 *
 * Help anchors come from `helpAnchors.ts`; add other targets to
 * `PAGE_DEEP_LINKS` below.
 */
import {HELP_ANCHORS, HELP_PAGE_ROUTES} from './helpAnchors';
import {ROUTES, type RoutePath} from './routes';

export type DeepLinkKind = 'accordion' | 'section' | 'query';

export type DeepLink = {
  kind: DeepLinkKind;
  path: RoutePath;
  /** Anchor id without `#`. */
  hash?: string;
  /** Query string without `?`. */
  query?: string;
  /** Path, query and hash, relative to the base path, as the app builds it. */
  url: string;
};

function deepLink(kind: DeepLinkKind, path: RoutePath, target: {hash?: string; query?: string}): DeepLink {
  const url = `${path}${target.query ? `?${target.query}` : ''}${target.hash ? `#${target.hash}` : ''}`;
  return {kind, path, ...target, url};
}

const PAGE_DEEP_LINKS: readonly DeepLink[] = [
  deepLink('section', ROUTES.download, {hash: 'purchase'}),
  deepLink('section', ROUTES.upgrade, {hash: 'desktop'}),
  deepLink('section', ROUTES.upgrade, {hash: 'upgrade-now'}),
  deepLink('section', ROUTES.patchNotes, {hash: 'updateAvailable'}),
  deepLink('query', ROUTES.contact, {query: 'form=success'}),
  deepLink('query', ROUTES.dataDeletion, {query: 'form=success'}),
];

export const DEEP_LINKS: readonly DeepLink[] = [
  ...HELP_ANCHORS.map(({page, id}) => deepLink('accordion', HELP_PAGE_ROUTES[page], {hash: id})),
  ...PAGE_DEEP_LINKS,
];
