import type {CSSProperties, ReactNode} from 'react';
import {VALUE_LABELS, type ButtonStyle} from '@site/src/data/buttonStyles';
import {describeStyle} from '@site/src/utils/dhStyles';
import styles from './styles.module.css';

/** The button's own label in the preview (a deck button's text comes from SAMMI). */
export const PREVIEW_TEXT = 'Start raid';

function EmbedPlaceholder({embed}: {embed: NonNullable<ButtonStyle['embed']>}): ReactNode {
  return (
    <span className={styles.embed}>
      {embed.type !== 'chat' && <span className={styles.embedVideo}>▶</span>}
      {embed.type !== 'video' && (
        <span className={styles.embedChat}>
          <span />
          <span />
          <span />
        </span>
      )}
      <span className={styles.embedLabel}>
        Twitch {VALUE_LABELS.embedType[embed.type].toLowerCase()}: {embed.channel}
      </span>
    </span>
  );
}

type Props = {style: ButtonStyle; captionId: string};

/**
 * A deck button with the style applied, the way the app draws its text.
 * An embed is a labelled placeholder: nothing is requested from Twitch.
 * The drawing is hidden from screen readers, which read the caption.
 */
export default function ButtonPreview({style, captionId}: Props): ReactNode {
  const textStyle: CSSProperties = {
    color: style.textColor ?? undefined,
    textAlign: style.align,
    fontWeight: style.fontWeight,
    fontStyle: style.fontStyle,
    textShadow: style.removeShadow ? 'none' : undefined,
  };
  return (
    <figure className={styles.preview}>
      <div className={styles.deck} aria-hidden="true">
        <div className={styles.button}>
          {style.embed && <EmbedPlaceholder embed={style.embed} />}
          <span className={styles.buttonText} style={textStyle}>
            {PREVIEW_TEXT}
          </span>
        </div>
      </div>
      <figcaption id={captionId} className={styles.caption} aria-live="polite">
        Preview: {describeStyle(style)}.
      </figcaption>
    </figure>
  );
}
