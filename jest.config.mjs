/**
 * Jest for component and data tests. Most of Docusaurus' client modules only
 * work inside a build, so each one a component uses is mapped to a small mock
 * in tests/unit/__mocks__ (this map is the one place that says which);
 * translation is Docusaurus' own, fed the test locale's messages.
 *
 * `import()` is left to Node (`ignoreDynamic`), so tests can load the
 * ESM-only MDX parser the way the build does; that needs Node's
 * `--experimental-vm-modules`, which `npm run test:unit` passes.
 */
const mock = (name) => `<rootDir>/tests/unit/__mocks__/${name}`;
/** Docusaurus' own client modules, used as they are where they need no build. */
const core = (name) => `<rootDir>/node_modules/@docusaurus/core/lib/client/exports/${name}`;

export default {
  testEnvironment: 'jsdom',
  // Every core: Jest's default leaves one free, which on a 2-core machine runs the suites one by one.
  maxWorkers: '100%',
  // A cap for a test that hangs, not a speed check: the suites run beside the build and the
  // browser tests (scripts/test.mjs), and must pass on a machine twice as slow.
  testTimeout: 30_000,
  // The suites are in tests/unit; the site's code is a root too, so `--findRelatedTests` (npm run check)
  // finds the suites that import a changed file.
  roots: ['<rootDir>/tests/unit', '<rootDir>/src', '<rootDir>/docs', '<rootDir>/versioned_docs'],
  testMatch: ['<rootDir>/tests/unit/**/*.test.[jt]s?(x)'],
  // The site's help, read once as the build reads it, for every suite (tests/unit/helpers/helpDocs.ts).
  globalSetup: '<rootDir>/tests/unit/globalSetup.ts',
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}},
        module: {type: 'commonjs', ignoreDynamic: true},
      },
    ],
  },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': mock('style.ts'),
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/Link$': mock('Link.tsx'),
    '^@docusaurus/Head$': mock('Head.tsx'),
    '^@docusaurus/useBaseUrl$': mock('useBaseUrl.ts'),
    '^@docusaurus/useDocusaurusContext$': mock('useDocusaurusContext.ts'),
    '^@docusaurus/useGlobalData$': mock('useGlobalData.ts'),
    // The real <Translate> and translate(), reading the test locale's messages.
    '^@docusaurus/Translate$': core('Translate.js'),
    '^@docusaurus/Interpolate$': core('Interpolate.js'),
    '^@generated/codeTranslations$': mock('codeTranslations.ts'),
    '^@docusaurus/useBrokenLinks$': mock('useBrokenLinks.ts'),
    '^@docusaurus/useIsBrowser$': mock('useIsBrowser.ts'),
    '^@docusaurus/ExecutionEnvironment$': mock('ExecutionEnvironment.ts'),
    '^@docusaurus/router$': 'react-router-dom',
    '^@docusaurus/plugin-content-docs/client$': mock('docsClient.ts'),
    '^@docusaurus/theme-common$': mock('themeCommon.tsx'),
    // The help plugin's theme components (src/plugins/help/theme), as the build resolves them.
    '^@theme/(Accordion|AccordionGroup|CopyLinkButton|HelpTools/.+|HelpVisitor/.+)$':
      '<rootDir>/src/plugins/help/theme/$1',
    '^@theme/Layout$': mock('Layout.tsx'),
    '^@theme/Heading$': mock('Heading.tsx'),
    '^@theme/Admonition$': mock('Admonition.tsx'),
  },
  // color-name, the search's stemmers and Docusaurus' client modules ship only ES modules, which
  // Jest's CommonJS cannot load as they are: they go through swc too.
  transformIgnorePatterns: [
    '/node_modules/(?!(color-name|copy-text-to-clipboard|stemmer|@orama/stemmers|@docusaurus/core/lib/client)/)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/\\.docusaurus/', '/build/', '/__mocks__/'],
};
