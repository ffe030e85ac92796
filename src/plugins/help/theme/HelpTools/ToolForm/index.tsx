import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import VisuallyHidden from '@site/src/components/site/VisuallyHidden';
import styles from './styles.module.css';

type Props = {title: ReactNode; className?: string; children: ReactNode};

/** The box of a form-like help tool, with its heading; its fields use this folder's `field`, `label`, `control`. */
export default function ToolForm({title, className, children}: Props): ReactNode {
  return (
    <div className={clsx(styles.tool, className)}>
      <Heading as="h3" className="margin--none">
        {title}
      </Heading>
      {children}
    </div>
  );
}

/** An error line that says "Error" in words and with an icon (a circled exclamation mark), not by colour alone. */
export function ErrorText({children}: {children: ReactNode}): ReactNode {
  return (
    <p className={styles.error}>
      <svg className={styles.errorIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          fillRule="evenodd"
          d="M10 .5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19Zm0 2a7.5 7.5 0 1 1 0 15 7.5 7.5 0 0 1 0-15ZM9 6a1 1 0 0 1 2 0v4.5a1 1 0 0 1-2 0ZM10 13.25a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5Z"
        />
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
