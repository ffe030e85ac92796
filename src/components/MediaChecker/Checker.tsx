import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import {AUTO_CLOSE_NEVER, OPEN_URL_DEFAULT_SIZE, VIDEO_EXTENSIONS, YOUTUBE_ID_LENGTH} from '@site/src/data/mediaRules';
import {listInText} from '@site/src/data/platforms';
import {checkMediaAddress, type MediaCheck} from '@site/src/utils/mediaAddress';
import {ErrorText} from '../SupportForm/Field';
import formStyles from '../SupportForm/styles.module.css';
import styles from './styles.module.css';

const EXTENSIONS_TEXT = listInText(VIDEO_EXTENSIONS, 'or');

const VERDICTS: Record<Exclude<MediaCheck['kind'], 'empty' | 'notAddress'>, string> = {
  youtube: 'YouTube video',
  video: 'Video',
  image: 'Image',
};

function Result({check}: {check: MediaCheck}): ReactNode {
  switch (check.kind) {
    case 'empty':
      return <p>Paste or type an address above.</p>;
    case 'notAddress':
      return <ErrorText>{check.reason}</ErrorText>;
    default: {
      let reason: string;
      if (check.kind === 'youtube') {
        reason = `Deck Hopper plays it as a YouTube video: its video id is ${check.id}, ${YOUTUBE_ID_LENGTH} characters.`;
      } else if (check.kind === 'video') {
        reason = `Deck Hopper plays it as a video: the address ends in ${check.extension}.`;
      } else {
        reason = `Deck Hopper shows it as an image: it is not a YouTube video it recognises, and it does not end in ${EXTENSIONS_TEXT}.`;
      }
      return (
        <>
          <p>
            <span className={clsx(styles.badge, styles[check.kind])}>{VERDICTS[check.kind]}</span>
          </p>
          {check.kind !== 'youtube' && check.youtubeProblem && <p>{check.youtubeProblem}</p>}
          <p>{reason}</p>
        </>
      );
    }
  }
}

/**
 * Reads an address and says how Deck Hopper will show it, by the rules of
 * src/data/mediaRules.ts. It reads the text only: nothing is fetched.
 */
export default function Checker(): ReactNode {
  const id = useId();
  const [address, setAddress] = useState('');
  const check = checkMediaAddress(address);
  return (
    <div className={clsx(formStyles.wrapper, styles.checker)}>
      <Heading as="h3" className={styles.heading}>
        Media checker
      </Heading>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${id}-address`}>
          Media address
        </label>
        <p id={`${id}-hint`} className={formStyles.hint}>
          See how Deck Hopper will show an address. Nothing is loaded: the checker only reads the text.
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
        <Result check={check} />
      </div>
      <ul className={styles.reminders}>
        <li>
          Auto close: <code>{AUTO_CLOSE_NEVER}</code> keeps the popup or the window open until it is closed.
        </li>
        <li>
          Open URL's window is {OPEN_URL_DEFAULT_SIZE.width} × {OPEN_URL_DEFAULT_SIZE.height} unless you give it a width
          and a height.
        </li>
      </ul>
    </div>
  );
}
