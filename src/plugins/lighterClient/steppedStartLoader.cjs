// The core's client entry imports the app, the preload and the route registry statically, so
// the main script evaluates React, the router, the registry and the whole theme in one task at
// start-up, its longest on a phone. Here the entry evaluates React and the router, and the rest
// in tasks of their own, one after the other, before the app starts as before (./index.ts).
const {frameworkChanged} = require('./frameworkLine.cjs');

const DEFERRED_IMPORTS = [
  "import App from './App';",
  "import preload from './preload';",
  "import docusaurus from './docusaurus';",
];
const START = 'if (ExecutionEnvironment.canUseDOM) {';

const IN_STEPS = `// Each step a task of its own (src/plugins/lighterClient/steppedStartLoader.cjs).
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const startInSteps = () =>
  nextTask()
    .then(() => Promise.all([import(/* webpackMode: "eager" */ './docusaurus'), import(/* webpackMode: "eager" */ './preload')]))
    .then(([docusaurus, preload]) =>
      nextTask()
        .then(() => import(/* webpackMode: "eager" */ './App'))
        .then((App) => ({App: App.default, preload: preload.default, docusaurus: docusaurus.default})),
    );
if (ExecutionEnvironment.canUseDOM) startInSteps().then(({App, preload, docusaurus}) => {`;

module.exports = function steppedStartLoader(source) {
  let output = source;
  for (const line of DEFERRED_IMPORTS) {
    if (!output.includes(line)) frameworkChanged(this.resourcePath, `no longer has "${line}"`);
    output = output.replace(line, '');
  }
  const start = output.indexOf(START);
  if (start < 0) frameworkChanged(this.resourcePath, `no longer starts the app in "${START}"`);
  // The block that starts the app must be the file's last statement: its closing brace becomes the callback's.
  let depth = 0;
  let end = -1;
  for (let at = start + START.length - 1; at < output.length; at += 1) {
    if (output[at] === '{') depth += 1;
    else if (output[at] === '}' && --depth === 0) {
      end = at;
      break;
    }
  }
  if (end < 0 || output.slice(end + 1).trim() !== '')
    frameworkChanged(this.resourcePath, 'no longer ends with the block that starts the app');
  return `${output.slice(0, start)}${IN_STEPS}${output.slice(start + START.length, end)}});\n`;
};
