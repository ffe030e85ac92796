/**
 * The shape of src/, checked by `npm test` (dependency-cruiser): pages on top,
 * then the components and the local plugins (a feature is a folder), then
 * what several of them share, then the site's facts. Nothing imports a layer
 * above its own, and nothing imports itself back in a cycle.
 */
const layer = (folders) => `^src/(${folders.join('|')})/`;
const PAGES = layer(['pages']);
const THEME = layer(['theme']);
const FEATURES = layer(['components', 'plugins', 'clientModules']);
const SHARED = layer(['utils', 'hooks', 'texts', 'i18n', 'ssr', 'css']);
const DATA = layer(['data']);

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A cycle makes each module need the other: split out what both need.',
      severity: 'error',
      from: {path: '^src/'},
      to: {circular: true},
    },
    {
      name: 'pages-are-the-top',
      comment: 'Pages are routes: nothing imports one.',
      severity: 'error',
      from: {path: '^src/', pathNot: PAGES},
      to: {path: PAGES},
    },
    {
      name: 'theme-overrides-are-used-by-the-framework',
      comment: 'Theme overrides are reached as @theme/…, never imported by path from below.',
      severity: 'error',
      from: {path: `${FEATURES}|${SHARED}|${DATA}`},
      to: {path: THEME},
    },
    {
      name: 'shared-code-stays-below-the-features',
      comment:
        'What several features share may not depend on one of them: move it into the feature, or the feature part out.',
      severity: 'error',
      from: {path: SHARED},
      to: {path: `${FEATURES}`},
    },
    {
      name: 'data-is-the-bottom',
      comment: "The site's facts depend on nothing of the site but other facts.",
      severity: 'error',
      from: {path: DATA},
      to: {path: '^src/', pathNot: DATA},
    },
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    exclude: {path: '^(build|\\.docusaurus|node_modules)/'},
    tsConfig: {fileName: 'tsconfig.json'},
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.css']},
  },
};
