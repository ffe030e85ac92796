import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {SECTION_ANCHORS} from '@site/src/data/deepLinks';
import {ROUTES} from '@site/src/data/routes';
import styles from './styles.module.css';

/** The Pro upgrade banner at the top of the download page. */
export default function ProBanner(): ReactNode {
  return (
    <aside className={styles.banner} aria-label="Deck Hopper Pro">
      <p className="margin--none">
        <Translate
          id="download.proBanner.text"
          description="The Pro banner on the download page; {goPro} is the bold lead-in"
          values={{
            goPro: (
              <strong>
                <Translate id="download.proBanner.goPro">Go Pro:</Translate>
              </strong>
            ),
          }}
        >
          {'{goPro} remove all ads and unlock every advanced feature.'}
        </Translate>
      </p>
      <div className={styles.buttons}>
        <Link className="button button--primary" to={`${ROUTES.upgrade}#${SECTION_ANCHORS.upgradeNow}`}>
          <Translate id="site.cta.upgradeToPro">Upgrade to Pro</Translate>
        </Link>
        <Link className="button button--secondary button--outline" to={ROUTES.features}>
          <Translate id="download.proBanner.compare">Compare features</Translate>
        </Link>
      </div>
    </aside>
  );
}
