import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {ROUTES} from '@site/src/data/routes';
import styles from './styles.module.css';

function DownloadNow(): ReactNode {
  return (
    <Link className="button button--primary button--lg" to={ROUTES.download}>
      <Translate id="home.cta.download">Download Now</Translate>
    </Link>
  );
}

/** The way to get the app, on the home page's first screen, phones included. */
export function HeroDownload(): ReactNode {
  return (
    <p className={styles.heroDownload}>
      <DownloadNow />
    </p>
  );
}

/** The Pro note and the two calls to action that close the home page. */
export default function HomeCallToAction(): ReactNode {
  return (
    <section className={styles.cta} aria-label={translate({id: 'home.cta.label', message: 'Get Deck Hopper'})}>
      <div className="container">
        <p className={styles.note}>
          <Translate
            id="home.cta.note"
            description="{compare} is the link to the features page"
            values={{
              compare: (
                <Link to={ROUTES.features}>
                  <Translate id="home.cta.compare">Compare Basic and Pro</Translate>
                </Link>
              ),
            }}
          >
            {'Some advanced features require Deck Hopper Pro. {compare}.'}
          </Translate>
        </p>
        <div className={styles.buttons}>
          <DownloadNow />
          <Link className="button button--secondary button--outline button--lg" to={ROUTES.upgrade}>
            <Translate id="site.cta.upgradeToPro">Upgrade to Pro</Translate>
          </Link>
        </div>
      </div>
    </section>
  );
}
