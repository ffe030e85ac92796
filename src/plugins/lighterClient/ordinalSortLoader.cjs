// theme-common's `useShallowMemoObject` sorts prop names with `localeCompare`, which builds the
// browser's collator on first use: on a phone, tens of milliseconds in the task after hydration
// of every docs page (the mobile sidebar's menu). Prop names need only a stable order (./index.ts).
const {rewriteLine} = require('./frameworkLine.cjs');

const SORT = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const ORDINAL_SORT = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

module.exports = rewriteLine({line: SORT, replacement: ORDINAL_SORT, verb: 'sorts'});
