import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {ROUTES, type RoutePath} from '@site/src/data/routes';
import styles from './styles.module.css';

type WayBack = {to: RoutePath; label: string; hint: string};

/** Called at render, so the texts are in the page's language. */
const waysBack = (): readonly WayBack[] => [
  {
    to: ROUTES.home,
    label: translate({id: 'site.notFound.home.label', message: 'Home'}),
    hint: translate({id: 'site.notFound.home.hint', message: 'What Deck Hopper is and does'}),
  },
  {
    to: ROUTES.setup,
    label: translate({id: 'site.notFound.setup.label', message: 'Setup'}),
    hint: translate({id: 'site.notFound.setup.hint', message: 'Connect the app to SAMMI and learn every feature'}),
  },
  {
    to: ROUTES.faq,
    label: translate({id: 'site.notFound.faq.label', message: 'FAQ'}),
    hint: translate({id: 'site.notFound.faq.hint', message: 'Short answers to common questions'}),
  },
  {
    to: ROUTES.troubleshooting,
    label: translate({id: 'site.notFound.troubleshooting.label', message: 'Help'}),
    hint: translate({id: 'site.notFound.troubleshooting.hint', message: 'Fixes for connection and display problems'}),
  },
];

/** The ways back offered by the 404 page (no search needed). */
export default function NotFoundLinks(): ReactNode {
  return (
    <ul className={styles.list}>
      {waysBack().map(({to, label, hint}) => (
        <li key={to}>
          <Link className={styles.link} to={to}>
            <span className={styles.label}>{label}</span>
            <span className={styles.hint}>{hint}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
