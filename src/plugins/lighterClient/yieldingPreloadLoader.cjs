// The core's `preload` loads the route's components as soon as it is called: at start-up, in the
// main script's own task, so the page's modules are evaluated in that task too (its longest on a
// phone). Here it yields to the browser first, so they run in a task of their own (./index.ts).
const PRELOAD = 'return Promise.all(matches.map((match) => match.route.component.preload?.()));';
const YIELDING =
  'return new Promise((resolve) => setTimeout(resolve)).then(() => Promise.all(matches.map((match) => match.route.component.preload?.())));';

module.exports = function yieldingPreloadLoader(source) {
  if (!source.includes(PRELOAD))
    throw new Error(
      `${this.resourcePath} no longer preloads with "${PRELOAD}": see src/plugins/lighterClient and its row in src/theme/README.md.`,
    );
  return source.replace(PRELOAD, YIELDING);
};
