import {act, fireEvent, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Contact from '@site/src/pages/contact';
import DataDeletion from '@site/src/pages/datadeletion';
import {
  FORMS,
  HIDDEN_FIELD_NAMES,
  REPLY_TO_EMAIL_FIELD,
  SUCCESS_QUERY,
  SUCCESS_RETURN,
  type FormDefinition,
} from '@site/src/data/forms';
import {fieldErrorText, fieldTexts, formTexts, summaryText} from '@site/src/components/forms/SupportForm/texts';
import {STATIC_FORMS_ENDPOINT} from '@site/src/data/links';
import {MISSING_FORM_KEY_MESSAGE} from '@site/src/data/siteEnv';
import {TEST_SITE_URL} from '../__mocks__/useBaseUrl';
import {captureSends, control, renderAt} from './supportFormTestUtils';

let mockAccessKey = 'test-access-key';
jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({siteConfig: {customFields: {staticFormsAccessKey: mockAccessKey}}, i18n: {currentLocale: 'en'}}),
}));

const PAGES = [
  {id: 'contact', Page: Contact, path: '/deckhopper/contact'},
  {id: 'dataDeletion', Page: DataDeletion, path: '/deckhopper/datadeletion'},
] as const;

const VALID = {
  contact: {email: 'name@example.com', $DiscordName: 'streamer', $accountID: 'user-123', message: 'I cannot log in.'},
  dataDeletion: {email: 'name@example.com', $accountID: 'user-123', $deletionRequest: 'Delete my account.'},
} as const;

let sends: ReturnType<typeof captureSends>;

beforeEach(() => {
  mockAccessKey = 'test-access-key';
  sessionStorage.clear();
  sends = captureSends();
});

afterEach(() => sends.stop());

function fill(container: HTMLElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(control(container, name), {target: {value}});
  }
}

const submitButton = () => screen.getByRole('button', {name: /^send/i});

describe.each(PAGES)('$id form', ({id, Page, path}) => {
  const form: FormDefinition = FORMS[id];
  const texts = formTexts(id);

  it('posts natively to StaticForms where scripts do not run', () => {
    const {container} = renderAt(Page, path);
    const element = container.querySelector('form')!;
    expect(element).toHaveAttribute('method', 'POST');
    expect(element).toHaveAttribute('action', STATIC_FORMS_ENDPOINT);
    // Hydrated: our messages replace the browser's.
    expect(element).toHaveAttribute('novalidate');
  });

  it.each(form.fields.map((field) => [field.name, field] as const))(
    'renders %s with its label, type and required flag',
    (name, field) => {
      const {container} = renderAt(Page, path);
      const element = control(container, name);
      expect(screen.getByLabelText(fieldTexts(field.id).label)).toBe(element);
      if (field.type === 'textarea') expect(element.tagName).toBe('TEXTAREA');
      else expect(element).toHaveAttribute('type', field.type);
      if (field.required) expect(element).toBeRequired();
      else expect(element).not.toBeRequired();
    },
  );

  it('carries the hidden StaticForms fields', () => {
    const {container} = renderAt(Page, path);
    const {replyTo, redirectTo, accessKey} = HIDDEN_FIELD_NAMES;
    expect(control(container, replyTo)).toHaveValue(REPLY_TO_EMAIL_FIELD);
    expect(control(container, replyTo)).toHaveAttribute('type', 'hidden');
    expect(control(container, redirectTo)).toHaveValue(`${TEST_SITE_URL}${path}${SUCCESS_RETURN}`);
    expect(control(container, accessKey)).toHaveValue('test-access-key');
  });

  it('sends nothing when empty, says why next to each field and focuses the first', async () => {
    const user = userEvent.setup();
    const {container} = renderAt(Page, path);
    await user.click(submitButton());

    expect(sends.sent).toEqual([]);
    const required = form.fields.filter((field) => field.required);
    for (const field of required) {
      const element = control(container, field.name);
      expect(element).toHaveAttribute('aria-invalid', 'true');
      expect(element).toHaveAccessibleDescription(expect.stringContaining(fieldTexts(field.id).required));
    }
    expect(control(container, 'email')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(summaryText(required.length));
  });

  it('treats fields holding only spaces as empty', async () => {
    const user = userEvent.setup();
    const {container} = renderAt(Page, path);
    fill(container, Object.fromEntries(form.fields.map(({name}) => [name, '   '])));
    await user.click(submitButton());
    expect(sends.sent).toEqual([]);
    expect(screen.getByText(fieldTexts('email').required)).toBeInTheDocument();
    expect(screen.getByText(fieldTexts('accountId').required)).toBeInTheDocument();
    expect(control(container, 'email')).toHaveFocus();
  });

  it('rejects an e-mail address without a domain and focuses it', async () => {
    const user = userEvent.setup();
    const {container} = renderAt(Page, path);
    fill(container, {...VALID[id], email: 'name@example'});
    await user.click(submitButton());
    expect(sends.sent).toEqual([]);
    expect(screen.getByText(fieldTexts('email').invalid)).toBeInTheDocument();
    expect(control(container, 'email')).toHaveFocus();
  });

  it('sends the trimmed values with the hidden fields when everything is valid', async () => {
    const user = userEvent.setup();
    const {container} = renderAt(Page, path);
    fill(container, Object.fromEntries(Object.entries(VALID[id]).map(([name, value]) => [name, `  ${value}\n`])));
    await user.click(submitButton());

    expect(sends.sent.map(({fields}) => fields)).toEqual([
      {
        ...VALID[id],
        honeypot: '',
        replyTo: '@',
        redirectTo: `https://example.test${path}?form=success#form-success`,
        accessKey: 'test-access-key',
      },
    ]);
    expect(control(container, 'email')).toHaveValue('name@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows only the thank-you text on ?form=success, with a link back', () => {
    const {container} = renderAt(Page, `${path}?form=success`);
    expect(screen.getByText(texts.successMessage)).toBeInTheDocument();
    expect(container.querySelector('form')).toBeNull();
    expect(screen.getByRole('link', {name: texts.backLabel})).toHaveAttribute('href', path);
  });

  it('ignores other values of the form parameter', () => {
    const {container} = renderAt(Page, `${path}?form=failure`);
    expect(container.querySelector('form')).not.toBeNull();
    expect(screen.queryByText(texts.successMessage)).not.toBeInTheDocument();
  });

  it('warns the maintainer when the access key is missing, and still shows the form', () => {
    mockAccessKey = '';
    const {container} = renderAt(Page, path);
    expect(screen.getByRole('alert')).toHaveTextContent(MISSING_FORM_KEY_MESSAGE);
    expect(container.querySelector('form')).not.toBeNull();
  });
});

describe('the honeypot', () => {
  it('is hidden from people, screen readers and the Tab key', async () => {
    const user = userEvent.setup();
    const {container} = renderAt(Contact, '/deckhopper/contact');
    const honeypot = control(container, 'honeypot');
    expect(honeypot).toHaveAttribute('type', 'text');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', {name: /leave this field empty/i})).toBeNull();

    const reached: Element[] = [];
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      if (document.activeElement) reached.push(document.activeElement);
    }
    expect(reached).not.toContain(honeypot);
    expect(reached).toContain(control(container, 'message'));
  });

  it('when filled, sends nothing and shows the thank-you view', async () => {
    const user = userEvent.setup();
    const {container, current} = renderAt(Contact, '/deckhopper/contact');
    fill(container, {...VALID.contact, honeypot: 'http://spam.example'});
    await user.click(submitButton());
    expect(sends.sent).toEqual([]);
    expect(current.search).toBe(SUCCESS_QUERY);
    expect(screen.getByText(formTexts('contact').successMessage)).toBeInTheDocument();
  });
});

describe('validation messages', () => {
  it('update as the visitor fixes a field after a failed attempt', async () => {
    const user = userEvent.setup();
    const {container} = renderAt(Contact, '/deckhopper/contact');
    await user.click(submitButton());
    expect(screen.getByText(fieldTexts('email').required)).toBeInTheDocument();

    await user.type(control(container, 'email'), 'name');
    expect(screen.getByText(fieldTexts('email').invalid)).toBeInTheDocument();
    await user.type(control(container, 'email'), '@example.com');
    expect(screen.queryByText(fieldTexts('email').invalid)).not.toBeInTheDocument();
    expect(control(container, 'email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent(summaryText(2));
  });

  it('stay hidden while the visitor types for the first time', async () => {
    const user = userEvent.setup();
    const {container} = renderAt(Contact, '/deckhopper/contact');
    await user.type(control(container, 'email'), 'name');
    expect(screen.queryByText(fieldTexts('email').invalid)).not.toBeInTheDocument();
  });

  it('show a counter near the limit and refuse a value over it', async () => {
    const user = userEvent.setup();
    const {container} = renderAt(Contact, '/deckhopper/contact');
    const message = control(container, 'message');
    fill(container, {...VALID.contact, message: 'a'.repeat(3999)});
    expect(screen.queryByText(/of 5000 characters/)).not.toBeInTheDocument();
    fill(container, {message: 'a'.repeat(4500)});
    expect(message).toHaveAccessibleDescription(expect.stringContaining('4500 of 5000 characters'));

    fill(container, {message: 'a'.repeat(5001)});
    await user.click(submitButton());
    expect(sends.sent).toEqual([]);
    const field = FORMS.contact.fields.find(({name}) => name === 'message')!;
    expect(
      screen.getByText(fieldErrorText(field, {kind: 'tooLong', max: field.maxLength, length: 5001})),
    ).toBeInTheDocument();
    expect(message).toHaveFocus();
  });
});

describe('the redirect address', () => {
  it('keeps a known alias the visitor is on', () => {
    const {container} = renderAt(Contact, '/deckhopper/support');
    expect(control(container, HIDDEN_FIELD_NAMES.redirectTo)).toHaveValue(
      `${TEST_SITE_URL}/deckhopper/support${SUCCESS_RETURN}`,
    );
  });

  it('never echoes an unknown path', () => {
    const {container} = renderAt(Contact, '/deckhopper/contact/%3Cscript%3E');
    expect(control(container, HIDDEN_FIELD_NAMES.redirectTo)).toHaveValue(
      `${TEST_SITE_URL}/deckhopper/contact${SUCCESS_RETURN}`,
    );
  });
});

describe('the contact page', () => {
  it('sends bug reports to the app and Discord, and says what support needs', () => {
    renderAt(Contact, '/deckhopper/contact');
    const main = document.body;
    expect(main).toHaveTextContent('account only');
    expect(main).toHaveTextContent('Menu › Help');
    expect(within(main).getByRole('link', {name: 'Discord server'})).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/discord/),
    );
    expect(main).toHaveTextContent('receipt');
    expect(main).toHaveTextContent('Menu › Account › Get User ID');
  });

  it('drops the guidance on the thank-you view', () => {
    renderAt(Contact, '/deckhopper/contact?form=success');
    expect(screen.queryByText(/Found a bug/)).not.toBeInTheDocument();
  });
});

describe('hostile input', () => {
  const PAYLOAD = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';

  it('in the query string is never rendered as markup', () => {
    const {container} = renderAt(Contact, `/deckhopper/contact?form=${encodeURIComponent(PAYLOAD)}`);
    expect(container.querySelector('form')).not.toBeNull();
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('in a field or a restored draft stays text', async () => {
    sessionStorage.setItem('deckhopper.formDraft.contact', JSON.stringify({message: PAYLOAD}));
    const {container} = renderAt(Contact, '/deckhopper/contact');
    await act(async () => undefined);
    expect(control(container, 'message')).toHaveValue(PAYLOAD);
    fill(container, {$accountID: PAYLOAD});
    expect(control(container, '$accountID')).toHaveValue(PAYLOAD);
    expect(container.querySelector('img, script')).toBeNull();
    expect((window as {__pwned?: number}).__pwned).toBeUndefined();
  });
});
