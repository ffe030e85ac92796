import type {CSSProperties, ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {VALUE_LABELS, type ButtonStyle} from '@site/src/data/buttonStyles';
import useDataText from '@site/src/i18n/useDataText';
import {describeStyle} from '@site/src/utils/dhStyles';
import styles from './styles.module.css';

/** The button's own label in the preview (a deck button's text comes from SAMMI), in the page's language. */
export const previewText = (): string =>
  translate({
    id: 'help.styleBuilder.preview.buttonText',
    message: 'Start raid',
    description: "The sample button's text",
  });

/** The drawn play sign of a video embed (the drawing is hidden from screen readers). */
const PLAY_SIGN = '▶';

function EmbedPlaceholder({embed}: {embed: NonNullable<ButtonStyle['embed']>}): ReactNode {
  const t = useDataText();
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
          values={{type: t(VALUE_LABELS.embedType[embed.type]).toLowerCase(), channel: embed.channel}}
        >
          {'Twitch {type}: {channel}'}
        </Translate>
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
  const t = useDataText();
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
            {previewText()}
          </span>
        </div>
      </div>
      <figcaption id={captionId} className={styles.caption} aria-live="polite">
        <Translate id="help.styleBuilder.preview.caption" values={{description: describeStyle(style, t)}}>
          {'Preview: {description}.'}
        </Translate>
      </figcaption>
    </figure>
  );
}
