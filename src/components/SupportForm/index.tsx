import {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useBaseUrl, {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useHistory, useLocation} from '@docusaurus/router';
import {STATIC_FORMS_ENDPOINT} from '@site/src/data/links';
import {ALIASES} from '@site/src/data/routes';
import {MISSING_FORM_KEY_MESSAGE} from '@site/src/data/siteEnv';
import {useSiteCustomFields} from '@site/src/data/siteConfig';
import {
  FORMS,
  HIDDEN_FIELD_NAMES,
  MESSAGES,
  REPLY_TO_EMAIL_FIELD,
  SUCCESS_PARAM,
  SUCCESS_QUERY,
  type FormDefinition,
  type FormId,
} from '@site/src/data/forms';
import Field, {ErrorText, fieldId} from './Field';
import {clearDraft, useDraft} from './useDraft';
import {trimValues, validateField, validateForm, type FormErrors} from './validate';
import styles from './styles.module.css';

type Props = {
  formId: FormId;
  /** Guidance shown above the form (not on the thank-you view). */
  children?: ReactNode;
};

/**
 * A support form posted natively to StaticForms, or its thank-you view when
 * the page address carries `?form=success`.
 *
 * The query is read only after hydration: the server HTML always holds the
 * form, so reading it during the first render would not match that HTML.
 */
export default function SupportForm({formId, children}: Props): ReactNode {
  const form = FORMS[formId];
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  const succeeded = isBrowser && new URLSearchParams(search).get(SUCCESS_PARAM.name) === SUCCESS_PARAM.value;

  return (
    <div className={styles.wrapper}>
      <Heading as="h1">{form.title}</Heading>
      {succeeded ? (
        <SuccessView form={form} />
      ) : (
        <>
          {children}
          <FormView form={form} />
        </>
      )}
    </div>
  );
}

function SuccessView({form}: {form: FormDefinition}): ReactNode {
  useEffect(() => clearDraft(form.id), [form.id]);
  return (
    <div className={styles.success} role="status">
      <p className={styles.successMessage}>{form.successMessage}</p>
      <Link to={form.route}>{form.backLabel}</Link>
    </div>
  );
}

/**
 * Where StaticForms sends the visitor after a submission: the form's own page
 * on the site's address, plus the success query. A host that serves an alias
 * (`/support`) as a page of its own gets that address back instead; only
 * known aliases are echoed, never an arbitrary path.
 */
function useRedirectTo(form: FormDefinition): string {
  const canonical = useBaseUrl(form.route, {absolute: true});
  const {withBaseUrl} = useBaseUrlUtils();
  const {pathname} = useLocation();
  const isBrowser = useIsBrowser();
  const here = pathname.replace(/\/+$/, '');
  const alias = isBrowser
    ? ALIASES.find(({from, to}) => to === form.route && withBaseUrl(from) === here)
    : undefined;
  return `${alias ? withBaseUrl(alias.from, {absolute: true}) : canonical}${SUCCESS_QUERY}`;
}

function FormView({form}: {form: FormDefinition}): ReactNode {
  const formRef = useRef<HTMLFormElement>(null);
  const names = form.fields.map(({name}) => name);
  const {values, setValue, setValues} = useDraft(form.id, names, formRef);
  const [errors, setErrors] = useState<FormErrors>({});
  const [attempts, setAttempts] = useState(0);
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const {pathname} = useLocation();
  const {staticFormsAccessKey} = useSiteCustomFields();
  const redirectTo = useRedirectTo(form);
  const idPrefix = form.id;
  const errorCount = Object.keys(errors).length;

  const onChange = (name: string, value: string) => {
    setValue(name, value);
    // Once the visitor has tried to send, each message updates as they fix the field.
    if (attempts === 0) return;
    const field = form.fields.find((candidate) => candidate.name === name);
    const message = field ? validateField(field, value) : null;
    setErrors(({[name]: _previous, ...rest}) => (message ? {...rest, [name]: message} : rest));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    const honeypot = element.elements.namedItem(HIDDEN_FIELD_NAMES.honeypot);
    if (honeypot instanceof HTMLInputElement && honeypot.value !== '') {
      // Only bots fill the honeypot: show them success and send nothing.
      event.preventDefault();
      history.push({pathname, search: SUCCESS_QUERY});
      return;
    }

    const trimmed = trimValues(form.fields, values);
    const found = validateForm(form.fields, trimmed);
    // Commit now, so the fields hold the trimmed text when the browser reads
    // them for the POST, and the messages exist before focus moves.
    flushSync(() => {
      setValues(trimmed);
      setErrors(found);
      setAttempts((count) => count + 1);
    });

    const firstInvalid = form.fields.find(({name}) => found[name]);
    if (!firstInvalid) return;
    event.preventDefault();
    const control = element.elements.namedItem(firstInvalid.name);
    if (control instanceof HTMLElement) control.focus();
  };

  return (
    <>
      {staticFormsAccessKey === '' && (
        <div className="alert alert--warning margin-bottom--md" role="alert">
          <strong>For the site maintainer:</strong> {MISSING_FORM_KEY_MESSAGE}
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
        onSubmit={onSubmit}>
        {form.fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            idPrefix={idPrefix}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            onChange={onChange}
          />
        ))}

        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={fieldId(idPrefix, HIDDEN_FIELD_NAMES.honeypot)}>Leave this field empty</label>
          <input
            id={fieldId(idPrefix, HIDDEN_FIELD_NAMES.honeypot)}
            type="text"
            name={HIDDEN_FIELD_NAMES.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <input type="hidden" name={HIDDEN_FIELD_NAMES.replyTo} value={REPLY_TO_EMAIL_FIELD} />
        <input type="hidden" name={HIDDEN_FIELD_NAMES.redirectTo} value={redirectTo} />
        <input type="hidden" name={HIDDEN_FIELD_NAMES.accessKey} value={staticFormsAccessKey} />

        {errorCount > 0 && (
          // A new element per attempt, so screen readers announce it every time.
          <div key={attempts} role="alert">
            <ErrorText>{MESSAGES.summary(errorCount)}</ErrorText>
          </div>
        )}
        <button type="submit" className={`button button--primary button--lg ${styles.submit}`}>
          {form.submitLabel}
        </button>
      </form>
    </>
  );
}
