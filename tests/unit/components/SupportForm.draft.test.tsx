import {act, fireEvent, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Contact from '@site/src/pages/contact';
import DataDeletion from '@site/src/pages/datadeletion';
import {HIDDEN_FIELD_NAMES, draftStorageKey} from '@site/src/data/forms';
import {formTexts} from '@site/src/components/forms/SupportForm/texts';
import {clearDraft, readDraft, writeDraft} from '@site/src/components/forms/SupportForm/useDraft';
import {captureSends, control, renderAt} from './supportFormTestUtils';

jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({siteConfig: {customFields: {staticFormsAccessKey: 'test-access-key'}}, i18n: {currentLocale: 'en'}}),
}));

const CONTACT_KEY = draftStorageKey('contact');
const saved = (key = CONTACT_KEY): unknown => JSON.parse(sessionStorage.getItem(key) ?? 'null');

/** Lets the restore effect run, as it does right after hydration. */
const hydrate = () => act(async () => undefined);

let sends: ReturnType<typeof captureSends>;

beforeEach(() => {
  sessionStorage.clear();
  sends = captureSends();
});

afterEach(() => {
  sends.stop();
  jest.restoreAllMocks();
});

describe('the draft', () => {
  it('is saved while typing, with the visible fields only', async () => {
    const user = userEvent.setup();
    const {container} = renderAt(Contact, '/deckhopper/contact');
    await hydrate();
    await user.type(control(container, 'email'), 'name@example.com');
    await user.type(control(container, 'message'), 'Help');
    expect(saved()).toEqual({email: 'name@example.com', $DiscordName: '', $accountID: '', message: 'Help'});
  });

  it('is restored when the page is opened again', async () => {
    const first = renderAt(Contact, '/deckhopper/contact');
    await hydrate();
    fireEvent.change(control(first.container, '$accountID'), {target: {value: 'user-123'}});
    fireEvent.change(control(first.container, 'message'), {target: {value: 'Line one\nLine two'}});
    first.unmount();

    const again = renderAt(Contact, '/deckhopper/contact');
    await hydrate();
    expect(control(again.container, '$accountID')).toHaveValue('user-123');
    expect(control(again.container, 'message')).toHaveValue('Line one\nLine two');
  });

  it('is kept, trimmed, while a valid submission is on its way, in case the send fails', async () => {
    const user = userEvent.setup();
    const {container} = renderAt(Contact, '/deckhopper/contact');
    await hydrate();
    fireEvent.change(control(container, 'email'), {target: {value: ' name@example.com '}});
    fireEvent.change(control(container, '$accountID'), {target: {value: 'user-123'}});
    fireEvent.change(control(container, 'message'), {target: {value: 'Help'}});
    await user.click(screen.getByRole('button', {name: 'Send message'}));
    expect(sends.sent).toHaveLength(1);
    expect(saved()).toEqual({email: 'name@example.com', $DiscordName: '', $accountID: 'user-123', message: 'Help'});
  });

  it('never stores the honeypot or the hidden fields', async () => {
    const {container} = renderAt(Contact, '/deckhopper/contact');
    await hydrate();
    fireEvent.change(control(container, 'honeypot'), {target: {value: 'spam'}});
    fireEvent.change(control(container, 'email'), {target: {value: 'a'}});
    const keys = Object.keys(saved() as object);
    for (const hidden of Object.values(HIDDEN_FIELD_NAMES)) expect(keys).not.toContain(hidden);
  });

  it('survives a success address this tab did not send (a bookmark, a shared link)', async () => {
    sessionStorage.setItem(CONTACT_KEY, JSON.stringify({email: 'name@example.com'}));
    const stray = renderAt(Contact, '/deckhopper/contact?form=success');
    await hydrate();
    expect(screen.getByText(formTexts('contact').successMessage)).toBeInTheDocument();
    expect(saved()).toEqual({email: 'name@example.com'});
    stray.unmount();

    const form = renderAt(Contact, '/deckhopper/contact');
    await hydrate();
    expect(control(form.container, 'email')).toHaveValue('name@example.com');
  });

  it('is kept per form', async () => {
    sessionStorage.setItem(CONTACT_KEY, JSON.stringify({email: 'contact@example.com'}));
    const {container} = renderAt(DataDeletion, '/deckhopper/datadeletion');
    await hydrate();
    expect(control(container, 'email')).toHaveValue('');
    fireEvent.change(control(container, '$deletionRequest'), {target: {value: 'All of it'}});
    expect(saved(draftStorageKey('dataDeletion'))).toMatchObject({$deletionRequest: 'All of it'});
    expect(saved()).toEqual({email: 'contact@example.com'});
  });

  it('is removed once every field is empty again', async () => {
    const {container} = renderAt(Contact, '/deckhopper/contact');
    await hydrate();
    fireEvent.change(control(container, 'email'), {target: {value: 'a'}});
    expect(sessionStorage.getItem(CONTACT_KEY)).not.toBeNull();
    fireEvent.change(control(container, 'email'), {target: {value: ''}});
    expect(sessionStorage.getItem(CONTACT_KEY)).toBeNull();
  });

  it('prefers text already in a field over the saved draft', async () => {
    sessionStorage.setItem(CONTACT_KEY, JSON.stringify({email: 'old@example.com', message: 'Saved'}));
    const {container} = renderAt(Contact, '/deckhopper/contact');
    // What a visitor typed before the scripts took over.
    control(container, 'email').value = 'new@example.com';
    await hydrate();
    expect(control(container, 'email')).toHaveValue('new@example.com');
    expect(control(container, 'message')).toHaveValue('Saved');
  });
});

describe('draft storage', () => {
  it('ignores damaged or foreign data', () => {
    sessionStorage.setItem(CONTACT_KEY, '{not json');
    expect(readDraft('contact', ['email'])).toEqual({});
    sessionStorage.setItem(CONTACT_KEY, JSON.stringify({email: 42, message: 'ok', extra: 'x'}));
    expect(readDraft('contact', ['email', 'message'])).toEqual({message: 'ok'});
  });

  it('keeps the form working when storage refuses writes', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => writeDraft('contact', {email: 'a'})).not.toThrow();
    const {container} = renderAt(Contact, '/deckhopper/contact');
    await hydrate();
    fireEvent.change(control(container, 'email'), {target: {value: 'name@example.com'}});
    expect(control(container, 'email')).toHaveValue('name@example.com');
  });

  it('clears one form only', () => {
    writeDraft('contact', {email: 'a'});
    writeDraft('dataDeletion', {email: 'b'});
    clearDraft('contact');
    expect(sessionStorage.getItem(CONTACT_KEY)).toBeNull();
    expect(sessionStorage.getItem(draftStorageKey('dataDeletion'))).not.toBeNull();
  });
});
