/**
 * A help doc as the help plugin read it (./index.ts): a translated one is
 * put together with its English source, any other is left as it is. Each
 * depends on the file the plugin rewrites when what it read changes, so the
 * bundler's cache never keeps a doc built from an older read.
 */
module.exports = function helpDocLoader(text) {
  const {dependency, textOf} = this.getOptions();
  this.addDependency(dependency);
  return textOf(this.resourcePath) ?? text;
};
