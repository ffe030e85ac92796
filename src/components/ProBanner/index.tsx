import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {SECTION_ANCHORS} from '@site/src/data/deepLinks';
import {ROUTES} from '@site/src/data/routes';
import styles from './styles.module.css';

/** The Pro upgrade banner at the top of the download page. */
export default function ProBanner(): ReactNode {
  return (
    <aside className={styles.banner} aria-label="Deck Hopper Pro">
      <p className={styles.text}>
        <strong>Go Pro:</strong> remove all ads and unlock every advanced feature.
      </p>
      <div className={styles.buttons}>
        <Link className="button button--primary" to={`${ROUTES.upgrade}#${SECTION_ANCHORS.upgradeNow}`}>
          Upgrade to Pro
        </Link>
        <Link className="button button--secondary button--outline" to={ROUTES.features}>
          Compare features
        </Link>
      </div>
    </aside>
  );
}
