/**
 * The help's components where they hold logic of their own: an entry's
 * notices and platform notes, the rows a tool is written with. What only a
 * browser shows (opening, scrolling, hydration) is in tests/e2e.
 */
import {render, screen, waitFor, within} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import Accordion from '@theme/Accordion';
import AccordionGroup from '@theme/AccordionGroup';
import SettingsTable, {Setting} from '@theme/HelpTools/SettingsTable';
import {PlatformLimitNote} from '@theme/HelpVisitor/PlatformLimit';
import {
  PLATFORM_LIMITS,
  PLATFORM_SCOPES,
  PLATFORM_STORAGE_KEY,
  limitsWithScope,
  type PlatformLimitId,
} from '@site/src/data/platforms';
import {limitSentence, limitTitle, scopeLabel} from '@site/src/texts/platforms';
import {setTestLocale} from '../../__mocks__/i18nState';

function inEntry(
  children: React.ReactNode,
  props: Partial<React.ComponentProps<typeof Accordion>> = {},
  path = '/deckhopper/es/setup',
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AccordionGroup>
        <Accordion id="entry" title="An entry" {...props}>
          {children}
        </Accordion>
      </AccordionGroup>
    </MemoryRouter>,
  );
}

beforeEach(() => window.localStorage.clear());

describe('a translated entry the build marked', () => {
  it('says a stale translation may be out of date, and links to the same entry in English', () => {
    setTestLocale('es');
    inEntry(<p>Cuerpo.</p>, {translation: 'stale'});
    const notice = document.querySelector('[data-translation="stale"]')!;
    expect(notice).toHaveTextContent('This translation may be out of date');
    expect(within(notice as HTMLElement).getByRole('link')).toHaveAttribute('href', '/deckhopper/setup#entry');
  });

  it('says an entry shown in English is not translated yet', () => {
    inEntry(<p>Body.</p>, {translation: 'missing'});
    expect(document.querySelector('[data-translation="missing"]')).toHaveTextContent('not translated yet');
  });

  it('says nothing of a current translation', () => {
    inEntry(<p>Body.</p>);
    expect(document.querySelector('[data-translation]')).toBeNull();
  });
});

describe("an entry's platform limits", () => {
  const [missingOnIos] = limitsWithScope('notIos');

  /** The marks and notes for one platform's visitors, shown by CSS alone (visitorCss). */
  const VISITORS_ONLY = 'script, style, [data-platform-badge], [data-platform-note] *';

  it('state each limit of the entry for every visitor, where the doc writes <PlatformLimitNote />', () => {
    const limits: PlatformLimitId[] = [missingOnIos!, 'server'];
    inEntry(<PlatformLimitNote />, {limits: limits.join(' ')});
    for (const id of limits) {
      expect(screen.getByText(limitTitle(id), {ignore: VISITORS_ONLY})).toBeInTheDocument();
      expect(screen.getByText(limitSentence(id), {ignore: VISITORS_ONLY})).toBeInTheDocument();
    }
  });

  it('note, at the top of the entry, what the entry leaves unsaid for a platform that lacks its feature', async () => {
    window.localStorage.setItem(PLATFORM_STORAGE_KEY, 'ios');
    inEntry(<p>Body.</p>, {limits: missingOnIos});
    expect(await screen.findByRole('note')).toHaveTextContent(limitSentence(missingOnIos!));
  });

  it('need an entry with limits to say anything', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => inEntry(<PlatformLimitNote />)).toThrow('needs an entry with limits');
  });
});

describe('the settings list, written as rows', () => {
  const table = (
    <SettingsTable>
      <Setting name="Everywhere">Does a thing</Setting>
      <Setting name="Desktop only" scope="desktop">
        Does a desktop thing
      </Setting>
      <Setting name="Follows a limit" limit="keepAwake">
        Does a mobile thing
      </Setting>
    </SettingsTable>
  );

  it('says where each setting exists, a limit giving the same platforms as the rest of the site', () => {
    inEntry(table);
    const where = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(where).toEqual([scopeLabel('all'), scopeLabel('desktop'), scopeLabel(PLATFORM_LIMITS.keepAwake.scope)]);
  });

  it("marks the visitor's settings and the others in place, in the doc's order", async () => {
    const mobile = PLATFORM_SCOPES[PLATFORM_LIMITS.keepAwake.scope].platforms[0]!;
    window.localStorage.setItem(PLATFORM_STORAGE_KEY, mobile);
    inEntry(table);
    const rows = () => screen.getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()[0]).toHaveAttribute('data-platform-row', 'here'));
    expect(rows().map((row) => [row.querySelector('th')!.textContent, row.getAttribute('data-platform-row')])).toEqual([
      ['Everywhere', 'here'],
      ['Desktop only', 'elsewhere'],
      ['Follows a limit', 'here'],
    ]);
  });

  it('takes rows only', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => inEntry(<SettingsTable>{'text'}</SettingsTable>)).toThrow(
      '<SettingsTable> takes only <Setting> rows.',
    );
  });
});
