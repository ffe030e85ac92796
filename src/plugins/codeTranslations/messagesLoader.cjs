// The translations every page loads, without those the components now carry (./transform.ts, ./index.ts).
const {readdirSync, readFileSync} = require('node:fs');
const path = require('node:path');
const jiti = require('jiti')(__filename, {interopDefault: true});

const {remainingMessages} = jiti('./transform.ts');

function codeFiles(dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(file);
    return /\.[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

module.exports = function remainingMessagesLoader(source) {
  const {dirs} = this.getOptions();
  const files = dirs.flatMap((dir) => {
    this.addContextDependency(dir);
    return codeFiles(dir);
  });
  const messages = remainingMessages(
    JSON.parse(source),
    files.map((fileName) => ({source: readFileSync(fileName, 'utf8'), fileName})),
  );
  return JSON.stringify(messages);
};
