import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ROUTES, type RoutePath} from '@site/src/data/routes';
import styles from './styles.module.css';

const WAYS_BACK: readonly {to: RoutePath; label: string; hint: string}[] = [
  {to: ROUTES.home, label: 'Home', hint: 'What Deck Hopper is and does'},
  {to: ROUTES.setup, label: 'Setup', hint: 'Connect the app to SAMMI and learn every feature'},
  {to: ROUTES.faq, label: 'FAQ', hint: 'Short answers to common questions'},
  {to: ROUTES.troubleshooting, label: 'Help', hint: 'Fixes for connection and display problems'},
];

/** The ways back offered by the 404 page (no search needed). */
export default function NotFoundLinks(): ReactNode {
  return (
    <ul className={styles.list}>
      {WAYS_BACK.map(({to, label, hint}) => (
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
