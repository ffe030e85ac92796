/**
 * StaticForms returns the visitor to the address in `redirectTo`. Docusaurus
 * gives a translated build the locale's base URL (`/deckhopper/es/`) through
 * `useBaseUrl`; this mock does the same, so the test checks that the form
 * builds its return address from it, and returns a Spanish visitor to the
 * Spanish page (the built pages are checked by the browser tests).
 */
import {screen} from '@testing-library/react';
import Contact from '@site/src/pages/contact';
import DataDeletion from '@site/src/pages/datadeletion';
import {SUCCESS_RETURN} from '@site/src/data/forms';
import {i18nState} from '../__mocks__/i18nState';
import {TEST_BASE_URL, TEST_SITE_URL} from '../__mocks__/useBaseUrl';
import {inSpanish} from '../helpers/spanish';
import {control, renderAt} from '../components/supportFormTestUtils';

jest.mock('@docusaurus/useBaseUrl', () => {
  const {i18nState: state} = jest.requireActual<typeof import('../__mocks__/i18nState')>('../__mocks__/i18nState');
  const base = jest.requireActual<typeof import('../__mocks__/useBaseUrl')>('../__mocks__/useBaseUrl');
  const localized = (url: string, options: {absolute?: boolean} = {}) => {
    const prefix = state.locale === 'en' ? base.TEST_BASE_URL : `${base.TEST_BASE_URL}${state.locale}/`;
    const path = url.startsWith('/') ? `${prefix}${url.slice(1)}` : url;
    return options.absolute ? `${base.TEST_SITE_URL}${path}` : path;
  };
  return {__esModule: true, ...base, default: localized, useBaseUrlUtils: () => ({withBaseUrl: localized})};
});

describe('the forms return to the page in the visitor language', () => {
  it('English: the English form page', () => {
    const {container} = renderAt(Contact, `${TEST_BASE_URL}contact`);
    expect(control(container, 'redirectTo').value).toBe(`${TEST_SITE_URL}${TEST_BASE_URL}contact${SUCCESS_RETURN}`);
  });

  it.each([
    ['contact', Contact],
    ['datadeletion', DataDeletion],
  ] as const)('Spanish: /es/%s?form=success#form-success', (route, Page) => {
    inSpanish();
    const {container} = renderAt(Page, `${TEST_BASE_URL}es/${route}`);
    expect(i18nState.locale).toBe('es');
    expect(control(container, 'redirectTo').value).toBe(
      `${TEST_SITE_URL}${TEST_BASE_URL}es/${route}?form=success#form-success`,
    );
    // Only the texts change: the hidden fields StaticForms reads keep their names.
    expect(container.querySelector('input[name="replyTo"]')).toHaveValue('@');
    expect(screen.getByRole('button', {name: /^Enviar/})).toBeInTheDocument();
  });

  it('Spanish, through an alias (/es/support): the alias is echoed under the Spanish base', () => {
    inSpanish();
    const {container} = renderAt(Contact, `${TEST_BASE_URL}es/support`);
    expect(control(container, 'redirectTo').value).toBe(`${TEST_SITE_URL}${TEST_BASE_URL}es/support${SUCCESS_RETURN}`);
  });
});
