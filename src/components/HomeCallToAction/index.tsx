import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ROUTES} from '@site/src/data/routes';
import styles from './styles.module.css';

/** The Pro note and the two calls to action that close the home page. */
export default function HomeCallToAction(): ReactNode {
  return (
    <section className={styles.cta} aria-label="Get Deck Hopper">
      <div className="container">
        <p className={styles.note}>
          Some advanced features require Deck Hopper Pro. <Link to={ROUTES.features}>Compare Basic and Pro</Link>.
        </p>
        <div className={styles.buttons}>
          <Link className="button button--primary button--lg" to={ROUTES.download}>
            Download Now
          </Link>
          <Link className="button button--secondary button--outline button--lg" to={ROUTES.upgrade}>
            Upgrade to Pro
          </Link>
        </div>
      </div>
    </section>
  );
}
