/**
 * The 404 page in each language, and its way home in the other one: a host
 * with a single 404 page serves the English page for a missing `/es/…`
 * address, so that page offers the Spanish home page, in Spanish.
 */
import {render, screen} from '@testing-library/react';
import NotFoundContent from '@site/src/theme/NotFound/Content';
import {i18nState} from '../__mocks__/i18nState';
import {inSpanish} from '../helpers/spanish';

jest.mock('@docusaurus/useDocusaurusContext', () => {
  const {i18nState: state} = jest.requireActual<typeof import('../__mocks__/i18nState')>('../__mocks__/i18nState');
  return {
    __esModule: true,
    default: () => ({
      siteConfig: {baseUrl: state.locale === 'en' ? '/deckhopper/' : `/deckhopper/${state.locale}/`},
      i18n: {
        currentLocale: state.locale,
        defaultLocale: 'en',
        locales: ['en', 'es'],
        localeConfigs: {en: {baseUrl: '/deckhopper/'}, es: {baseUrl: '/deckhopper/es/'}},
      },
    }),
  };
});

// The shared Link mock, minus the real Link's `autoAddBaseUrl` (not an attribute of <a>).
jest.mock('@docusaurus/Link', () => {
  const {default: MockLink} = jest.requireActual<typeof import('../__mocks__/Link')>('../__mocks__/Link');
  return {
    __esModule: true,
    default: ({autoAddBaseUrl: _, ...props}: Parameters<typeof MockLink>[0] & {autoAddBaseUrl?: boolean}) =>
      MockLink(props),
  };
});

describe('the 404 page', () => {
  it('English: the ways back, and the Spanish home page in Spanish', () => {
    render(<NotFoundContent />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Page not found');
    const spanish = screen.getByRole('link', {name: 'Ir a la página de inicio en español'});
    expect(spanish).toHaveAttribute('href', 'pathname:///deckhopper/es/');
    expect(spanish.closest('li')).toHaveAttribute('lang', 'es');
    expect(screen.queryByRole('link', {name: /in English/})).toBeNull();
  });

  it('Spanish: everything in Spanish, and the English home page in English', () => {
    inSpanish();
    expect(i18nState.locale).toBe('es');
    render(<NotFoundContent />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Página no encontrada');
    expect(screen.getByText(/Esta dirección no lleva a ninguna página/)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: /Preguntas frecuentes/})).toHaveAttribute('href', '/deckhopper/faq');
    const english = screen.getByRole('link', {name: 'Go to the home page in English'});
    expect(english).toHaveAttribute('href', 'pathname:///deckhopper/');
    expect(english.closest('li')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(/en español/)).toBeNull();
  });
});
