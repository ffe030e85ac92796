import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {ROUTES} from '@site/src/data/routes';
import styles from './styles.module.css';

/** The way to get the app, on the home page's first screen, phones included. */
export default function HeroDownload(): ReactNode {
  return (
    <p className={styles.download}>
      <Link className="button button--primary button--lg" to={ROUTES.download}>
        <Translate id="home.cta.download">Download Now</Translate>
      </Link>
    </p>
  );
}
