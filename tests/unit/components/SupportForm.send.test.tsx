import {act, fireEvent, screen} from '@testing-library/react';
import Contact from '@site/src/pages/contact';
import DataDeletion from '@site/src/pages/datadeletion';
import {EMAIL_PATTERN, FORMS, SEND_TIMEOUT_MS, sentMarkerKey, type FieldDefinition} from '@site/src/data/forms';
import {formTexts, sendProblemText, sendingText} from '@site/src/components/forms/SupportForm/texts';
import {matchesPattern} from '@site/src/components/forms/SupportForm/validate';
import {captureSubmissions, control, renderAt} from './supportFormTestUtils';

jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({siteConfig: {customFields: {staticFormsAccessKey: 'test-access-key'}}, i18n: {currentLocale: 'en'}}),
}));

const VALID = {email: 'name@example.com', $accountID: 'user-123', message: 'I cannot log in.'};
const hydrate = () => act(async () => undefined);

let submissions: ReturnType<typeof captureSubmissions>;

beforeEach(() => {
  sessionStorage.clear();
  submissions = captureSubmissions();
});

afterEach(() => {
  submissions.stop();
  jest.useRealTimers();
});

async function filledContact() {
  const page = renderAt(Contact, '/deckhopper/contact');
  await hydrate();
  for (const [name, value] of Object.entries(VALID)) fireEvent.change(control(page.container, name), {target: {value}});
  return {...page, form: page.container.querySelector('form')!};
}

describe('sending', () => {
  it('lets one submission through; a second Enter or click while it is on its way sends nothing', async () => {
    const {form} = await filledContact();
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.click(screen.getByRole('button', {name: sendingText()}));
    expect(submissions.sent).toHaveLength(1);
  });

  it('says "Sending…" and keeps the fields as they are sent', async () => {
    const {form, container} = await filledContact();
    fireEvent.submit(form);
    const button = screen.getByRole('button', {name: sendingText()});
    expect(button).toHaveAttribute('aria-disabled', 'true');
    for (const name of Object.keys(VALID)) expect(control(container, name)).toHaveAttribute('readonly');
  });

  it('gives the controls back with the text and a clear message when the service does not answer', async () => {
    jest.useFakeTimers();
    const stop = jest.spyOn(window, 'stop').mockImplementation(() => undefined);
    const {form, container} = await filledContact();
    fireEvent.submit(form);
    act(() => jest.advanceTimersByTime(SEND_TIMEOUT_MS));
    expect(stop).toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      sendProblemText({kind: 'timedOut', seconds: SEND_TIMEOUT_MS / 1000}),
    );
    expect(screen.getByRole('button', {name: formTexts('contact').submitLabel})).not.toHaveAttribute('aria-disabled');
    for (const [name, value] of Object.entries(VALID)) expect(control(container, name)).toHaveValue(value);
    expect(sessionStorage.getItem(sentMarkerKey('contact'))).toBeNull();

    fireEvent.submit(form);
    expect(submissions.sent).toHaveLength(2);
    stop.mockRestore();
  });

  it('does not mark an invalid form as sent', async () => {
    const {container} = renderAt(Contact, '/deckhopper/contact');
    await hydrate();
    fireEvent.submit(container.querySelector('form')!);
    expect(sessionStorage.getItem(sentMarkerKey('contact'))).toBeNull();
    expect(screen.getByRole('button', {name: formTexts('contact').submitLabel})).toBeInTheDocument();
  });
});

describe('the markup refuses what the scripts refuse', () => {
  it.each([
    ['contact', Contact, '/deckhopper/contact'],
    ['dataDeletion', DataDeletion, '/deckhopper/datadeletion'],
  ] as const)('%s: required, type, maxlength and pattern are in the HTML', async (id, Page, path) => {
    const {container} = renderAt(Page, path);
    const fields: readonly FieldDefinition[] = FORMS[id].fields;
    for (const field of fields) {
      const element = control(container, field.name);
      expect(element.required).toBe(field.required);
      expect(element.maxLength).toBe(field.maxLength);
      if (field.pattern) expect(element).toHaveAttribute('pattern', field.pattern);
    }
    expect(control(container, 'email')).toHaveAttribute('type', 'email');
    expect(control(container, '$accountID')).toHaveAttribute('pattern');
  });

  it.each([
    ['name@example.com', true],
    ['first.last+tag@mail.example.co.uk', true],
    ['a@b', false],
    ['a@b.', false],
    ['a b@example.com', false],
    ['a@@example.com', false],
  ])('the e-mail pattern takes %s: %s', (address, ok) => {
    expect(matchesPattern(EMAIL_PATTERN, address)).toBe(ok);
  });

  it('the user ID pattern refuses spaces only', () => {
    const fields: readonly FieldDefinition[] = FORMS.contact.fields;
    const pattern = fields.find(({name}) => name === '$accountID')!.pattern!;
    expect(matchesPattern(pattern, '   ')).toBe(false);
    expect(matchesPattern(pattern, ' user-1 ')).toBe(true);
  });
});

describe('?about=<help entry>', () => {
  it('starts the message with a line naming the help entry, which the visitor can edit', async () => {
    const {container} = renderAt(Contact, '/deckhopper/contact?about=proxyButtons');
    await hydrate();
    const message = control(container, 'message');
    expect(message.value.split('\n')[0]).toBe('About: Setup › proxyButtons');
    fireEvent.change(message, {target: {value: 'Something else'}});
    expect(message).toHaveValue('Something else');
  });

  it.each(['nope', '<script>alert(1)</script>', 'constructor', '__proto__', ''])(
    'ignores %j quietly',
    async (about) => {
      const {container} = renderAt(Contact, `/deckhopper/contact?about=${encodeURIComponent(about)}`);
      await hydrate();
      expect(control(container, 'message')).toHaveValue('');
    },
  );

  it('leaves a saved draft as it is', async () => {
    sessionStorage.setItem('deckhopper.formDraft.contact', JSON.stringify({message: 'My own words'}));
    const {container} = renderAt(Contact, '/deckhopper/contact?about=vibration');
    await hydrate();
    expect(control(container, 'message')).toHaveValue('My own words');
  });

  it('is not taken by the data deletion form', async () => {
    const {container} = renderAt(DataDeletion, '/deckhopper/datadeletion?about=vibration');
    await hydrate();
    expect(control(container, '$deletionRequest')).toHaveValue('');
  });
});
