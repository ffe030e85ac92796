import '@testing-library/jest-dom';
import {configure} from '@testing-library/react';
import {resetTestLocale} from './__mocks__/i18nState';

// `findBy…` and `waitFor` give up after this long: a cap for what never comes, not a speed check.
// The suites run beside the build and the browser tests, and must pass on a machine twice as slow
// (Testing Library's default, one second, was cut short there).
configure({asyncUtilTimeout: 5_000});

// A test that switches to Spanish never leaks it into the next one.
afterEach(resetTestLocale);
