// Each component's texts as the build compiles them (./transform.ts, ./index.ts).
const {readFileSync} = require('node:fs');
const jiti = require('jiti')(__filename, {interopDefault: true});

const {compileTranslations} = jiti('./transform.ts');

module.exports = function compileTranslationsLoader(source) {
  const {messagesFile} = this.getOptions();
  let messages = null;
  if (messagesFile) {
    this.addDependency(messagesFile);
    messages = JSON.parse(readFileSync(messagesFile, 'utf8'));
  }
  return compileTranslations(source, this.resourcePath, messages);
};
