import {useEffect, useRef, useState, type ReactNode, type SyntheticEvent} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useHistory, useLocation} from '@docusaurus/router';
import {STATIC_FORMS_ENDPOINT} from '@site/src/data/links';
import {ALIASES} from '@site/src/data/routes';
import {MISSING_FORM_KEY_MESSAGE} from '@site/src/data/siteEnv';
import {useSiteCustomFields} from '@site/src/data/siteConfig';
import {
  FORMS,
  FORM_PAGE_ATTRIBUTES,
  HIDDEN_FIELD_NAMES,
  REPLY_TO_EMAIL_FIELD,
  SEND_TIMEOUT_MS,
  SUCCESS_FRAGMENT,
  SUCCESS_PARAM,
  SUCCESS_RETURN,
  type FormDefinition,
  type FormId,
} from '@site/src/data/forms';
import {aboutPrefill} from './about';
import {useHelpData} from '@site/src/plugins/help/client/useHelpData';
import ErrorText from '@site/src/components/site/ErrorText';
import Field, {fieldId} from './Field';
import {formPageScript} from './formPageScript';
import {formTexts, formMessages, sendProblemText, summaryText, type SendProblem} from './texts';
import {sendForm} from './send';
import {clearDraft, useDraft} from './useDraft';
import {trimValues, validateField, validateForm, type FormErrors} from './validate';
import styles from './styles.module.css';
import {SEARCH_IGNORE_ATTRIBUTE} from '@site/src/data/search';

type Props = {
  formId: FormId;
  /** Guidance shown above the form (not on the thank-you view). */
  children?: ReactNode;
};

/**
 * A support form sent to StaticForms, or its thank-you view when the address
 * carries `?form=success`. The server HTML holds both, the thank-you hidden
 * until the address asks for it ("The thank-you in the first paint" in
 * src/components/forms/README.md); React reads the query after hydration.
 */
export default function SupportForm({formId, children}: Props): ReactNode {
  const form = FORMS[formId];
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  const succeeded = isBrowser && new URLSearchParams(search).get(SUCCESS_PARAM.name) === SUCCESS_PARAM.value;

  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // React now shows the right view itself.
    if (isBrowser) wrapperRef.current?.removeAttribute(FORM_PAGE_ATTRIBUTES.success);
  }, [isBrowser, succeeded]);

  return (
    <div className={styles.wrapper} ref={wrapperRef}>
      <Heading as="h1">{formTexts(form.id).title}</Heading>
      {/* In the server HTML only, inside the wrapper it marks: it has run by the time React does. */}
      {!isBrowser && <script dangerouslySetInnerHTML={{__html: formPageScript()}} />}
      {succeeded ? (
        <SuccessMessage form={form} />
      ) : (
        <>
          {!isBrowser && <SuccessMessage form={form} early />}
          <div className={styles.formBody}>
            {children}
            <FormView form={form} />
          </div>
        </>
      )}
    </div>
  );
}

/** The thank-you; `early` is the server HTML's copy, shown by the stylesheet alone. */
function SuccessMessage({form, early = false}: {form: FormDefinition; early?: boolean}): ReactNode {
  const {successMessage, backLabel} = formTexts(form.id);
  return (
    <div
      id={SUCCESS_FRAGMENT}
      className={clsx(styles.success, early && styles.earlySuccess)}
      role={early ? undefined : 'status'}
      {...{[SEARCH_IGNORE_ATTRIBUTE]: ''}}
    >
      {/* Browsers without CSS (text browsers) show this copy before anything is sent: it says when it applies. */}
      {early && <p className={styles.textOnly}>{formMessages().afterSending}</p>}
      <p className={styles.successMessage}>{successMessage}</p>
      <Link to={form.route}>{backLabel}</Link>
    </div>
  );
}

/**
 * Where StaticForms sends the visitor after a submission: the form's own page
 * in the page's language (the base URL is the locale's), plus the success
 * query. A host that serves an alias (`/support`) as a page of its own gets
 * that address back; only known aliases are echoed, never an arbitrary path.
 */
function useRedirectTo(form: FormDefinition): string {
  const {withBaseUrl} = useBaseUrlUtils();
  const here = useLocation().pathname.replace(/\/+$/, '');
  const isBrowser = useIsBrowser();
  const alias = isBrowser ? ALIASES.find(({from, to}) => to === form.route && withBaseUrl(from) === here) : undefined;
  return `${withBaseUrl(alias?.from ?? form.route, {absolute: true})}${SUCCESS_RETURN}`;
}

function FormView({form}: {form: FormDefinition}): ReactNode {
  const formRef = useRef<HTMLFormElement>(null);
  const names = form.fields.map(({name}) => name);
  const {pathname, search} = useLocation();
  const {values, setValue, setValues} = useDraft(form.id, names, formRef, aboutPrefill(form, search, useHelpData()));
  const [errors, setErrors] = useState<FormErrors>({});
  const [attempts, setAttempts] = useState(0);
  const [sending, setSending] = useState(false);
  const [sendProblem, setSendProblem] = useState<SendProblem | null>(null);
  // The send in flight, if any: the submit handler must see it at once, before any render.
  const sendRef = useRef<AbortController | null>(null);
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const {staticFormsAccessKey} = useSiteCustomFields();
  const redirectTo = useRedirectTo(form);
  const errorCount = Object.keys(errors).length;

  // A form that goes away (the visitor follows a link) abandons its send.
  useEffect(() => () => sendRef.current?.abort(), []);

  // The thank-you, at the address the service returns a post without scripts to.
  const showThankYou = () => history.push(`${pathname}${SUCCESS_RETURN}`);

  const onChange = (name: string, value: string) => {
    setValue(name, value);
    // Once the visitor has tried to send, each message updates as they fix the field.
    if (attempts === 0) return;
    const field = form.fields.find((candidate) => candidate.name === name);
    const error = field ? validateField(field, value) : null;
    setErrors(({[name]: _previous, ...rest}) => (error ? {...rest, [name]: error} : rest));
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    // Scripts send the form themselves (below); the native post is for browsers without them.
    event.preventDefault();
    // A second Enter or click while the first send is on its way sends nothing.
    if (sendRef.current) return;
    const element = event.currentTarget;
    const honeypot = element.elements.namedItem(HIDDEN_FIELD_NAMES.honeypot);
    if (honeypot instanceof HTMLInputElement && honeypot.value !== '') {
      // Only bots fill the honeypot: show them success and send nothing.
      showThankYou();
      return;
    }

    const trimmed = trimValues(form.fields, values);
    const found = validateForm(form.fields, trimmed);
    const firstInvalid = form.fields.find(({name}) => found[name]);
    // Commit now, so the fields hold the trimmed text when the send reads
    // them, and the messages exist before focus moves.
    flushSync(() => {
      setValues(trimmed);
      setErrors(found);
      setAttempts((count) => count + 1);
      setSendProblem(null);
      if (!firstInvalid) setSending(true);
    });

    if (firstInvalid) {
      const control = element.elements.namedItem(firstInvalid.name);
      if (control instanceof HTMLElement) control.focus();
      return;
    }

    const controller = new AbortController();
    sendRef.current = controller;
    // A service that does not answer is abandoned, so a late answer changes nothing.
    const timer = window.setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
    void sendForm(element, controller.signal).then((outcome) => {
      window.clearTimeout(timer);
      sendRef.current = null;
      if (outcome.kind === 'sent') {
        clearDraft(form.id);
        showThankYou();
        return;
      }
      setSending(false);
      setSendProblem(outcome);
    });
  };

  return (
    <>
      {staticFormsAccessKey === '' && (
        <div className="alert alert--warning margin-bottom--md" role="alert">
          <strong>{formMessages().maintainerNotice}</strong> {MISSING_FORM_KEY_MESSAGE}
        </div>
      )}
      <form
        ref={formRef}
        className={styles.form}
        method="POST"
        action={STATIC_FORMS_ENDPOINT}
        // Our own messages replace the browser's once scripts run; the server
        // HTML keeps native checks for visitors without JavaScript.
        noValidate={isBrowser}
        onSubmit={onSubmit}
        // The form as a WebMCP tool: an assistant may fill the form in; only the person sends it (no `toolautosubmit`).
        {...{toolname: form.toolName, tooldescription: formTexts(form.id).toolDescription}}
      >
        {form.fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            idPrefix={form.id}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            onChange={onChange}
            readOnly={sending}
          />
        ))}

        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={fieldId(form.id, HIDDEN_FIELD_NAMES.honeypot)}>{formMessages().honeypotLabel}</label>
          <input
            id={fieldId(form.id, HIDDEN_FIELD_NAMES.honeypot)}
            type="text"
            name={HIDDEN_FIELD_NAMES.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
            {...{toolparamdescription: formMessages().honeypotTool}}
          />
        </div>
        <input type="hidden" name={HIDDEN_FIELD_NAMES.replyTo} value={REPLY_TO_EMAIL_FIELD} />
        <input type="hidden" name={HIDDEN_FIELD_NAMES.redirectTo} value={redirectTo} />
        <input type="hidden" name={HIDDEN_FIELD_NAMES.accessKey} value={staticFormsAccessKey} />

        {errorCount > 0 && (
          // A new element per attempt, so screen readers announce it every time.
          <div key={attempts} role="alert">
            <ErrorText>{summaryText(errorCount)}</ErrorText>
          </div>
        )}
        {sendProblem && (
          <div role="alert">
            <ErrorText>{sendProblemText(sendProblem)}</ErrorText>
          </div>
        )}
        <button
          type="submit"
          className={`button button--primary button--lg ${styles.submit}`}
          // Not `disabled`: the button keeps focus while the form is on its way.
          aria-disabled={sending || undefined}
        >
          {sending ? formMessages().sending : formTexts(form.id).submitLabel}
        </button>
      </form>
    </>
  );
}
