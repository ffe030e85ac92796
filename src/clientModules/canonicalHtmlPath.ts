/**
 * Static hosts answer `/deckhopper/index.html` and `/deckhopper/license.html`
 * with the real page files, but React then fails to hydrate them and renders
 * the whole app twice (facebook/docusaurus#10053). Rewriting the address to
 * its canonical form before hydration makes the client render the same route
 * the file was built for, keeping the query and the hash.
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
