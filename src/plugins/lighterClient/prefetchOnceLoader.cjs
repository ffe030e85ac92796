// The core prefetches a route's files each time a link to it comes into view: every file of every
// route above it again (on /setup at desktop size, 97 <link rel="prefetch"> for 16 files), and the
// page's own files, which are already loaded. Here each file is prefetched once, and not at all
// when the page has it as a script (./index.ts).
const {rewriteLine} = require('./frameworkLine.cjs');

const PREFETCH = 'return supportedPrefetchStrategy(url).catch(() => { });';
const ONCE =
  'return prefetched.has(url) || document.querySelector(`script[src="${url}"]`) ? Promise.resolve() : (prefetched.add(url), supportedPrefetchStrategy(url).catch(() => {}));';

module.exports = rewriteLine({
  line: PREFETCH,
  replacement: ONCE,
  verb: 'prefetches',
  prelude: 'const prefetched = new Set();\n',
});
