import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {PRODUCT_NAME} from '@site/src/data/constants';
import {listInText} from '@site/src/texts/platforms';
import type {MediaRules} from '../rules';
import ErrorText from '@site/src/components/site/ErrorText';
import ToolForm from '../ToolForm';
import formStyles from '@site/src/css/fields.module.css';
import {checkMediaAddress, type MediaCheck} from './mediaAddress';
import styles from './styles.module.css';

type Verdict = Exclude<MediaCheck['kind'], 'empty' | 'notAddress'>;

function verdictLabel(kind: Verdict): string {
  if (kind === 'youtube') return translate({id: 'help.mediaChecker.verdict.youTube', message: 'YouTube video'});
  if (kind === 'video') return translate({id: 'help.mediaChecker.verdict.video', message: 'Video'});
  if (kind === 'notShown') return translate({id: 'help.mediaChecker.verdict.notShown', message: 'Not shown'});
  return translate({id: 'help.mediaChecker.verdict.image', message: 'Image'});
}

function reasonOf(check: Extract<MediaCheck, {kind: Verdict}>, rules: MediaRules): string {
  const playable = listInText(rules.videoExtensions, 'or');
  if (check.kind === 'youtube') {
    return translate(
      {
        id: 'help.mediaChecker.reason.youTube',
        message: '{product} plays it as a YouTube video: its video id is {id}, {length} characters.',
      },
      {product: PRODUCT_NAME, id: check.id, length: rules.youtube.idLength},
    );
  }
  if (check.kind === 'video') {
    return translate(
      {
        id: 'help.mediaChecker.reason.video',
        message: '{product} plays it as a video: the address ends in {extension}.',
      },
      {product: PRODUCT_NAME, extension: check.extension},
    );
  }
  if (check.kind === 'notShown') {
    return 'extension' in check
      ? translate(
          {
            id: 'help.mediaChecker.reason.notShownFile',
            message:
              '{product} cannot show it: it plays only videos ending in {extensions}, so a {extension} file is taken for an image, and nothing shows.',
          },
          {product: PRODUCT_NAME, extensions: playable, extension: check.extension},
        )
      : translate(
          {
            id: 'help.mediaChecker.reason.notShownPage',
            message:
              '{product} cannot show it: {domain} addresses are video pages, not images or video files, so nothing shows. Use a YouTube video or a video file ending in {extensions}.',
          },
          {product: PRODUCT_NAME, domain: check.domain, extensions: playable},
        );
  }
  return translate(
    {
      id: 'help.mediaChecker.reason.image',
      message:
        '{product} shows it as an image: it is not a YouTube video it recognises, and it does not end in {extensions}.',
    },
    {product: PRODUCT_NAME, extensions: playable},
  );
}

function Result({check, rules}: {check: MediaCheck; rules: MediaRules}): ReactNode {
  if (check.kind === 'empty') {
    return (
      <p>
        <Translate id="help.mediaChecker.empty">Paste or type an address above.</Translate>
      </p>
    );
  }
  if (check.kind === 'notAddress') return <ErrorText>{check.reason}</ErrorText>;
  return (
    <>
      <p>
        <span className={clsx(styles.badge, styles[check.kind])}>{verdictLabel(check.kind)}</span>
      </p>
      {check.kind !== 'youtube' && check.youtubeProblem && <p>{check.youtubeProblem}</p>}
      <p>{reasonOf(check, rules)}</p>
    </>
  );
}

type Props = {
  /** The media rules of the doc's version: its `_data/mediaRules.ts`. */
  rules: MediaRules;
};

/**
 * Reads an address and says how Deck Hopper will show it, by the media rules
 * of the doc's version. It reads the text only: nothing is fetched.
 */
export default function Checker({rules}: Props): ReactNode {
  const id = useId();
  const [address, setAddress] = useState('');
  const check = checkMediaAddress(address, rules);
  return (
    <ToolForm className={styles.checker} title={<Translate id="help.mediaChecker.title">Media checker</Translate>}>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${id}-address`}>
          <Translate id="help.mediaChecker.address">Media address</Translate>
        </label>
        <p id={`${id}-hint`} className={formStyles.hint}>
          <Translate id="help.mediaChecker.hint" values={{product: PRODUCT_NAME}}>
            {'See how {product} will show an address. Nothing is loaded: the checker only reads the text.'}
          </Translate>
        </p>
        <input
          id={`${id}-address`}
          type="text"
          inputMode="url"
          className={clsx(formStyles.control, check.kind === 'notAddress' && formStyles.controlInvalid)}
          value={address}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={check.kind === 'notAddress' ? true : undefined}
          aria-describedby={`${id}-hint ${id}-result`}
          onChange={(event) => setAddress(event.target.value)}
        />
      </div>
      <div id={`${id}-result`} className={styles.result} role="status">
        <Result check={check} rules={rules} />
      </div>
      <ul className="margin--none">
        <li>
          <Translate
            id="help.mediaChecker.reminder.autoClose"
            description="Auto close is the command's field as SAMMI names it"
            values={{value: <code>{rules.autoCloseNever}</code>}}
          >
            {'Auto close: {value} keeps the popup or the window open until it is closed.'}
          </Translate>
        </li>
        <li>
          <Translate
            id="help.mediaChecker.reminder.windowSize"
            description="Open URL is the SAMMI command's name"
            values={{width: rules.openUrlDefaultSize.width, height: rules.openUrlDefaultSize.height}}
          >
            {"Open URL's window is {width} × {height} unless you give it a width and a height."}
          </Translate>
        </li>
      </ul>
    </ToolForm>
  );
}
