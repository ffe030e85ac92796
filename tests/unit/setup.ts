import {resetTestLocale} from './__mocks__/i18nState';

// Only where there is a page to render: Node suites never load React DOM.
if (typeof document !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on a condition, which `import` cannot do
  require('./setupDom');
}

// A test that switches to Spanish never leaks it into the next one.
afterEach(resetTestLocale);
