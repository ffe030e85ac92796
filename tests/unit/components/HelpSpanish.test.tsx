/**
 * The help's components in Spanish, with the real translations of
 * i18n/es/code.json and i18n/es/deckhopper-data-texts/help.json: what a
 * Spanish-speaking streamer reads, while ids, anchors, values and the JSON
 * to paste stay exactly as in English.
 */
import {fireEvent, render, screen, waitFor, within} from '@testing-library/react';
import type {ReactElement} from 'react';
import {renderToString} from 'react-dom/server';
import {BrowserRouter} from 'react-router-dom';
import Accordion from '@site/src/plugins/help/theme/Accordion';
import AccordionGroup from '@site/src/plugins/help/theme/AccordionGroup';
import {DhStylesExample, DhStylesTable} from '@site/src/plugins/help/theme/HelpTools/ButtonStyleReference';
import ConnectionChecker from '@site/src/plugins/help/theme/HelpTools/ConnectionChecker';
import {checkSummary, initialState} from '@site/src/plugins/help/theme/HelpTools/ConnectionChecker/machine';
import CopyLinkButton from '@site/src/plugins/help/theme/CopyLinkButton';
import {faqEntries} from '@site/src/plugins/help/theme/FaqStructuredData/faqEntries';
import DataText from '@site/src/components/site/DataText';
import LaunchFlagTable from '@site/src/plugins/help/theme/HelpTools/LaunchFlagTable';
import Checker from '@site/src/plugins/help/theme/HelpTools/MediaChecker/Checker';
import {ForPlatforms} from '@site/src/plugins/help/theme/HelpVisitor/PlatformFirst';
import {PlatformLimitNote} from '@site/src/plugins/help/theme/HelpVisitor/PlatformLimit';
import PlatformPicker from '@site/src/plugins/help/theme/HelpVisitor/PlatformPicker';
import SettingsTable from '@site/src/plugins/help/theme/HelpTools/SettingsTable';
import Builder from '@site/src/plugins/help/theme/HelpTools/StyleBuilder/Builder';
import SupportNeeds from '@site/src/components/forms/SupportNeeds';
import VersionNotice from '@site/src/plugins/help/theme/HelpVisitor/VersionNotice';
import {CONNECTION_STEPS, stepAnchor} from '@site/src/data/connectionSteps';
import {LATEST_VERSION, LOCAL_IP} from '@site/src/data/constants';
import {NOT_ON_IOS_SENTENCE} from '@site/src/data/platforms';
import {APP_SETTINGS} from '@site/src/data/settings';
import {SPANISH, inSpanish} from '../helpers/spanish';

jest.mock(
  '@theme/CodeBlock',
  () => ({__esModule: true, default: ({children}: {children: string}) => <pre>{children}</pre>}),
  {virtual: true},
);

/** Every data text in Spanish: the help's own and those it shares with the site. */
const HELP = SPANISH.dataTexts;
const spanish = inSpanish;

function setUrl(url: string) {
  window.history.replaceState(null, '', url);
}

beforeEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  Element.prototype.scrollIntoView = jest.fn();
  setUrl('/deckhopper/es/troubleshooting');
  spanish();
});

const badgeOf = (id: string) => document.getElementById(id)!.querySelector('[data-platform-badge]');

function helpPage() {
  return render(
    <BrowserRouter>
      <VersionNotice />
      <PlatformPicker />
      <AccordionGroup stillStuck>
        <Accordion id="twitchEmbed" title="Falta el embed de Twitch">
          <p>Cuerpo.</p>
        </Accordion>
        <Accordion id="deckHopperServer" title="Servidor" since="1.6" stillStuck={false}>
          <p>Cuerpo.</p>
        </Accordion>
        <Accordion id="connectionIssues" title="No se puede conectar a SAMMI" stillStuck={false}>
          <ConnectionChecker title="No se puede conectar a SAMMI" />
        </Accordion>
      </AccordionGroup>
    </BrowserRouter>,
  );
}

describe('the help entries in Spanish', () => {
  it('marks an entry missing on the visitor’s platform, with the limit sentence, and keeps its anchor', async () => {
    setUrl('/deckhopper/es/troubleshooting?platform=ios');
    helpPage();
    await waitFor(() => expect(badgeOf('twitchEmbed')).toHaveTextContent('No disponible en iOS'));
    expect(document.getElementById('twitchEmbed-panel')).toHaveTextContent(
      'No disponible en iOS. Los embeds de Twitch no están disponibles en iOS.',
    );
    expect(screen.getByLabelText('Uso Deck Hopper en')).toHaveValue('ios');
    expect(screen.getByRole('option', {name: 'cualquier plataforma'})).toHaveValue('');
    expect(screen.getByRole('option', {name: 'Navegador web / dock de OBS'})).toHaveValue('browser');
    expect(document.getElementById('twitchEmbed')).toHaveTextContent('Falta el embed de Twitch');
  });

  it('says "Limitado en" for an entry that partly applies', async () => {
    setUrl('/deckhopper/es/setup?platform=ios');
    render(
      <BrowserRouter>
        <AccordionGroup>
          <Accordion id="navigation" title="Navegación">
            <p>Cuerpo.</p>
          </Accordion>
        </AccordionGroup>
      </BrowserRouter>,
    );
    await waitFor(() => expect(badgeOf('navigation')).toHaveTextContent('Limitado en iOS'));
  });

  it('tells an older app about the update in Spanish, with the version facts unchanged', async () => {
    setUrl('/deckhopper/es/setup?app=1.5.2');
    helpPage();
    expect(await screen.findByText(`Ya está disponible Deck Hopper ${LATEST_VERSION}.`)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'descarga la nueva versión'})).toHaveAttribute(
      'href',
      '/deckhopper/download',
    );
    expect(screen.getByRole('link', {name: 'Mira las novedades'})).toHaveAttribute('href', '/deckhopper/patch-notes');
    expect(document.getElementById('deckHopperServer-panel')).toHaveTextContent(
      `Necesita Deck Hopper 1.6 o posterior. Tienes la 1.5.2: actualiza a la ${LATEST_VERSION} para usar esto.`,
    );
  });

  it('ends a troubleshooting entry with "¿Sigues con el problema?" and the same contact address', () => {
    helpPage();
    const entry = document.getElementById('twitchEmbed-panel')!;
    expect(entry).toHaveTextContent(
      '¿Sigues con el problema? Escríbenos con el formulario de contacto; tu mensaje empezará con este problema.',
    );
    expect(within(entry).getByRole('link', {name: 'Escríbenos con el formulario de contacto'})).toHaveAttribute(
      'href',
      '/deckhopper/contact?about=twitchEmbed',
    );
    expect(within(entry).getByRole('button', {name: 'Copiar enlace'})).toBeInTheDocument();
  });

  it('says in Spanish that a link was copied', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
    render(<CopyLinkButton anchor="proxyButtons" />);
    fireEvent.click(screen.getByRole('button', {name: 'Copiar enlace'}));
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/#proxyButtons$/));
    Object.defineProperty(navigator, 'clipboard', {value: undefined, configurable: true});
  });
});

describe('the connection check in Spanish', () => {
  it('asks its questions and shows its fixes in Spanish, code and links in place, step ids unchanged', async () => {
    helpPage();
    const [first, second] = CONNECTION_STEPS;
    const step = document.getElementById(stepAnchor(first!.id))!;
    expect(step).toHaveTextContent('¿Están Deck Hopper y SAMMI actualizados?');
    fireEvent.click(within(step).getByRole('button', {name: 'No'}));
    await waitFor(() =>
      expect(document.getElementById(`${stepAnchor(first!.id)}-fix`)).toHaveTextContent(
        'Si no: Actualiza los dos. Si sus versiones no coinciden, pueden negarse a comunicarse entre sí. Novedades de Deck Hopper',
      ),
    );
    expect(screen.getByRole('link', {name: 'Novedades de Deck Hopper'})).toHaveAttribute(
      'href',
      '/deckhopper/patch-notes',
    );
    fireEvent.click(screen.getByRole('button', {name: 'Sigo sin poder conectar: siguiente comprobación'}));
    const network = document.getElementById(stepAnchor(second!.id))!;
    fireEvent.click(await within(network).findByRole('button', {name: 'No'}));
    const fix = await waitFor(() => document.getElementById(`${stepAnchor(second!.id)}-fix`)!);
    expect(fix.querySelector('code')).toHaveTextContent(LOCAL_IP);
    expect(fix).toHaveTextContent(`En el mismo equipo, usa la dirección local ${LOCAL_IP} como dirección IP.`);
    expect(screen.getByRole('button', {name: `Cambiar la respuesta a: ${HELP[first!.question]}`})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Copiar lo que he comprobado'})).toBeInTheDocument();
  });

  it('puts every fix’s code and links where the Spanish places them, in the checklist of the server’s HTML', () => {
    document.body.innerHTML = renderToString(
      <BrowserRouter>
        <ConnectionChecker title="No se puede conectar a SAMMI" />
      </BrowserRouter>,
    );
    expect(document.body).toHaveTextContent(
      'Compruébalo paso a paso. Revisa estos puntos en orden; cada uno dice qué hacer si la respuesta es no.',
    );
    const settings = document.getElementById(`${stepAnchor('settings')}-fix`)!;
    expect([...settings.querySelectorAll('code')].map((code) => code.textContent)).toEqual(['127.0.0.1', '9470']);
    expect(within(settings).getByRole('link', {name: 'Configuración inicial'})).toHaveAttribute(
      'href',
      '/deckhopper/setup#initialSetup',
    );
    expect(settings).toHaveTextContent('En Configuración inicial verás dónde va cada cosa.');
  });

  it('copies a summary in Spanish', () => {
    const steps = CONNECTION_STEPS.slice(0, 2);
    const state = {...initialState(steps), answers: {[steps[0]!.id]: 'yes' as const, [steps[1]!.id]: 'no' as const}};
    const summary = checkSummary(steps, state, {
      title: 'No se puede conectar a SAMMI',
      platform: 'Android',
      appVersion: '1.5.2',
      t: (text) => HELP[text] ?? text,
    });
    expect(summary.split('\n')).toEqual([
      'No se puede conectar a SAMMI: lo que he comprobado',
      'Dispositivo: Android',
      'Versión de Deck Hopper: 1.5.2',
      '- Deck Hopper y SAMMI actualizados: sí',
      '- Mismo equipo o misma red que SAMMI Core: no, probé la solución',
      'Sigo sin poder conectar con SAMMI.',
    ]);
  });
});

describe('the help’s tables in Spanish', () => {
  it('translates the settings and their platforms, keeps the app’s setting names and links the translated words', async () => {
    setUrl('/deckhopper/es/setup?platform=ios');
    render(
      <BrowserRouter>
        <AccordionGroup>
          <Accordion id="settings" title="Ajustes">
            <SettingsTable />
          </Accordion>
        </AccordionGroup>
      </BrowserRouter>,
    );
    expect(await screen.findByText('Primero, los ajustes de iOS.')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Ajuste',
      'Qué hace',
      'Dónde',
    ]);
    expect(
      screen
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent)
        .sort(),
    ).toEqual(APP_SETTINGS.map(({name}) => name).sort());
    const hidden = screen.getByRole('rowheader', {name: 'Show Hidden Decks'}).closest('tr')!;
    expect(hidden).toHaveTextContent('Muestra los decks ocultos en la lista de decks');
    expect(hidden).toHaveTextContent('Todas');
    expect(within(hidden).getByRole('link', {name: 'decks ocultos'})).toHaveAttribute('href', '#hideDecks');
  });

  it('links the Spanish words of every setting that links an entry', () => {
    render(<SettingsTable />);
    for (const {name, see} of APP_SETTINGS.filter((setting) => setting.see)) {
      const row = screen.getByRole('rowheader', {name}).closest('tr')!;
      expect(within(row).getByRole('link')).toHaveAttribute('href', `#${see!.anchor}`);
      expect(within(row).getByRole('link')).toHaveTextContent(HELP[see!.words]!);
    }
  });

  it('translates the launch flags’ descriptions and keeps the flags', () => {
    render(<LaunchFlagTable />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Parámetro', 'Qué hace']);
    expect(screen.getByRole('rowheader', {name: 'port'}).closest('tr')).toHaveTextContent(
      'Define el puerto de SAMMI Core',
    );
  });

  it('translates the dh_styles reference and describes the example in Spanish', () => {
    render(
      <BrowserRouter>
        <DhStylesTable />
        <DhStylesExample />
      </BrowserRouter>,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Clave',
      'Valores permitidos',
      'Por defecto',
    ]);
    expect(screen.getByRole('row', {name: /dh_align/})).toHaveTextContent('left, center o right');
    expect(screen.getByText('Por ejemplo, estas variables de inicio dan a un botón', {exact: false})).toHaveTextContent(
      'Por ejemplo, estas variables de inicio dan a un botón texto naranja en cursiva alineado a la derecha sin sombra:',
    );
  });

  it('shows platform notes, the platform-first block and what support needs in Spanish', async () => {
    setUrl('/deckhopper/es/setup?platform=windows');
    render(
      <BrowserRouter>
        <PlatformLimitNote limit="server" />
        <ForPlatforms platforms="windows macos linux">
          <p>Pasos.</p>
        </ForPlatforms>
        <SupportNeeds />
      </BrowserRouter>,
    );
    expect(screen.getByText('Solo Windows')).toBeInTheDocument();
    expect(screen.getByText('Por ahora, el modo servidor solo funciona en Windows.')).toBeInTheDocument();
    expect(await screen.findByText('Para tu dispositivo, Windows 10:')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'tu ID de usuario, en la app, en Menu › Account › Get User ID',
      'la dirección de correo electrónico de tu cuenta',
      'un enlace al recibo de tu compra',
    ]);
  });
});

describe('the tools in Spanish', () => {
  it('builds a style with Spanish labels, messages and description, and the same JSON', () => {
    setUrl('/deckhopper/es/setup');
    render(<Builder entry="customButtonText" />);
    expect(screen.getByRole('heading', {name: 'Generador de estilos'})).toBeInTheDocument();
    expect(document.querySelector('figcaption')).toHaveTextContent('Vista previa: texto centrado con sombra.');
    expect(screen.getByRole('option', {name: 'Centro (por defecto)'})).toHaveValue('center');
    fireEvent.change(screen.getByLabelText('Color del texto'), {target: {value: '#000080'}});
    fireEvent.change(screen.getByLabelText('Alineación'), {target: {value: 'right'}});
    fireEvent.change(screen.getByLabelText('Estilo'), {target: {value: 'italic'}});
    fireEvent.click(screen.getByLabelText('Quitar la sombra del texto'));
    expect(document.querySelector('figcaption')).toHaveTextContent(
      'Vista previa: texto azul oscuro en cursiva alineado a la derecha sin sombra.',
    );
    expect(JSON.parse(document.querySelector('pre')!.textContent)).toEqual({
      dh_styles: {dh_text_color: '#000080', dh_text_shadow: true, dh_align: 'right', dh_font_style: 'italic'},
    });
    fireEvent.change(screen.getByLabelText('Color del texto'), {target: {value: 'ff8800'}});
    expect(screen.getByText('Un color hexadecimal empieza por #: escribe #ff8800.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Cargar un dh_styles existente'), {
      target: {value: '{"dh_align": "middle", "dh_size": 3}'},
    });
    fireEvent.click(screen.getByRole('button', {name: 'Cargar en el generador'}));
    expect(screen.getByText('Cargado, excepto:')).toBeInTheDocument();
    expect(
      screen.getByText('Clave desconocida "dh_size": Deck Hopper no la lee, así que se ha omitido.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Se ha omitido "dh_align" "middle": usa left, center o right.')).toBeInTheDocument();
    for (const name of ['Copiar JSON', 'Copiar enlace a este estilo', 'Restablecer']) {
      expect(screen.getByRole('button', {name})).toBeInTheDocument();
    }
  });

  it('checks a media address in Spanish', () => {
    render(<Checker />);
    expect(screen.getByText('Pega o escribe una dirección arriba.')).toBeInTheDocument();
    const address = screen.getByLabelText('Dirección del medio');
    fireEvent.change(address, {target: {value: 'https://youtu.be/dQw4w9WgXcQ'}});
    expect(screen.getByText('Video de YouTube')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Deck Hopper lo reproduce como video de YouTube: su id de video es dQw4w9WgXcQ, de 11 caracteres.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(address, {target: {value: 'https://example.com/picture.png'}});
    expect(
      screen.getByText(
        'Deck Hopper lo muestra como imagen: no es un video de YouTube que reconozca y no termina en .mp4 o .m4v.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(address, {target: {value: 'example.com/clip.mp4'}});
    expect(
      screen.getByText(
        'No es una dirección web completa: añade https:// al principio, como en https://example.com/clip.mp4',
      ),
    ).toBeInTheDocument();
  });
});

describe('the FAQ’s structured data in Spanish', () => {
  it('reads a DataText sentence of an answer in Spanish', () => {
    const answer = (
      <Accordion id="iosLimits" title="¿Qué falta en iOS?">
        <p>
          <DataText text={NOT_ON_IOS_SENTENCE} />
        </p>
      </Accordion>
    );
    const dataText = (element: ReactElement) =>
      element.type === DataText ? (HELP[(element.props as {text: string}).text] ?? null) : null;
    expect(faqEntries(answer, dataText)).toEqual([
      {
        id: 'iosLimits',
        question: '¿Qué falta en iOS?',
        answer: 'Los embeds de Twitch y la navegación deslizando el dedo no están disponibles en iOS.',
      },
    ]);
  });
});
