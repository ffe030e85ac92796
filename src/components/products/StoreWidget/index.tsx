import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ITCH_WIDGET_SIZE, itchEmbedUrl, type StoreWidget as StoreWidgetData} from '@site/src/data/media';
import useDataText from '@site/src/i18n/useDataText';
import styles from './styles.module.css';

/**
 * An itch.io purchase widget with its store link. The link is always there,
 * so the page works when the widget is blocked, offline or not configured;
 * the iframe is only rendered once a game id is known. It loads lazily, sends
 * no referrer, and runs sandboxed with just what the widget's "Buy" link
 * needs (scripts and opening the store in a new tab).
 */
export default function StoreWidget({widget}: {widget: StoreWidgetData}): ReactNode {
  const {title, itchGameId, store, linkLabel} = widget;
  const t = useDataText();
  return (
    <div className={styles.widget}>
      {itchGameId !== null ? (
        <iframe
          className={styles.frame}
          src={itchEmbedUrl(itchGameId)}
          title={t(title)}
          width={ITCH_WIDGET_SIZE.width}
          height={ITCH_WIDGET_SIZE.height}
          loading="lazy"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        />
      ) : null}
      <Link className="button button--secondary button--outline" href={store.href}>
        <span className={styles.label}>{t(linkLabel)}</span>
      </Link>
    </div>
  );
}
