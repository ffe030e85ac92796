import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {describeStyle, valueLabel} from '../dhStyles';
import type {ButtonStyle, ButtonStyleRules} from '../rules';
import styles from './styles.module.css';

/** The drawn play sign of a video embed (the drawing is hidden from screen readers). */
const PLAY_SIGN = '▶';

function EmbedPlaceholder({embed}: {embed: NonNullable<ButtonStyle['embed']>}): ReactNode {
  return (
    <span className={styles.embed}>
      {embed.type !== 'chat' && <span className={styles.embedVideo}>{PLAY_SIGN}</span>}
      {embed.type !== 'video' && (
        <span className={styles.embedChat}>
          <span />
          <span />
          <span />
        </span>
      )}
      <span className={styles.embedLabel}>
        <Translate
          id="help.styleBuilder.preview.embed"
          description="Label of the embed's placeholder: its type and channel"
          values={{type: valueLabel('embedType', embed.type).toLowerCase(), channel: embed.channel}}
        >
          {'Twitch {type}: {channel}'}
        </Translate>
      </span>
    </span>
  );
}

type Props = {style: ButtonStyle; rules: ButtonStyleRules; captionId: string};

/**
 * A deck button with the style applied, the way the app draws its text.
 * An embed is a labelled placeholder: nothing is requested from Twitch.
 * The drawing is hidden from screen readers, which read the caption.
 */
export default function ButtonPreview({style, rules, captionId}: Props): ReactNode {
  const textStyle: CSSProperties = {
    color: style.textColor ?? undefined,
    // The rules' values are CSS values of the same names.
    textAlign: style.align as CSSProperties['textAlign'],
    fontWeight: style.fontWeight,
    fontStyle: style.fontStyle,
    textShadow: style.removeShadow ? 'none' : undefined,
  };
  return (
    <figure className={clsx('margin--none', styles.preview)}>
      <div className={styles.deck} aria-hidden="true">
        <div className={styles.button}>
          {style.embed && <EmbedPlaceholder embed={style.embed} />}
          <span className={styles.buttonText} style={textStyle}>
            <Translate id="help.styleBuilder.preview.buttonText" description="The sample button's text">
              Start raid
            </Translate>
          </span>
        </div>
      </div>
      <figcaption id={captionId} className={styles.caption} aria-live="polite">
        <Translate id="help.styleBuilder.preview.caption" values={{description: describeStyle(style, rules)}}>
          {'Preview: {description}.'}
        </Translate>
      </figcaption>
    </figure>
  );
}
