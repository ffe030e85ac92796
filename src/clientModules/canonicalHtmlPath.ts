/**
 * Static hosts serve `/license.html` and `/index.html` as their page files,
 * which React then fails to hydrate and renders twice
 * (facebook/docusaurus#10053). Before hydration the address becomes the route
 * the file was built for, query and hash kept.
 */

export function canonicalPathname(pathname: string): string {
  // `//host/x.html` would become an address on another host, which
  // replaceState refuses with an exception: such a path stays as it is.
  if (pathname.startsWith('//')) return pathname;
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length);
  return pathname;
}

if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const canonical = canonicalPathname(pathname);
  if (canonical !== pathname) {
    try {
      window.history.replaceState(window.history.state, '', canonical + search + hash);
    } catch {
      // An address the browser will not take: the page keeps its own.
    }
  }
}
