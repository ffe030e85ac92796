import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** Text for screen readers only, e.g. "Included" next to a check-mark icon. */
export default function VisuallyHidden({children}: {children: ReactNode}): ReactNode {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
