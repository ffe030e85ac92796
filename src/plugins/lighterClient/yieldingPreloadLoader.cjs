// The core's `preload` loads the route's components as soon as it is called: at start-up, in the
// main script's own task, so the page's modules are evaluated in that task too (its longest on a
// phone). Here it yields to the browser first, so they run in a task of their own (./index.ts).
const {rewriteLine} = require('./frameworkLine.cjs');

const PRELOAD = 'return Promise.all(matches.map((match) => match.route.component.preload?.()));';
const YIELDING =
  'return new Promise((resolve) => setTimeout(resolve)).then(() => Promise.all(matches.map((match) => match.route.component.preload?.())));';

module.exports = rewriteLine({line: PRELOAD, replacement: YIELDING, verb: 'preloads'});
