/**
 * A help doc as the help plugin read it (./index.ts), a translated one put together with its English. It depends on
 * the file the plugin rewrites when what it read changes, so the bundler's cache never keeps an older read.
 */
module.exports = function helpDocLoader(text) {
  const {dependency, textOf} = this.getOptions();
  this.addDependency(dependency);
  return textOf(this.resourcePath) ?? text;
};
