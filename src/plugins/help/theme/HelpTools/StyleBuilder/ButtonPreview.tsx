import type {CSSProperties, ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {describeStyle} from '@site/src/utils/dhStyles';
import type {ButtonStyle, ButtonStyleRules} from '../rules';
import styles from './styles.module.css';
import {valueLabel} from './valueLabels';

/** The button's own label in the preview (a deck button's text comes from SAMMI), in the page's language. */
export const previewText = (): string =>
  translate({
    id: 'help.styleBuilder.preview.buttonText',
    message: 'Start raid',
    description: "The sample button's text",
  });

/** The drawn play sign of a video embed (the drawing is hidden from screen readers). */
const PLAY_SIGN = '▶';

const embedTypeLabel = (type: string) => valueLabel('embedType', type);

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
          values={{type: embedTypeLabel(embed.type).toLowerCase(), channel: embed.channel}}
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
        <Translate
          id="help.styleBuilder.preview.caption"
          values={{description: describeStyle(style, rules, embedTypeLabel)}}
        >
          {'Preview: {description}.'}
        </Translate>
      </figcaption>
    </figure>
  );
}
