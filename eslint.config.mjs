// ESLint for the site's TypeScript and React: typed typescript-eslint rules, React and its
// hooks, jsx-a11y, and Docusaurus' own plugin. Formatting is Prettier's job, so
// eslint-config-prettier comes last and turns off every stylistic rule.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.docusaurus/',
      '.lighthouseci/',
      'bench-results/',
      'coverage/',
      'node_modules/',
      'playwright-report/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: {allowDefaultProject: ['*.mjs', '*.cjs', 'scripts/*.mjs']}},
      globals: {...globals.browser, ...globals.node},
    },
    rules: {
      // Numbers and booleans in template literals read naturally in messages and URLs.
      '@typescript-eslint/restrict-template-expressions': ['error', {allowNumber: true, allowBoolean: true}],
      // `void promise` is how the code says "fire and forget" on purpose.
      '@typescript-eslint/no-confusing-void-expression': ['error', {ignoreArrowShorthand: true}],
      // An argument a signature needs but the body does not use is named `_name`; `{unused, ...rest}` drops a key.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', ignoreRestSiblings: true}],
      // The site declares no enum (tsconfig.json's `erasableSyntaxOnly` rejects one, as it does every
      // syntax a type-stripping compiler cannot drop), so this rule has nothing to find; it cost
      // about 5 s of each lint.
      '@typescript-eslint/no-unsafe-enum-assignment': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    // Lighthouse CI reads a CommonJS config, so it loads its helpers with require().
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}', 'tests/pages/**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@docusaurus': docusaurus},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...docusaurus.configs.recommended.rules,
      // Every text a page shows goes through Docusaurus' <Translate> or translate(); separators
      // and symbols need no translation.
      '@docusaurus/no-untranslated-text': [
        'error',
        {ignoredStrings: ['·', '—', '›', '/', '×', '(', ')', ':', '.', ',', '*']},
      ],
      // Types describe the props; prop-types would say the same thing twice.
      'react/prop-types': 'off',
      // Apostrophes and quotes are ordinary in the site's prose; a stray > or } is the real slip.
      'react/no-unescaped-entities': ['error', {forbid: ['>', '}']}],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      // In a test, a wrong `!` throws and fails the test: it is an assertion, not a risk.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `await act(async () => …)` flushes effects and promises even when the callback awaits
      // nothing, and mocks of async functions return promises without awaiting.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['tests/unit/**/*.{ts,tsx}'],
    rules: {
      // Fixtures and mocks render plain markup on purpose: they stand in for the theme's own.
      '@docusaurus/prefer-docusaurus-heading': 'off',
      '@docusaurus/no-html-links': 'off',
      // Test fixtures write their own English; the site's texts are what must be translated.
      '@docusaurus/no-untranslated-text': 'off',
    },
  },
  {
    files: ['tests/pages/**/*.tsx'],
    // Pages that crash on purpose for the error-screen tests: never shown to visitors.
    rules: {'@docusaurus/no-untranslated-text': 'off'},
  },
  {
    files: ['tests/e2e/**/*.ts'],
    rules: {
      // Playwright requires the fixtures argument to be destructured, even when empty: `({}, testInfo)`.
      'no-empty-pattern': 'off',
    },
  },
  prettier,
);
