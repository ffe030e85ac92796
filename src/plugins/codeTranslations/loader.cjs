// The build's side of ./transform.ts (see ./index.ts): on a component, its texts as compiled; on the
// translations every page loads (option `dirs`), those texts left out.
const {readdirSync, readFileSync} = require('node:fs');
const path = require('node:path');
const jiti = require('jiti')(__filename, {interopDefault: true});

const {compileTranslations, remainingMessages} = jiti('./transform.ts');

function codeFiles(dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(file);
    return /\.[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

module.exports = function translationsLoader(source) {
  const {messagesFile, dirs} = this.getOptions();
  if (dirs) {
    const files = dirs.flatMap((dir) => {
      this.addContextDependency(dir);
      return codeFiles(dir);
    });
    const messages = remainingMessages(
      JSON.parse(source),
      files.map((fileName) => ({source: readFileSync(fileName, 'utf8'), fileName})),
    );
    return JSON.stringify(messages);
  }
  if (!messagesFile) return compileTranslations(source, this.resourcePath);
  this.addDependency(messagesFile);
  return compileTranslations(source, this.resourcePath, JSON.parse(readFileSync(messagesFile, 'utf8')));
};
