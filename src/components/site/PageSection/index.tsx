import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

type Props = {
  /** Anchor of the whole section; registered with the broken-anchor check. */
  id: string;
  title: ReactNode;
  children: ReactNode;
};

/**
 * A titled section of a product page whose id is a deep link. The id sits on the section, not
 * the heading, so a hash lands on the section's top edge (the anchor offset of custom.css).
 */
export default function PageSection({id, title, children}: Props): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return (
    <section id={id} className={styles.section}>
      <Heading as="h2">{title}</Heading>
      {children}
    </section>
  );
}
