import type {ReactNode} from 'react';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {formatPrice, type Price} from '@site/src/data/constants';
import styles from './styles.module.css';

/** "$2.99 (was $4.99)": the struck regular price is announced as such. */
export default function PriceTag({price}: {price: Price}): ReactNode {
  return (
    <span className={styles.price}>
      <del className={styles.regular}>
        <VisuallyHidden>regular price </VisuallyHidden>
        {formatPrice(price.regular)}
      </del>{' '}
      <strong className={styles.amount}>
        <VisuallyHidden>now </VisuallyHidden>
        {formatPrice(price.amount)}
      </strong>
    </span>
  );
}
