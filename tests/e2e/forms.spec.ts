import type {Page, Request, Route} from '@playwright/test';
import {
  ALSO_ON_PHONE,
  accountEntries,
  entriesOf,
  hydrated,
  test,
  expect,
  localePrefix,
  open,
  settled,
} from './fixtures';
import {LOCALES} from '../../src/data/locales';
import {
  FORMS,
  HIDDEN_FIELD_NAMES,
  REPLY_TO_EMAIL_FIELD,
  SEND_TIMEOUT_MS,
  SUCCESS_QUERY,
  SUCCESS_RETURN,
  type FormDefinition,
} from '../../src/data/forms';
import {STATIC_FORMS_ENDPOINT} from '../../src/data/links';
import {ALIASES} from '../../src/data/routes';
import {CONTACT_ABOUT_KEY} from '../../src/data/stillStuck';
import {normalizeBaseUrl} from '../../src/data/siteEnv';

/**
 * The support forms on the production build. StaticForms is never reached:
 * each test intercepts the POST, reads what would have been sent, and answers
 * as the service does (a redirect to `redirectTo`, or JSON to a script), with
 * an error, or not at all.
 */

/** The forms' words, in English (src/components/forms/SupportForm/texts.ts). */
const FORM_TEXTS: Record<FormDefinition['id'], {submit: string; success: string}> = {
  contact: {submit: 'Send message', success: 'Thank you for your submission! We will get back to you shortly.'},
  dataDeletion: {
    submit: 'Send deletion request',
    success: "We've received your deletion request! We will get back to you shortly.",
  },
};
const MESSAGES = {
  afterSending: 'Once the form is sent, this page says:',
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: "This e-mail address doesn't look right. Check it has an @ and a domain, like name@example.com.",
  accountIdRequired: 'Enter your user ID.',
  errorPrefix: 'Error: ',
  oneFieldNeedsAttention: 'One field needs your attention before this can be sent.',
  sending: 'Sending…',
  sendRefused:
    'The form service could not accept the form just now, so nothing was sent. Your text is still here: try again in a few minutes.',
  sendUnreachable:
    'The form service could not be reached, so nothing was sent. Your text is still here: check your connection, then try again.',
  sendUnclear:
    'The form service’s answer could not be read, so your message may not have arrived. Your text is still here. To avoid sending it twice, wait a few minutes before sending it again, and say in it that it is a second try.',
  sendTimedOut: (seconds: number) =>
    `The form service did not answer within ${seconds} seconds, so nothing is known to be sent. Your text is still here: check your connection, then send it again.`,
};
const BASE = normalizeBaseUrl(process.env.BASE_URL);
/** The form service key npm test builds with (scripts/test.mjs). */
const ACCESS_KEY = process.env.STATICFORMS_ACCESS_KEY ?? 'test-access-key';

/** What a visitor types into each form: one value per field of src/data/forms.ts. */
const SAMPLES = {
  contact: {
    form: FORMS.contact,
    values: {
      email: 'name@example.com',
      $DiscordName: 'streamer_42',
      $accountID: 'user-123',
      message: 'I cannot sign in.\nSecond line.',
    },
  },
  dataDeletion: {
    form: FORMS.dataDeletion,
    values: {email: 'name@example.com', $accountID: 'user-123', $deletionRequest: 'Please delete my account.'},
  },
} as const;

const send = (page: Page, form: FormDefinition) => page.getByRole('button', {name: FORM_TEXTS[form.id].submit});
/** Escapes text for a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Browsers post a textarea's line breaks as CRLF (HTML form submission rules). */
const asPosted = (value: string) => value.replace(/\n/g, '\r\n');
const posted = (body: URLSearchParams, name: string) => body.get(name)?.replace(/\r\n/g, '\n');

const field = (page: Page, name: string) => page.locator(`form [name="${name}"]`);

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

/** Records every POST to StaticForms and answers it with `respond`. */
async function interceptPosts(page: Page, respond: (route: Route, body: URLSearchParams) => Promise<void>) {
  const posts: {request: Request; body: URLSearchParams}[] = [];
  await page.route(`${STATIC_FORMS_ENDPOINT}**`, async (route) => {
    const body = new URLSearchParams(route.request().postData() ?? '');
    posts.push({request: route.request(), body});
    await respond(route, body);
  });
  return posts;
}

/**
 * StaticForms' answer: 303 to `redirectTo`, moved to the test server (SITE_URL differs here).
 * A script sees it only if it allows the site's origin, so the fake says so (Playwright would
 * add the header itself); the real service must send it too.
 */
function redirectLikeStaticForms(page: Page) {
  return (route: Route, body: URLSearchParams) => {
    const target = new URL(body.get('redirectTo') ?? '');
    const local = new URL(`${target.pathname}${target.search}${target.hash}`, new URL(page.url()).origin);
    return route.fulfill({status: 303, headers: {location: local.href, ...allowOrigin(route)}});
  };
}

/** The CORS header that lets the page read a cross-origin answer. */
const allowOrigin = (route: Route) => ({'access-control-allow-origin': route.request().headers().origin ?? '*'});

/** A JSON answer of the service, readable by the page. */
const answerJson = (status: number, answer: object) => (route: Route) =>
  route.fulfill({status, contentType: 'application/json', headers: allowOrigin(route), body: JSON.stringify(answer)});

for (const [id, {form, values}] of Object.entries(SAMPLES)) {
  test(`${id}: a valid submission sends exactly the spec's fields and lands on the thank-you text`, async ({page}) => {
    const posts = await interceptPosts(page, redirectLikeStaticForms(page));
    await open(page, form.route);
    expect(Object.keys(values).sort(), 'a sample value for every field').toEqual(
      form.fields.map(({name}) => name).sort(),
    );
    await fill(page, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, `  ${value}  `])));
    await send(page, form).click();

    await expect(page).toHaveURL(new RegExp(`${form.route}${literal(SUCCESS_RETURN)}$`));
    await expect(page.getByRole('status')).toContainText(FORM_TEXTS[form.id].success);
    await expect(page.locator('main form')).toHaveCount(0);

    expect(posts).toHaveLength(1);
    const [{request, body}] = posts as [(typeof posts)[number]];
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    // The body a browser posts without scripts, line breaks and all.
    expect([...body.keys()].sort()).toEqual([...Object.keys(values), ...Object.values(HIDDEN_FIELD_NAMES)].sort());
    for (const [name, value] of Object.entries(values)) expect(body.get(name)).toBe(asPosted(value));
    expect(body.get(HIDDEN_FIELD_NAMES.honeypot)).toBe('');
    expect(body.get(HIDDEN_FIELD_NAMES.replyTo)).toBe(REPLY_TO_EMAIL_FIELD);
    expect(body.get(HIDDEN_FIELD_NAMES.accessKey)).toBe(ACCESS_KEY);
    expect(body.get(HIDDEN_FIELD_NAMES.redirectTo)).toMatch(
      new RegExp(`^https?://[^/]+${BASE}${form.route.slice(1)}${literal(SUCCESS_RETURN)}$`),
    );

    // The draft is gone once the thank-you view was reached.
    await open(page, form.route);
    await expect(field(page, 'email')).toHaveValue('');
  });
}

test('bad input is explained next to each field, focus goes to the first, nothing is sent', async ({page}) => {
  const posts = await interceptPosts(page, (route) => route.abort());
  await open(page, FORMS.contact.route);
  const sendButton = send(page, FORMS.contact);

  await sendButton.click();
  await expect(page.getByText(MESSAGES.emailRequired)).toBeVisible();
  await expect(page.getByText(`${MESSAGES.errorPrefix}${MESSAGES.accountIdRequired}`, {exact: false})).toBeVisible();
  await expect(field(page, 'email')).toBeFocused();
  await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'true');

  await fill(page, {email: '   ', $accountID: '  ', message: ' \n '});
  await sendButton.click();
  await expect(page.getByText(MESSAGES.emailRequired)).toBeVisible();
  await expect(field(page, 'email')).toBeFocused();

  await fill(page, {email: 'name@example', $accountID: 'user-123', message: 'Help'});
  await sendButton.click();
  await expect(page.getByText(MESSAGES.emailInvalid)).toBeVisible();
  await expect(field(page, 'email')).toBeFocused();
  await expect(page.getByRole('alert')).toContainText(MESSAGES.oneFieldNeedsAttention);

  await fill(page, {email: 'name@example.com', $accountID: ''});
  await sendButton.click();
  await expect(field(page, '$accountID')).toBeFocused();

  expect(posts).toHaveLength(0);
  await expect(page).toHaveURL(new RegExp(`${FORMS.contact.route}$`));
});

test('the service\'s JSON "success": true shows the thank-you as its redirect does', async ({page}) => {
  const posts = await interceptPosts(page, answerJson(200, {success: true, message: 'Message sent'}));
  await open(page, FORMS.dataDeletion.route);
  await fill(page, SAMPLES.dataDeletion.values);
  await send(page, FORMS.dataDeletion).click();
  await expect(page).toHaveURL(new RegExp(`${FORMS.dataDeletion.route}${literal(SUCCESS_RETURN)}$`));
  await expect(page.getByRole('status')).toContainText(FORM_TEXTS.dataDeletion.success);
  expect(posts).toHaveLength(1);
});

test.describe('a send that fails keeps the visitor on the form, with the text', () => {
  const FAILURES = [
    {
      what: 'an error status',
      respond: (route: Route) => route.fulfill({status: 500, body: 'Internal error'}),
      message: MESSAGES.sendRefused,
    },
    {
      what: 'JSON "success": false',
      respond: answerJson(200, {success: false, message: 'Invalid access key'}),
      message: MESSAGES.sendRefused,
    },
    {
      what: 'a network failure after the request may have left',
      respond: (route: Route) => route.abort('connectionreset'),
      message: MESSAGES.sendUnclear,
    },
    {
      what: 'an answer the page may not read (the service leaves out the CORS header)',
      respond: (route: Route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: {'access-control-allow-origin': 'https://elsewhere.example'},
          body: '{"success":true}',
        }),
      message: MESSAGES.sendUnclear,
    },
    {
      what: 'no connection at all',
      offline: true,
      respond: (route: Route) => route.abort('internetdisconnected'),
      message: MESSAGES.sendUnreachable,
    },
  ];

  for (const {what, respond, message, offline = false} of FAILURES)
    test(`${what}: the form says so and keeps every value`, async ({page, consoleErrors}) => {
      const posts = await interceptPosts(page, respond);
      await open(page, FORMS.contact.route);
      await fill(page, SAMPLES.contact.values);
      if (offline) await page.context().setOffline(true);
      await send(page, FORMS.contact).click();

      await expect(page.getByRole('alert')).toContainText(message);
      await expect(send(page, FORMS.contact)).not.toHaveAttribute('aria-disabled');
      await expect(send(page, FORMS.contact)).toBeFocused();
      for (const [name, value] of Object.entries(SAMPLES.contact.values))
        await expect(field(page, name)).toHaveValue(value);
      await expect(page).toHaveURL(new RegExp(`${FORMS.contact.route}$`));
      expect(posts).toHaveLength(1);
      await page.context().setOffline(false);
      await settled(page);

      // The browser reports the failed request itself; the page logs nothing of its own.
      const reported = /status of 500|net::ERR_|CORS policy/;
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !reported.test(text)));
    });
});

test('an accidental reload keeps the draft', async ({page}) => {
  await open(page, FORMS.dataDeletion.route);
  await fill(page, SAMPLES.dataDeletion.values);
  await page.reload();
  await hydrated(page);
  for (const [name, value] of Object.entries(SAMPLES.dataDeletion.values))
    await expect(field(page, name)).toHaveValue(value);
});

const CONTACT_ALIAS = ALIASES.find(({to}) => to === FORMS.contact.route)!.from;

test(`${CONTACT_ALIAS}${SUCCESS_QUERY} shows the contact thank-you text`, async ({page}) => {
  await page.goto(`${CONTACT_ALIAS}${SUCCESS_QUERY}`.slice(1));
  await expect(page).toHaveURL(new RegExp(`${FORMS.contact.route}${literal(SUCCESS_QUERY)}$`));
  await expect(page.getByText(FORM_TEXTS.contact.success)).toBeVisible();
});

test('a filled honeypot sends nothing and shows the thank-you text', async ({page}) => {
  const posts = await interceptPosts(page, (route) => route.abort());
  await open(page, FORMS.contact.route);
  await fill(page, SAMPLES.contact.values);
  await field(page, 'honeypot').fill('https://spam.example', {force: true});
  await send(page, FORMS.contact).click();
  await expect(page.getByText(FORM_TEXTS.contact.success)).toBeVisible();
  expect(posts).toHaveLength(0);
});

test('without JavaScript the form still posts natively', async ({browser}, testInfo) => {
  const {context, page} = await noScriptPage(browser, testInfo);
  const posts = await interceptPosts(page, (route) =>
    route.fulfill({status: 200, contentType: 'text/html', body: '<p>sent</p>'}),
  );

  await page.goto(FORMS.contact.route.slice(1));
  await expect(page.locator('main form')).not.toHaveAttribute('novalidate');
  await fill(page, SAMPLES.contact.values);
  await send(page, FORMS.contact).click();
  await expect(page.getByText('sent')).toBeVisible();

  expect(posts).toHaveLength(1);
  const {body} = posts[0]!;
  for (const [name, value] of Object.entries(SAMPLES.contact.values)) expect(posted(body, name)).toBe(value);
  expect(body.get(HIDDEN_FIELD_NAMES.accessKey)).toBe(ACCESS_KEY);
  expect(body.get(HIDDEN_FIELD_NAMES.replyTo)).toBe(REPLY_TO_EMAIL_FIELD);
  await context.close();
});

test('script in the query string is shown as nothing more than text', async ({page}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await open(page, `/contact?form=${encodeURIComponent('<script>alert(1)</script>')}`);
  await open(page, `${FORMS.contact.route}?form=<script>alert(1)</script>`);
  await expect(page.locator('main form')).toBeVisible();
  await fill(page, {message: '<img src=x onerror=alert(2)>'});
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('screenshots: errors and thank-you view, light and dark', async ({page}, testInfo) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: scheme});
    await open(page, FORMS.contact.route);
    await fill(page, {email: 'name@example', message: 'x'.repeat(4200)});
    await send(page, FORMS.contact).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({path: testInfo.outputPath(`contact-errors-${scheme}.png`), fullPage: true});
    await open(page, `${FORMS.contact.route}${SUCCESS_QUERY}`);
    await expect(page.getByText(FORM_TEXTS.contact.success)).toBeVisible();
    await page.screenshot({path: testInfo.outputPath(`contact-success-${scheme}.png`)});
  }
});

/** A browser context without JavaScript, whose only way out is the form service. */
async function noScriptPage(
  browser: import('@playwright/test').Browser,
  testInfo: import('@playwright/test').TestInfo,
) {
  const baseURL = testInfo.project.use.baseURL!;
  const context = await browser.newContext({...testInfo.project.use, javaScriptEnabled: false, baseURL});
  const origin = new URL(baseURL).origin;
  await context.route(
    (url) => url.origin !== origin && !url.href.startsWith(STATIC_FORMS_ENDPOINT),
    (route) => route.abort(),
  );
  return {context, page: await context.newPage()};
}

test.describe('exactly one request', () => {
  test('Enter pressed twice while a slow service answers sends one POST', async ({page}) => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const posts = await interceptPosts(page, async (route, body) => {
      await answered;
      await redirectLikeStaticForms(page)(route, body);
    });
    await open(page, FORMS.contact.route);
    await fill(page, SAMPLES.contact.values);
    await field(page, '$accountID').focus();
    await page.keyboard.press('Enter');
    const busy = page.getByRole('button', {name: MESSAGES.sending});
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    // A real click: Playwright would otherwise wait for a button marked aria-disabled.
    await busy.click({force: true});
    await page.keyboard.press('Enter');
    await expect.poll(() => posts.length).toBe(1);
    answer();
    await expect(page.getByText(FORM_TEXTS.contact.success)).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test.describe('with the page clock', () => {
    // The clock stays installed for every later page of its context.
    test.use({ownContext: true});

    test('a service that never answers gives the form back with the text and a message', async ({page}) => {
      await page.clock.install();
      const posts = await interceptPosts(page, () => new Promise<void>(() => undefined));
      await open(page, FORMS.dataDeletion.route);
      await fill(page, SAMPLES.dataDeletion.values);
      await field(page, 'email').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', {name: MESSAGES.sending})).toHaveAttribute('aria-disabled', 'true');
      await expect.poll(() => posts.length).toBe(1);

      await page.clock.runFor(SEND_TIMEOUT_MS);
      await expect(page.getByRole('alert')).toContainText(MESSAGES.sendTimedOut(SEND_TIMEOUT_MS / 1000));
      await expect(send(page, FORMS.dataDeletion)).not.toHaveAttribute('aria-disabled');
      await expect(field(page, 'email')).toBeFocused();
      for (const [name, value] of Object.entries(SAMPLES.dataDeletion.values))
        await expect(field(page, name)).toHaveValue(value);
      await expect(page).toHaveURL(new RegExp(`${FORMS.dataDeletion.route}$`));
      expect(posts).toHaveLength(1);
    });
  });
});

test.describe('the thank-you view', () => {
  test('read without CSS or JavaScript, as a text browser reads it, the thank-you says it comes after sending', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    const page = await context.newPage();
    await page.route(/\.css$/, (route) => route.abort());
    for (const {form} of Object.values(SAMPLES)) {
      await page.goto(form.route.slice(1));
      const text = await page.getByRole('main').innerText();
      const thanks = text.indexOf(FORM_TEXTS[form.id].success);
      expect(thanks, form.route).toBeGreaterThan(0);
      expect(text.slice(0, thanks).trimEnd().endsWith(MESSAGES.afterSending), form.route).toBe(true);
    }
    await context.close();
  });

  test('without JavaScript, the return from the service shows the thank-you, not the form', async ({
    browser,
  }, testInfo) => {
    const {context, page} = await noScriptPage(browser, testInfo);
    const posts = await interceptPosts(page, redirectLikeStaticForms(page));
    await page.goto(FORMS.dataDeletion.route.slice(1));
    await fill(page, SAMPLES.dataDeletion.values);
    await send(page, FORMS.dataDeletion).click();
    await expect(page).toHaveURL(new RegExp(`${FORMS.dataDeletion.route}${literal(SUCCESS_RETURN)}$`));
    await expect(page.getByText(FORM_TEXTS.dataDeletion.success)).toBeVisible();
    await expect(page.locator('main form')).toBeHidden();
    expect(posts).toHaveLength(1);
    await context.close();
  });

  test('with scripts, ?form=success shows the thank-you before any of them has run', async ({page, consoleErrors}) => {
    // The site's scripts never arrive: what shows is the page's HTML, CSS and inline script.
    await page.route(/\/assets\/js\//, (route) => route.abort('blockedbyclient'));
    await page.goto(`${FORMS.contact.route}${SUCCESS_QUERY}`.slice(1));
    await expect(page.getByText(FORM_TEXTS.contact.success)).toBeVisible();
    await expect(page.locator('main form')).toBeHidden();
    consoleErrors.length = 0;
  });

  for (const form of Object.values(FORMS))
    test(`${form.route}: a link's ?docusaurus-data-… parameters neither hide the form nor show the thank-you`, async ({
      page,
      consoleErrors,
    }) => {
      // Docusaurus would copy these onto <html>; the site drops them, and the form's own state does not listen there.
      const address = `${form.route}?docusaurus-data-framed=1&docusaurus-data-form-success=1`.slice(1);
      const scripts = /\/assets\/js\//;
      await page.route(scripts, (route) => route.abort('blockedbyclient'));
      await page.goto(address);
      await expect(page.locator('html')).not.toHaveAttribute('data-framed');
      await expect(page.locator('main form')).toBeVisible();
      await expect(page.getByText(FORM_TEXTS[form.id].success)).toBeHidden();
      consoleErrors.length = 0;
      await page.unroute(scripts);
      await open(page, `${form.route}?docusaurus-data-framed=1&docusaurus-data-form-success=1`);
      await expect(page.locator('main form')).toBeVisible();
      await expect(page.getByText(FORM_TEXTS[form.id].success)).toBeHidden();
    });

  test('opened cold, /datadeletion?form=success keeps a draft that was never sent', async ({page}) => {
    await open(page, FORMS.dataDeletion.route);
    await fill(page, SAMPLES.dataDeletion.values);
    await open(page, `${FORMS.dataDeletion.route}${SUCCESS_QUERY}`);
    await expect(page.getByText(FORM_TEXTS.dataDeletion.success)).toBeVisible();
    await open(page, FORMS.dataDeletion.route);
    for (const [name, value] of Object.entries(SAMPLES.dataDeletion.values))
      await expect(field(page, name)).toHaveValue(value);
  });

  test('Back after the thank-you does not bring the sent text back', async ({page}) => {
    await interceptPosts(page, redirectLikeStaticForms(page));
    await open(page, FORMS.contact.route);
    await fill(page, SAMPLES.contact.values);
    await send(page, FORMS.contact).click();
    await expect(page.getByRole('status')).toContainText(FORM_TEXTS.contact.success);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${FORMS.contact.route}$`));
    await expect(send(page, FORMS.contact)).toBeVisible();
    for (const name of ['message', '$accountID']) await expect(field(page, name)).toHaveValue('');
  });
});

test('without JavaScript the markup refuses a@b, a user ID of spaces and over-long text', async ({
  browser,
}, testInfo) => {
  const {context, page} = await noScriptPage(browser, testInfo);
  const posts = await interceptPosts(page, (route) => route.abort());
  await page.goto(FORMS.contact.route.slice(1));
  const valid = (name: string) =>
    field(page, name).evaluate((element) => (element as HTMLInputElement).checkValidity());

  await fill(page, {...SAMPLES.contact.values, email: 'a@b'});
  expect(await valid('email')).toBe(false);
  await send(page, FORMS.contact).click();
  await fill(page, {email: 'name@example.com', $accountID: '   '});
  expect(await valid('$accountID')).toBe(false);
  await send(page, FORMS.contact).click();

  for (const {name, maxLength} of FORMS.contact.fields.filter(({type}) => type !== 'email')) {
    await field(page, name).fill('x'.repeat(maxLength + 100));
    await expect(field(page, name), name).toHaveValue('x'.repeat(maxLength));
  }
  expect(posts).toHaveLength(0);
  await context.close();
});

test('?about=<help entry> starts the message with that entry; anything else leaves it empty', async ({page}) => {
  const entry = entriesOf('troubleshooting')[0]!;
  await open(page, `${FORMS.contact.route}?${CONTACT_ABOUT_KEY}=${entry}`);
  await expect(field(page, 'message')).toHaveValue(new RegExp(`^About: Troubleshooting › ${entry}\n`));
  await field(page, 'message').fill('My own words');
  await expect(field(page, 'message')).toHaveValue('My own words');
  await page.evaluate(() => sessionStorage.clear());
  await open(
    page,
    `${FORMS.contact.route}?${CONTACT_ABOUT_KEY}=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`,
  );
  await expect(field(page, 'message')).toHaveValue('');
});

for (const locale of LOCALES)
  test(
    `${locale}: an untouched "About:" line gives way to the next one; what the visitor wrote stays, under the new line`,
    ALSO_ON_PHONE,
    async ({page}) => {
      const accounts = await accountEntries(locale);
      const [first, second, third] = entriesOf('troubleshooting').filter((id) => !Object.hasOwn(accounts, id));
      const contact = (entry: string) =>
        open(page, `${localePrefix(locale)}${FORMS.contact.route}?${CONTACT_ABOUT_KEY}=${entry}`);
      const message = field(page, 'message');
      await contact(first!);
      await expect(message).toHaveValue(new RegExp(` › ${first}\n`));
      // Later, from another entry (the draft of the first was never touched).
      await contact(second!);
      await expect(message).toHaveValue(new RegExp(`^[^\n]* › ${second}\n`));
      await expect(message).not.toHaveValue(new RegExp(first!));
      await message.press('Control+End');
      await message.pressSequentially('My own words');
      await contact(third!);
      await expect(message).toHaveValue(new RegExp(`^[^\n]* › ${third}\n[\\s\\S]*My own words$`));
      await expect(message).not.toHaveValue(new RegExp(`› ${second}\n`));
    },
  );
