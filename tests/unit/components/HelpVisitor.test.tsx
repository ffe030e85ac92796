import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {BrowserRouter} from 'react-router-dom';
import Accordion from '@site/src/plugins/help/theme/Accordion';
import AccordionGroup from '@site/src/plugins/help/theme/AccordionGroup';
import ConnectionChecker from '@site/src/plugins/help/theme/HelpTools/ConnectionChecker';
import PlatformPicker from '@site/src/plugins/help/theme/HelpVisitor/PlatformPicker';
import SettingsTable from '@site/src/plugins/help/theme/HelpTools/SettingsTable';
import VersionNotice from '@site/src/plugins/help/theme/HelpVisitor/VersionNotice';
import {APP_SETTINGS} from '@site/src/data/settings';
import {PLATFORM_SCOPES} from '@site/src/data/platforms';
import {CONNECTION_STEPS, stepAnchor} from '@site/src/data/connectionSteps';
import {LATEST_VERSION} from '@site/src/data/constants';
import {PLATFORM_STORAGE_KEY} from '@site/src/data/platforms';
import {collected} from '../__mocks__/useBrokenLinks';

function setUrl(url: string) {
  window.history.replaceState(null, '', url);
}

function page() {
  return render(
    <BrowserRouter>
      <VersionNotice />
      <PlatformPicker />
      <AccordionGroup stillStuck>
        <Accordion id="twitchEmbed" title="Missing Twitch embed">
          <p>Body.</p>
        </Accordion>
        <Accordion id="deckHopperServer" title="Server" since="1.6" stillStuck={false}>
          <p>Body.</p>
        </Accordion>
        <Accordion id="connectionIssues" title="Cannot connect to SAMMI" stillStuck={false}>
          <ConnectionChecker title="Cannot connect to SAMMI" />
        </Accordion>
      </AccordionGroup>
    </BrowserRouter>,
  );
}

const badgeOf = (id: string) => document.getElementById(id)!.querySelector('[data-platform-badge]');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  Element.prototype.scrollIntoView = jest.fn();
  collected.anchors.length = 0;
  setUrl('/deckhopper/troubleshooting');
});

describe('the visitor on the help pages', () => {
  it('reads ?platform=, marks the entries missing there and remembers the choice', async () => {
    setUrl('/deckhopper/troubleshooting?platform=iOS');
    page();
    await waitFor(() => expect(badgeOf('twitchEmbed')).toHaveTextContent('Not on iOS'));
    expect(screen.getByLabelText('I use Deck Hopper on')).toHaveValue('ios');
    expect(document.getElementById('twitchEmbed-panel')).toHaveTextContent('Twitch embeds are not available on iOS.');
    expect(localStorage.getItem(PLATFORM_STORAGE_KEY)).toBe('ios');
  });

  it('follows the picker, in the address too', async () => {
    page();
    expect(badgeOf('deckHopperServer')).toBeNull();
    fireEvent.change(screen.getByLabelText('I use Deck Hopper on'), {target: {value: 'android'}});
    await waitFor(() => expect(badgeOf('deckHopperServer')).toHaveTextContent('Not on Android'));
    expect(window.location.search).toBe('?platform=android');
    fireEvent.change(screen.getByLabelText('I use Deck Hopper on'), {target: {value: ''}});
    await waitFor(() => expect(badgeOf('deckHopperServer')).toBeNull());
    expect(localStorage.getItem(PLATFORM_STORAGE_KEY)).toBeNull();
  });

  it('ignores a hostile ?platform= and keeps the remembered choice', async () => {
    localStorage.setItem(PLATFORM_STORAGE_KEY, 'windows');
    setUrl('/deckhopper/troubleshooting?platform=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    page();
    await waitFor(() => expect(screen.getByLabelText('I use Deck Hopper on')).toHaveValue('windows'));
    expect(localStorage.getItem(PLATFORM_STORAGE_KEY)).toBe('windows');
  });

  it('tells an older app that the latest release is out, and which entries need it', async () => {
    setUrl('/deckhopper/setup?app=1.5.2');
    page();
    expect(await screen.findByText(`Deck Hopper ${LATEST_VERSION} is available.`)).toBeInTheDocument();
    expect(document.getElementById('deckHopperServer-panel')).toHaveTextContent(
      'Needs Deck Hopper 1.6 or later. You have 1.5.2',
    );
  });

  it('says nothing to the latest version or to a future or malformed one', () => {
    for (const app of [LATEST_VERSION, '9.0', 'abc', '1.5.2<script>']) {
      setUrl(`/deckhopper/setup?app=${encodeURIComponent(app)}`);
      const {unmount} = page();
      expect(screen.queryByText(/is available\./)).toBeNull();
      expect(document.querySelector('[data-visitor-note]')).toBeNull();
      unmount();
      sessionStorage.clear();
    }
  });

  it('ends each entry with "Still stuck?" naming it for the contact form, unless it has its own', () => {
    page();
    const links = screen.getAllByRole('link', {name: /contact form/});
    const hrefs = links.map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/deckhopper/contact?about=twitchEmbed', '/deckhopper/contact?about=connectionIssues']);
  });
});

describe('the settings list for the chosen platform', () => {
  it('puts the settings that exist there first and keeps the others', async () => {
    setUrl('/deckhopper/setup?platform=ios');
    render(
      <BrowserRouter>
        <AccordionGroup>
          <Accordion id="settings" title="Settings">
            <SettingsTable />
          </Accordion>
        </AccordionGroup>
      </BrowserRouter>,
    );
    expect(await screen.findByText('The settings of iOS first.')).toBeInTheDocument();
    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toHaveLength(APP_SETTINGS.length);
    const onIos = APP_SETTINGS.filter(({scope}) => PLATFORM_SCOPES[scope].platforms.includes('ios')).map(
      ({name}) => name,
    );
    expect(names.slice(0, onIos.length)).toEqual(onIos);
  });
});

describe('the connection check', () => {
  it('reports every step address to the broken-anchor check', () => {
    page();
    expect(collected.anchors).toEqual(expect.arrayContaining(CONNECTION_STEPS.map(({id}) => stepAnchor(id))));
  });

  it('asks one question at a time, shows the fix for No and moves focus along', async () => {
    page();
    const [first, second, third] = CONNECTION_STEPS;
    expect(document.getElementById(stepAnchor(first!.id))).toHaveAttribute('data-status', 'current');
    fireEvent.click(screen.getByRole('button', {name: 'Yes'}));
    await waitFor(() => expect(document.getElementById(`${stepAnchor(second!.id)}-question`)).toHaveFocus());
    fireEvent.click(screen.getByRole('button', {name: 'No'}));
    await waitFor(() => expect(document.getElementById(`${stepAnchor(second!.id)}-fix`)).toHaveFocus());
    fireEvent.click(screen.getByRole('button', {name: "Still can't connect: next check"}));
    await waitFor(() =>
      expect(document.getElementById(stepAnchor(third!.id))).toHaveAttribute('data-status', 'current'),
    );
    expect(document.getElementById(stepAnchor(second!.id))).toHaveTextContent('No, fix tried');
  });

  it('copies what was checked', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
    page();
    fireEvent.click(screen.getByRole('button', {name: 'No'}));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Copy what I checked'}));
    });
    expect(writeText).toHaveBeenCalledWith(
      expect.stringContaining(`- ${CONNECTION_STEPS[0]!.summary}: no, tried the fix`),
    );
    expect(screen.getByText('Copied: paste it into your message.')).toBeInTheDocument();
  });

  it('opens at the step its address names', async () => {
    setUrl(`/deckhopper/troubleshooting#${stepAnchor('firewall')}`);
    page();
    await waitFor(() =>
      expect(document.getElementById(stepAnchor('firewall'))).toHaveAttribute('data-status', 'current'),
    );
  });
});
