/**
 * For the suites that render, in jsdom: Testing Library's matchers and
 * settings. The suites that run in Node (`@jest-environment node`) skip it,
 * and with it loading React DOM.
 */
import '@testing-library/jest-dom';
import {configure} from '@testing-library/react';

// `findBy…` and `waitFor` give up after this long: a cap for what never comes, not a speed check.
// The suites run beside the build and the browser tests, and must pass on a machine twice as slow
// (Testing Library's default, one second, was cut short there).
configure({asyncUtilTimeout: 5_000});
