import '@testing-library/jest-dom';
import {resetTestLocale} from './__mocks__/i18nState';

// A test that switches to Spanish never leaks it into the next one.
afterEach(resetTestLocale);
