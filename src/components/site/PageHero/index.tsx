import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {title: ReactNode; subtitle?: ReactNode; children?: ReactNode};

/** The h1 and lead paragraph that open every product page. */
export default function PageHero({title, subtitle, children}: Props): ReactNode {
  return (
    <header className={`text--center ${styles.hero}`}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        {subtitle ? <div className={styles.subtitle}>{subtitle}</div> : null}
        {children}
      </div>
    </header>
  );
}
