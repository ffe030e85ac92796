import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {TOOL_NAME} from '@site/src/data/constants';
import {initVariablesJson, styleParamValue, valueLabel} from '../dhStyles';
import type {ButtonStyleRules, ChoiceField} from '../rules';
import ErrorText from '@site/src/components/site/ErrorText';
import ToolForm from '../ToolForm';
import formStyles from '@site/src/css/fields.module.css';
import {colorHex, defaultForm, formFromStyle, parseStyleText, readForm, type StyleForm} from './checks';
import ButtonPreview from './ButtonPreview';
import {linkCopyMessages} from '../../CopyLinkButton';
import {useCopyStatus, type CopyMessages} from '../../CopyLinkButton/useCopyStatus';
import styles from './styles.module.css';

function jsonCopyMessages(): CopyMessages {
  return {
    copied: translate({id: 'help.styleBuilder.jsonCopied', message: 'JSON copied'}),
    failed: translate({
      id: 'help.styleBuilder.jsonCopyFailed',
      message: 'Could not copy. Select the JSON and copy it by hand.',
    }),
  };
}

/** The query parameter of a help address that carries a shared style. */
export const STYLE_PARAM = 'style';
/** Longest `?style=` value read from an address. */
const MAX_PARAM_LENGTH = 2000;

type Report = {title: string; issues: string[]} | {error: string};

/** The builder's first state: a style shared in the address, or the defaults (always on the server). */
function initialState(rules: ButtonStyleRules): {form: StyleForm; report: Report | null} {
  const defaults = {form: defaultForm(rules), report: null};
  if (typeof window === 'undefined') return defaults;
  const shared = new URLSearchParams(window.location.search).get(STYLE_PARAM);
  if (!shared || shared.length > MAX_PARAM_LENGTH) return defaults;
  const parsed = parseStyleText(shared, rules);
  if (!parsed.ok) return defaults;
  const title = translate({
    id: 'help.styleBuilder.sharedIssues',
    message: 'Parts of the shared style could not be loaded:',
  });
  const report = parsed.issues.length > 0 ? {title, issues: parsed.issues} : null;
  return {form: formFromStyle(parsed.style, rules), report};
}

/** The address of this page that opens `entry` with the style filled in. */
function styleAddress(param: string | null, entry: string): string {
  const url = new URL(window.location.href);
  if (param === null) url.searchParams.delete(STYLE_PARAM);
  else url.searchParams.set(STYLE_PARAM, param);
  url.hash = entry;
  return url.href;
}

/** Keeps the address in step with the style, without a navigation (so no history entry and no page view). */
function useStyleInAddress(param: string | null, entry: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.history.replaceState(window.history.state, '', styleAddress(param, entry));
  }, [param, entry]);
}

type ChoiceProps = {
  id: string;
  field: ChoiceField;
  rules: ButtonStyleRules;
  form: StyleForm;
  change: (changes: Partial<StyleForm>) => void;
};

/** The menu of a choice: the values the rules allow, each by its label, the default marked. */
function Choice({id, field, rules, form, change}: ChoiceProps): ReactNode {
  const label = {
    align: translate({id: 'help.styleBuilder.alignment', message: 'Alignment'}),
    fontWeight: translate({id: 'help.styleBuilder.weight', message: 'Weight'}),
    fontStyle: translate({id: 'help.styleBuilder.style', message: 'Style', description: 'Upright, italic or oblique'}),
    embedType: translate({id: 'help.styleBuilder.embedType', message: 'Embed type'}),
  }[field];
  const defaultValue = field === 'embedType' ? undefined : rules.defaults[field];
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={formStyles.control}
        value={form[field]}
        onChange={(event) => change({[field]: event.target.value})}
      >
        {rules.values[field].map((option) => (
          <option key={option} value={option}>
            {option === defaultValue
              ? translate(
                  {
                    id: 'help.styleBuilder.defaultOption',
                    message: '{label} (default)',
                    description: "A menu's default value",
                  },
                  {label: valueLabel(field, option)},
                )
              : valueLabel(field, option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** An error beside its field, announced when it appears. */
function FieldError({id, message}: {id: string; message?: string}): ReactNode {
  return (
    <div id={id} aria-live="polite">
      {message && <ErrorText>{message}</ErrorText>}
    </div>
  );
}

type Props = {
  /** The id of the help entry the builder sits in: a shared style opens it. */
  entry: string;
  /** The rules of `dh_styles` of the doc's version. */
  rules: ButtonStyleRules;
};

/**
 * Builds a button's `dh_styles` field by field, with a live preview and the
 * JSON to paste into SAMMI. Only checked values reach the preview, the JSON
 * and the address; a pasted object loads with every left-out part listed.
 */
export default function Builder({entry, rules}: Props): ReactNode {
  const id = useId();
  const [initial] = useState(() => initialState(rules));
  const [form, setForm] = useState<StyleForm>(initial.form);
  const [report, setReport] = useState<Report | null>(initial.report);
  const [pasted, setPasted] = useState('');
  const [copyStatus, copy] = useCopyStatus();
  const {style, errors} = readForm(form, rules);
  const json = initVariablesJson(style, rules);
  const param = styleParamValue(style, rules);
  useStyleInAddress(param, entry);

  const change = (changes: Partial<StyleForm>) => setForm((current) => ({...current, ...changes}));

  const load = () => {
    const parsed = parseStyleText(pasted, rules);
    if (!parsed.ok) {
      setReport({error: parsed.message});
      return;
    }
    setForm(formFromStyle(parsed.style, rules));
    setReport({
      title:
        parsed.issues.length > 0
          ? translate({id: 'help.styleBuilder.loadedExcept', message: 'Loaded, except for:'})
          : translate({id: 'help.styleBuilder.loaded', message: 'Loaded.'}),
      issues: parsed.issues,
    });
  };

  const reset = () => {
    setForm(defaultForm(rules));
    setReport(null);
    setPasted('');
  };

  return (
    <ToolForm className={styles.builder} title={<Translate id="help.styleBuilder.title">Style builder</Translate>}>
      <p>
        <Translate id="help.styleBuilder.intro">
          Choose how the button's text looks: the preview and the JSON follow as you go.
        </Translate>
      </p>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Translate id="help.styleBuilder.text" description="Group of the text's fields">
            Text
          </Translate>
        </legend>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-color`}>
            <Translate id="help.styleBuilder.colour">Text colour</Translate>
          </label>
          <p id={`${id}-color-hint`} className={formStyles.hint}>
            <Translate id="help.styleBuilder.colour.hint">
              An HTML colour name (orange) or a hex colour (#ff8800). Leave empty to keep the button's own colour.
            </Translate>
          </p>
          <div className={styles.colorRow}>
            <input
              id={`${id}-color`}
              type="text"
              className={clsx(formStyles.control, errors.textColor && formStyles.controlInvalid)}
              value={form.textColor}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={errors.textColor ? true : undefined}
              aria-describedby={`${id}-color-hint ${id}-color-error`}
              onChange={(event) => change({textColor: event.target.value})}
            />
            <input
              type="color"
              className={styles.picker}
              aria-label={translate({id: 'help.styleBuilder.colour.picker', message: 'Pick the text colour'})}
              value={colorHex(form.textColor, rules) ?? '#ffffff'}
              onChange={(event) => change({textColor: event.target.value})}
            />
          </div>
          <FieldError id={`${id}-color-error`} message={errors.textColor} />
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.removeShadow}
            onChange={(event) => change({removeShadow: event.target.checked})}
          />
          <Translate id="help.styleBuilder.removeShadow">Remove the text shadow</Translate>
        </label>
        <div className={styles.choices}>
          {(['align', 'fontWeight', 'fontStyle'] as const).map((field) => (
            <Choice key={field} id={`${id}-${field}`} field={field} rules={rules} form={form} change={change} />
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Translate id="help.styleBuilder.embed">Twitch embed</Translate>
        </legend>
        <label className={styles.check}>
          <input type="checkbox" checked={form.embedOn} onChange={(event) => change({embedOn: event.target.checked})} />
          <Translate id="help.styleBuilder.embed.show">Show a Twitch embed on the button</Translate>
        </label>
        {form.embedOn && (
          <div className={styles.choices}>
            <div className={formStyles.field}>
              <label className={formStyles.label} htmlFor={`${id}-channel`}>
                <Translate id="help.styleBuilder.channel">Channel</Translate>
              </label>
              <input
                id={`${id}-channel`}
                type="text"
                className={clsx(formStyles.control, errors.channel && formStyles.controlInvalid)}
                value={form.channel}
                maxLength={rules.twitchChannel.maxLength * 4}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                aria-invalid={errors.channel ? true : undefined}
                aria-describedby={`${id}-channel-hint ${id}-channel-error`}
                onChange={(event) => change({channel: event.target.value.toLowerCase()})}
              />
              <p id={`${id}-channel-hint`} className={formStyles.hint}>
                <Translate id="help.styleBuilder.channel.hint">The channel name, in lower case.</Translate>
              </p>
              <FieldError id={`${id}-channel-error`} message={errors.channel} />
            </div>
            <Choice id={`${id}-embedType`} field="embedType" rules={rules} form={form} change={change} />
          </div>
        )}
      </fieldset>

      <ButtonPreview style={style} rules={rules} captionId={`${id}-caption`} />

      <div className={formStyles.field}>
        <span id={`${id}-json-label`} className={formStyles.label}>
          <Translate id="help.styleBuilder.json" values={{tool: TOOL_NAME}}>
            {'Init variables to paste in {tool}'}
          </Translate>
        </span>
        <pre
          id={`${id}-json`}
          className={clsx('margin--none', styles.json)}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1).
          tabIndex={0}
          role="region"
          aria-labelledby={`${id}-json-label`}
        >
          {json}
        </pre>
        <div className={styles.actions}>
          <button type="button" className="button button--primary" onClick={() => void copy(json, jsonCopyMessages())}>
            <Translate id="help.styleBuilder.copyJson">Copy JSON</Translate>
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void copy(styleAddress(param, entry), linkCopyMessages())}
          >
            <Translate id="help.styleBuilder.copyLink">Copy link to this style</Translate>
          </button>
          <button type="button" className="button button--secondary" onClick={reset}>
            <Translate id="help.styleBuilder.reset">Reset</Translate>
          </button>
        </div>
        <p role="status" className={clsx(styles.status, copyStatus.failed && styles.statusFailed)}>
          {copyStatus.message}
        </p>
      </div>

      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${id}-paste`}>
          <Translate id="help.styleBuilder.paste" values={{key: rules.stylesKey}}>
            {'Load an existing {key}'}
          </Translate>
        </label>
        <textarea
          id={`${id}-paste`}
          className={clsx(formStyles.control, styles.paste)}
          value={pasted}
          spellCheck={false}
          aria-describedby={`${id}-paste-report`}
          onChange={(event) => setPasted(event.target.value)}
        />
        <div className={styles.actions}>
          <button type="button" className="button button--secondary" onClick={load}>
            <Translate id="help.styleBuilder.load">Load into the builder</Translate>
          </button>
        </div>
        <div id={`${id}-paste-report`} role="status">
          {report && 'error' in report && <ErrorText>{report.error}</ErrorText>}
          {report && 'title' in report && (
            <>
              <p className={styles.reportTitle}>{report.title}</p>
              {report.issues.length > 0 && (
                <ul className={styles.issues}>
                  {report.issues.map((issue) => (
                    <li key={issue}>{issue}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </div>
    </ToolForm>
  );
}
