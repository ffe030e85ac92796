import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** The green note above the comparison: iOS has one edition, with everything. */
export default function IosNotice(): ReactNode {
  return (
    <div className={`alert alert--success ${styles.notice}`} role="note">
      <strong>On iOS</strong>, every Pro feature is included with your purchase: there is no separate Basic edition and
      no trial.
    </div>
  );
}
