// The loaders here rewrite a line of a framework file, and fail the build when it changes, so that
// nobody ships a workaround that no longer applies (each has a row in src/theme/README.md).

/** Throws: `path` no longer reads as a loader here expects (`what`, such as `no longer has "…"`). */
function frameworkChanged(path, what) {
  throw new Error(`${path} ${what}: see src/plugins/lighterClient and its row in src/theme/README.md.`);
}

/**
 * A loader that replaces `line` with `replacement` (after `prelude`, put at the top of the file),
 * and fails when the file no longer has the line, saying what it did with it (`verb`: "sorts").
 */
function rewriteLine({line, replacement, verb, prelude = ''}) {
  return function lineRewriter(source) {
    if (!source.includes(line)) frameworkChanged(this.resourcePath, `no longer ${verb} with "${line}"`);
    return `${prelude}${source.replace(line, replacement)}`;
  };
}

module.exports = {frameworkChanged, rewriteLine};
