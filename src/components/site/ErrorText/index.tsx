import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import VisuallyHidden from '@site/src/components/site/VisuallyHidden';
import styles from './styles.module.css';

/** An error line of a form or a help tool: it says "Error" in words and with an icon, not by colour alone. */
export default function ErrorText({id, children}: {id?: string; children: ReactNode}): ReactNode {
  return (
    <p id={id} className={styles.error}>
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <rect x="9" y="5" width="2" height="6.5" rx="1" fill="currentColor" />
        <circle cx="10" cy="14.5" r="1.25" fill="currentColor" />
      </svg>
      <VisuallyHidden>
        {translate({
          id: 'forms.message.errorPrefix',
          message: 'Error: ',
          description: 'Read by screen readers before each error message (keep the space at the end)',
        })}
      </VisuallyHidden>
      {children}
    </p>
  );
}
