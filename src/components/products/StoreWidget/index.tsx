import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {
  ITCH_WIDGET_SIZE,
  itchEmbedUrl,
  type StoreWidget as StoreWidgetData,
  type StoreWidgetId,
} from '@site/src/data/media';
import styles from './styles.module.css';

type WidgetTexts = {
  title: string;
  /** The link's text: says what the visitor gets there, so two widgets on one page never read alike. */
  linkLabel: string;
};

/** A widget's words in the page's language; called while rendering. */
function widgetTexts(id: StoreWidgetId): WidgetTexts {
  const widgets: Record<StoreWidgetId, WidgetTexts> = {
    desktopBasic: {
      title: translate({
        id: 'products.storeWidget.desktopBasic.title',
        message: 'Deck Hopper Basic for desktop on itch.io',
      }),
      linkLabel: translate({id: 'products.storeWidget.desktopBasic.link', message: 'Buy Basic for desktop on itch.io'}),
    },
    desktopPro: {
      title: translate({
        id: 'products.storeWidget.desktopPro.title',
        message: 'Deck Hopper Pro for desktop on itch.io',
      }),
      linkLabel: translate({id: 'products.storeWidget.desktopPro.link', message: 'Buy Pro for desktop on itch.io'}),
    },
    extension: {
      title: translate({
        id: 'products.storeWidget.extension.title',
        message: 'Deck Hopper Advanced Extension on itch.io',
      }),
      linkLabel: translate({
        id: 'products.storeWidget.extension.link',
        message: 'Get the free Advanced Extension on itch.io',
      }),
    },
  };
  return widgets[id];
}

/**
 * An itch.io purchase widget with its store link, which is always there, so
 * the page works when the widget is blocked, offline or has no game id yet.
 * The sandbox allows only what the widget's "Buy" link needs (scripts, the
 * store in a new tab). Not `allow-same-origin`: the purchase happens in the
 * store's tab, and beside `allow-scripts` it would lift the sandbox of a page
 * from the site's own origin.
 */
export default function StoreWidget({widget}: {widget: StoreWidgetData}): ReactNode {
  const {id, itchGameId, store} = widget;
  const {title, linkLabel} = widgetTexts(id);
  return (
    <div className={styles.widget}>
      {itchGameId !== null ? (
        <iframe
          className={styles.frame}
          src={itchEmbedUrl(itchGameId)}
          title={title}
          width={ITCH_WIDGET_SIZE.width}
          height={ITCH_WIDGET_SIZE.height}
          loading="lazy"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
        />
      ) : null}
      <Link className="button button--secondary button--outline" href={store.href}>
        <span className={styles.label}>{linkLabel}</span>
      </Link>
    </div>
  );
}
