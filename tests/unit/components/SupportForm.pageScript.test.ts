import {formPageScript} from '@site/src/components/forms/SupportForm/formPageScript';
import {aboutLine} from '@site/src/components/forms/SupportForm/about';
import {initialValues} from '@site/src/components/forms/SupportForm/useDraft';
import {FORM_PAGE_ATTRIBUTES} from '@site/src/data/forms';

/** Runs the page's inline script at `search`, as the browser does while it parses the form's wrapper; returns the wrapper. */
function runAt(search: string) {
  window.history.replaceState(null, '', `/deckhopper/contact${search}`);
  const wrapper = document.createElement('div');
  document.body.replaceChildren(wrapper);
  const script = document.createElement('script');
  script.textContent = formPageScript();
  wrapper.append(script);
  return wrapper;
}

describe('the form page script', () => {
  it.each(['?form=success', '?x=1&form=success', '?form=success&x=1'])('marks %s as a success', (search) => {
    expect(runAt(search).hasAttribute(FORM_PAGE_ATTRIBUTES.success)).toBe(true);
  });

  it.each(['', '?form=successful', '?form=failure', '?xform=success', '?form=<script>'])(
    'leaves %j alone',
    (search) => {
      expect(runAt(search).hasAttribute(FORM_PAGE_ATTRIBUTES.success)).toBe(false);
    },
  );

  it('marks only the form, never the page a link could mark too (`?docusaurus-data-…`)', () => {
    runAt('?form=success');
    expect(document.documentElement.hasAttribute(FORM_PAGE_ATTRIBUTES.success)).toBe(false);
  });

  it('is small, since every form page carries it', () => {
    expect(formPageScript().length).toBeLessThan(200);
  });
});

describe('aboutLine', () => {
  /** The entries of a released help and of the next one, as the help plugin publishes them. */
  const entries = {
    entries: {
      '1.6': {setup: ['proxyButtons'], troubleshooting: ['connectionIssues', 'billing'], faq: ['canUseFree']},
      current: {setup: ['proxyButtons', 'newEntry'], troubleshooting: ['connectionIssues'], faq: ['canUseFree']},
    },
    accountEntries: {billing: 'Billing problems'},
  };

  it('names the page and the entry for every kind of help page', () => {
    expect(aboutLine('?about=connectionIssues', entries)).toBe('About: Troubleshooting › connectionIssues');
    expect(aboutLine('?about=canUseFree', entries)).toBe('About: FAQ › canUseFree');
  });

  it('names an entry the contact form answers by its title', () => {
    expect(aboutLine('?about=billing', entries)).toBe('About: Billing problems');
  });

  it('takes an entry written in the next help only', () => {
    expect(aboutLine('?about=newEntry', entries)).toBe('About: Setup › newEntry');
  });

  it('takes only help entries, not page sections or anything else', () => {
    for (const value of ['purchase', 'updateAvailable', '', '__proto__', 'toString', '<b>x</b>', '%E0%A4%A'])
      expect(aboutLine(`?about=${value}`, entries)).toBeNull();
  });
});

describe('initialValues', () => {
  const names = ['email', 'message'];
  it('lets a new prefill replace an untouched one, and puts it above the text the visitor wrote', () => {
    const before = {message: 'About: A\n\n'};
    const after = {message: 'About: B\n\n'};
    expect(initialValues(names, {}, before, after, before)).toEqual({email: '', message: 'About: B\n\n'});
    expect(initialValues(names, {}, {message: 'About: A\n\nmine'}, after, before)).toEqual({
      email: '',
      message: 'About: B\n\nmine',
    });
    // Text not started from a prefill is the visitor's, whole.
    expect(initialValues(names, {}, {message: 'mine'}, after, {})).toEqual({email: '', message: 'About: B\n\nmine'});
  });

  it('prefers text in the fields, then the draft, then the prefill', () => {
    expect(initialValues(names, {}, {}, {message: 'About: x'})).toEqual({email: '', message: 'About: x'});
    expect(initialValues(names, {}, {email: 'a@b.c'}, {message: 'About: x'})).toEqual({
      email: 'a@b.c',
      message: 'About: x',
    });
    expect(initialValues(names, {}, {message: 'About: x\n\nmine'}, {message: 'About: x\n\n'})).toEqual({
      email: '',
      message: 'About: x\n\nmine',
    });
    expect(initialValues(names, {message: 'typed'}, {message: 'saved'}, {message: 'About: x'})).toEqual({
      email: '',
      message: 'typed',
    });
  });
});
