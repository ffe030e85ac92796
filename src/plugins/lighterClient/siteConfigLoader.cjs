// The site config as the browser's code gets it, without the keys only the build reads (./index.ts).
module.exports = function siteConfigLoader(source) {
  const {serverOnlyKeys} = this.getOptions();
  const start = source.indexOf('export default ');
  if (start < 0)
    throw new Error('The generated site config no longer starts with "export default": see src/plugins/lighterClient.');
  const config = JSON.parse(source.slice(start + 'export default '.length).replace(/;\s*$/, ''));
  const kept = Object.fromEntries(Object.entries(config).filter(([key]) => !serverOnlyKeys.includes(key)));
  return `export default ${JSON.stringify(kept)};\n`;
};
