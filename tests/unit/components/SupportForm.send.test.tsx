import {act, fireEvent, screen} from '@testing-library/react';
import Contact from '@site/src/pages/contact';
import DataDeletion from '@site/src/pages/datadeletion';
import {EMAIL_PATTERN, FORMS, SEND_TIMEOUT_MS, type FieldDefinition} from '@site/src/data/forms';
import {formMessages, formTexts, sendProblemText} from '@site/src/components/forms/SupportForm/texts';
import {matchesPattern} from '@site/src/components/forms/SupportForm/validate';
import {captureSends, control, renderAt} from './supportFormTestUtils';
import {globalDataOf, latestRelease} from '@site/src/plugins/help';
import {SITE_DIR, helpSource} from '../helpers/helpDocs';
import {visitorLines} from '@site/src/plugins/help/client/summary';
import {platformLabel} from '@site/src/texts/platforms';

jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({siteConfig: {customFields: {staticFormsAccessKey: 'test-access-key'}}, i18n: {currentLocale: 'en'}}),
}));

const VALID = {email: 'name@example.com', $accountID: 'user-123', message: 'I cannot log in.'};
const hydrate = () => act(async () => undefined);

let sends: ReturnType<typeof captureSends>;

beforeEach(() => {
  sessionStorage.clear();
  sends = captureSends();
});

afterEach(() => {
  sends.stop();
  jest.useRealTimers();
});

async function filledContact() {
  const page = renderAt(Contact, '/deckhopper/contact');
  await hydrate();
  for (const [name, value] of Object.entries(VALID)) fireEvent.change(control(page.container, name), {target: {value}});
  return {...page, form: page.container.querySelector('form')!};
}

const submitLabel = formTexts('contact').submitLabel;

describe('sending', () => {
  it('lets one submission through; a second Enter or click while it is on its way sends nothing', async () => {
    const {form} = await filledContact();
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.click(screen.getByRole('button', {name: formMessages().sending}));
    expect(sends.sent).toHaveLength(1);
  });

  it('says "Sending…" and keeps the fields as they are sent', async () => {
    const {form, container} = await filledContact();
    fireEvent.submit(form);
    const button = screen.getByRole('button', {name: formMessages().sending});
    expect(button).toHaveAttribute('aria-disabled', 'true');
    for (const name of Object.keys(VALID)) expect(control(container, name)).toHaveAttribute('readonly');
  });

  it('abandons a send after the time-out, and the next one goes out', async () => {
    jest.useFakeTimers();
    const {form, container} = await filledContact();
    fireEvent.submit(form);
    await act(async () => jest.advanceTimersByTime(SEND_TIMEOUT_MS));
    expect(sends.sent[0]!.signal.aborted).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent(
      sendProblemText({kind: 'timedOut', seconds: SEND_TIMEOUT_MS / 1000}),
    );
    for (const [name, value] of Object.entries(VALID)) expect(control(container, name)).toHaveValue(value);

    fireEvent.submit(form);
    expect(sends.sent).toHaveLength(2);
  });

  it.each([
    ['an HTML page', '<html><body>Thanks!</body></html>'],
    ['JSON without success', '{"message":"ok"}'],
    ['success as a string', '{"success":"true"}'],
  ])('counts a 2xx answer with %s as a refusal', async (_what, body) => {
    const {form, current} = await filledContact();
    fireEvent.submit(form);
    await act(async () => sends.sent[0]!.answer({type: 'cors', ok: true, text: async () => body}));
    expect(screen.getByRole('alert')).toHaveTextContent(sendProblemText({kind: 'refused'}));
    expect(screen.getByRole('button', {name: submitLabel})).not.toHaveAttribute('aria-disabled');
    expect(current.search).toBe('');
  });

  it('abandons its send when the form goes away', async () => {
    const {form, unmount} = await filledContact();
    fireEvent.submit(form);
    unmount();
    expect(sends.sent[0]!.signal.aborted).toBe(true);
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

  it('names an account entry by its title, with the device and app version the link gives', async () => {
    const latest = latestRelease(SITE_DIR);
    const [id, title] = Object.entries(globalDataOf(helpSource(), latest).accountEntries)[0]!;
    const {container} = renderAt(Contact, `/deckhopper/contact?about=${id}&platform=android&app=${latest}`);
    await hydrate();
    expect(control(container, 'message').value.split('\n').slice(0, 3)).toEqual([
      `About: ${title}`,
      ...visitorLines({platform: platformLabel('android'), appVersion: latest}),
    ]);
  });

  it.each(['nope', '<script>alert(1)</script>', 'constructor', '__proto__', ''])(
    'ignores %j quietly',
    async (about) => {
      const {container} = renderAt(Contact, `/deckhopper/contact?about=${encodeURIComponent(about)}`);
      await hydrate();
      expect(control(container, 'message')).toHaveValue('');
    },
  );

  it('keeps a saved draft, with the new about line above it', async () => {
    sessionStorage.setItem('deckhopper.formDraft.contact', JSON.stringify({message: 'My own words'}));
    const {container} = renderAt(Contact, '/deckhopper/contact?about=vibration');
    await hydrate();
    expect(control(container, 'message')).toHaveValue('About: Troubleshooting › vibration\n\nMy own words');
  });

  it('is not taken by the data deletion form', async () => {
    const {container} = renderAt(DataDeletion, '/deckhopper/datadeletion?about=vibration');
    await hydrate();
    expect(control(container, '$deletionRequest')).toHaveValue('');
  });
});
