// The core prefetches a route's files each time a link to it comes into view: every file of every
// route above it again (on a help page at desktop size, 97 <link rel="prefetch"> for about 15
// files), and the page's own files, which are already loaded. Here each file is prefetched once, and
// not at all when the page has it as a script (./index.ts).
const PREFETCH = 'return supportedPrefetchStrategy(url).catch(() => { });';
const ONCE =
  'return prefetched.has(url) || document.querySelector(`script[src="${url}"]`) ? Promise.resolve() : (prefetched.add(url), supportedPrefetchStrategy(url).catch(() => {}));';

module.exports = function prefetchOnceLoader(source) {
  if (!source.includes(PREFETCH))
    throw new Error(
      `${this.resourcePath} no longer prefetches with "${PREFETCH}": see src/plugins/lighterClient and its row in src/theme/README.md.`,
    );
  return `const prefetched = new Set();\n${source.replace(PREFETCH, ONCE)}`;
};
