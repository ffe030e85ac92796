/**
 * The product pages, forms and site furniture in the Spanish build, rendered
 * with the real translations of i18n/es: Spanish text, and the same anchors,
 * field names and links as in English.
 */
import {fireEvent, render, screen, within} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {DesktopSection} from '@site/src/components/products/DownloadSections';
import {BasicLimits, EditionCost, IosEdition} from '@site/src/components/products/Editions';
import {SupportNeedsSentence} from '@site/src/components/forms/SupportNeeds';
import ErrorScreen from '@site/src/components/site/ErrorScreen';
import FeatureTable from '@site/src/components/products/FeatureTable';
import HomeCallToAction from '@site/src/components/home/HomeCallToAction';
import HomeCards from '@site/src/components/home/HomeCards';
import PriceTag from '@site/src/components/products/PriceTag';
import ProBadge from '@site/src/components/site/ProBadge';
import {UpgradeGuide} from '@site/src/components/products/UpgradeSections';
import UpdateAvailableAlert from '@site/src/components/patchNotes/UpdateAvailableAlert';
import {PRICES, formatPrice} from '@site/src/data/constants';
import {HOME_CARDS} from '@site/src/data/homeCards';
import {dataTextKeys} from '@site/src/plugins/dataTexts';
import {placeholdersOf} from '@site/src/i18n/dataText';
import Contact from '@site/src/pages/contact';
import DataDeletion from '@site/src/pages/datadeletion';
import {collected} from '../__mocks__/useBrokenLinks';
import {SPANISH, inSpanish} from '../helpers/spanish';
import {control, renderAt} from '../components/supportFormTestUtils';

const FIELD_NAMES = {
  contact: ['email', '$DiscordName', '$accountID', 'message'],
  dataDeletion: ['email', '$accountID', '$deletionRequest'],
} as const;
const HIDDEN_NAMES = ['honeypot', 'replyTo', 'redirectTo', 'accessKey'];

/** A message of i18n/es/code.json. */
const es = (id: string): string => {
  const message = SPANISH.codeTranslations[id];
  if (message === undefined) throw new Error(`no Spanish for ${id}`);
  return message;
};

const postedNames = (container: HTMLElement) =>
  [...container.querySelectorAll('form [name]')].map((element) => element.getAttribute('name'));

describe('the site translations', () => {
  it('translate every site data text, keeping its placeholders', () => {
    for (const key of dataTextKeys().site) {
      const message = SPANISH.dataTexts[key];
      expect({key, translated: message !== undefined}).toEqual({key, translated: true});
      expect({key, placeholders: placeholdersOf(message!)}).toEqual({key, placeholders: placeholdersOf(key)});
    }
  });
});

describe('the support forms in Spanish', () => {
  beforeEach(inSpanish);

  it.each([
    ['contact', Contact],
    ['dataDeletion', DataDeletion],
  ] as const)('%s: Spanish labels and texts, the same posted field names', (formId, Page) => {
    const {container} = renderAt(Page, `/deckhopper/es/${formId === 'contact' ? 'contact' : 'datadeletion'}`);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(es(`forms.${formId}.title`));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText('ID de usuario')).toHaveAttribute('name', '$accountID');
    expect(screen.getByText('En la app: Menu › Account › Get User ID.')).toBeInTheDocument();
    expect(postedNames(container)).toEqual([...FIELD_NAMES[formId], ...HIDDEN_NAMES]);
    expect(screen.getByRole('button', {name: es(`forms.${formId}.submit`)})).toBeInTheDocument();
    // The notice a form framed by another site shows.
    expect(container).toHaveTextContent('Por tu seguridad, este formulario solo funciona en su propia página.');
    expect(container).not.toHaveTextContent(/Send (message|deletion request)/);
  });

  it('contact: the guidance and the bug-report line are Spanish, links kept', () => {
    renderAt(Contact, '/deckhopper/es/contact');
    expect(
      screen.getByText('Este formulario es solo para problemas con tu cuenta de Deck Hopper.'),
    ).toBeInTheDocument();
    expect(screen.getByText('¿Encontraste un error?')).toBeInTheDocument();
    expect(screen.getByText('Para ayudarte con tu cuenta o con una compra, el soporte necesita:')).toBeInTheDocument();
    expect(screen.getByText('tu ID de usuario')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'servidor de Discord'})).toHaveAttribute(
      'href',
      expect.stringContaining('discord'),
    );
  });

  it('every validation message is Spanish, and a field label inside one is translated too', () => {
    const {container} = renderAt(Contact, '/deckhopper/es/contact');
    fireEvent.change(control(container, 'email'), {target: {value: 'name@'}});
    fireEvent.change(control(container, 'message'), {target: {value: 'x'.repeat(5001)}});
    fireEvent.submit(container.querySelector('form')!);
    const alert = screen.getAllByRole('alert').find((element) => element.textContent.includes('campos'));
    expect(alert).toHaveTextContent('Hay 3 campos que debes revisar antes de poder enviar.');
    expect(container).toHaveTextContent('Esta dirección de correo no parece correcta.');
    expect(container).toHaveTextContent(
      'Escribe tu ID de usuario. Lo encuentras en la app en Menu › Account › Get User ID.',
    );
    expect(container).toHaveTextContent(
      'Es demasiado largo: 5001 caracteres, y el límite es 5000. Tendrás que acortarlo un poco.',
    );
    expect(container).toHaveTextContent('5001 de 5000 caracteres');
    // Screen readers hear that it is an error, in Spanish.
    expect(container.querySelector('[id$="-error"]')).toHaveTextContent(/^Hay un error: /);
    expect(container).not.toHaveTextContent("doesn't look right");
  });

  it('the thank-you view and its way back are Spanish', () => {
    renderAt(DataDeletion, '/deckhopper/es/datadeletion?form=success');
    expect(screen.getByRole('status')).toHaveTextContent(
      '¡Hemos recibido tu solicitud de eliminación! Te responderemos en breve.',
    );
    expect(screen.getByRole('link', {name: 'Volver al formulario de eliminación de datos'})).toBeInTheDocument();
  });
});

describe('the product pages in Spanish', () => {
  beforeEach(inSpanish);

  it('upgrade guide: Spanish headings and steps, same anchors, prices for the locale, menu paths as the app shows them', () => {
    const {container} = render(<UpgradeGuide />);
    expect(screen.getAllByRole('heading', {level: 2}).map((heading) => heading.textContent)).toEqual([
      '¿Por qué pasarse a Pro?',
      'Pasarse a Pro en Android',
      'Pasarse a Pro en escritorio',
      'Pasarse a Pro en iOS',
      'Pro en otros dispositivos',
    ]);
    expect(container.querySelector('#upgrade-now')).not.toBeNull();
    expect(container.querySelector('#desktop')).toHaveTextContent('Pasarse a Pro en escritorio');
    expect(collected.anchors).toEqual(expect.arrayContaining(['upgrade-now', 'desktop']));
    expect(container).toHaveTextContent('con una donación de al menos 5,99 US$.');
    expect(container).toHaveTextContent('En la app, abre Menu › Account › Register Download Key e introduce la clave.');
    expect(screen.getByRole('link', {name: 'Ver todas las funciones de Basic y Pro'})).toHaveAttribute(
      'href',
      '/deckhopper/features',
    );
  });

  it('download: Spanish prices with the struck regular price announced in Spanish', () => {
    const {container} = render(<DesktopSection />);
    expect(container.querySelector('#purchase')).not.toBeNull();
    expect(screen.getByRole('heading', {level: 2})).toHaveTextContent('Escritorio');
    const basic = screen.getByText((_, element) => element?.tagName === 'LI' && /^Basic/.test(element.textContent));
    expect(basic).toHaveTextContent(
      'Basic: precio normal 4,99 US$ ahora 2,99 US$, con anuncios y sin las funciones Pro',
    );
    expect(screen.getByRole('link', {name: 'Comprar Pro para escritorio en itch.io'})).toBeInTheDocument();
  });

  it('editions: the one wording of their cost in Spanish, each price formatted for the locale', () => {
    const {container} = render(
      <p>
        Basic: <EditionCost edition="basic" />. Basic: <EditionCost edition="basic" withPrice />. <BasicLimits /> Pro:{' '}
        <EditionCost edition="pro" withPrice />. <IosEdition />
      </p>,
    );
    const text = container.textContent.replace(/\s+/g, ' ');
    const price = (amount: number) => formatPrice(amount, 'es').replace(/\s+/g, ' ');
    expect(text).toBe(
      [
        'Basic: gratis en Android y de pago único en escritorio.',
        `Basic: gratis en Android y un pago único de ${price(PRICES.basic.amount)} en escritorio.`,
        'Muestra anuncios y no incluye las funciones Pro.',
        `Pro: un pago único de ${price(PRICES.pro.amount)} en escritorio.`,
        'En iOS no hay prueba ni edición Basic: la compra incluye todas las funciones Pro.',
      ].join(' '),
    );
  });

  it('what support needs, as one Spanish sentence', () => {
    const {container} = render(<SupportNeedsSentence />);
    expect(container).toHaveTextContent(
      'Para ayudarte con tu cuenta o con una compra, el soporte necesita tu ID de usuario (en la app, en Menu › Account › Get User ID), la dirección de correo electrónico de tu cuenta y un enlace al recibo de tu compra.',
    );
  });

  it('PriceTag formats for the locale', () => {
    const {container} = render(<PriceTag price={PRICES.pro} />);
    expect(container).toHaveTextContent('precio normal 7,99 US$ ahora 5,99 US$');
  });

  it('feature table: Spanish caption, groups, names, notes and screen-reader words', () => {
    render(<FeatureTable />);
    const table = screen.getByRole('table', {name: 'Funciones de Deck Hopper Basic y Pro'});
    expect(within(table).getByRole('columnheader', {name: 'Función'})).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', {name: 'Gestión de decks'})).toBeInTheDocument();
    expect(table).toHaveTextContent('Navegador y dock de OBS (modo servidor, Solo Windows)');
    expect(table).toHaveTextContent('Botones con Twitch integrado (con inicio de sesión (Android), no en iOS)');
    expect(within(table).getAllByText('No incluido en Basic').length).toBeGreaterThan(0);
    expect(table).not.toHaveTextContent('Included in');
  });

  it('home: cards, badge and calls to action in Spanish', () => {
    render(
      <>
        <HomeCards />
        <HomeCallToAction />
      </>,
    );
    expect(screen.getByRole('heading', {level: 2})).toHaveTextContent('¿Por qué elegir Deck Hopper?');
    const titles = screen.getAllByRole('heading', {level: 3}).map((heading) => heading.textContent);
    expect(titles).toHaveLength(HOME_CARDS.length);
    expect(titles).toContain('Desactiva u oculta decks, Pro (función Pro)');
    expect(
      screen.getByText(/Always on Top \(escritorio\) y mantener la pantalla activa \(móvil\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Descargar ahora'})).toHaveAttribute('href', '/deckhopper/download');
    expect(screen.getByRole('region', {name: 'Consigue Deck Hopper'})).toBeInTheDocument();
  });

  it('the Pro badge shows "Pro" and its tooltip is Spanish', () => {
    render(<ProBadge />);
    expect(screen.getByTitle('Función Pro')).toHaveTextContent(', Pro (función Pro)');
  });

  it('patch notes: the update alert is Spanish and still links to the download page', () => {
    window.history.replaceState(null, '', '/#updateAvailable');
    render(
      <MemoryRouter initialEntries={['/deckhopper/es/patch-notes#updateAvailable']}>
        <UpdateAvailableAlert />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '¡Actualización disponible! Deck Hopper se actualizará automáticamente al reiniciarse.',
    );
    expect(screen.getByRole('link', {name: 'Descargar aquí'})).toHaveAttribute('href', '/deckhopper/download');
  });
});

describe('the error screen in Spanish', () => {
  beforeEach(inSpanish);

  it('error screen', () => {
    render(<ErrorScreen error={new Error('boom')} tryAgain={() => undefined} />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('¡Error inesperado de la aplicación!');
    expect(screen.getByRole('button', {name: 'Volver a intentarlo'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Ir a la página de inicio'})).toBeInTheDocument();
    expect(screen.getByText('Detalles técnicos para un informe de error')).toBeInTheDocument();
  });
});
