import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {title: ReactNode; className?: string; children: ReactNode};

/** The box of a form-like help tool, with its heading; its fields are src/css/fields.module.css's, as the support forms'. */
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
