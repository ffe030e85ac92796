// The build's loader for the site's own TypeScript (see ./strip.ts and ./index.ts).
const jiti = require('jiti')(__filename, {interopDefault: true});

const {stripTranslationDescriptions} = jiti('./strip.ts');

module.exports = function stripTranslationDescriptionsLoader(source) {
  return stripTranslationDescriptions(source, this.resourcePath);
};
