import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import VisuallyHidden from '@site/src/components/site/VisuallyHidden';
import Price from '@site/src/components/products/Price';
import type {Price as PriceData} from '@site/src/data/constants';
import styles from './styles.module.css';

/** "$2.99 (was $4.99)": the struck regular price is announced as such, in the page's language and number format. */
export default function PriceTag({price}: {price: PriceData}): ReactNode {
  return (
    <span className={styles.price}>
      <del className={styles.regular}>
        <VisuallyHidden>
          <Translate id="site.priceTag.regular" description="Read before the struck regular price (keep the space)">
            {'regular price '}
          </Translate>
        </VisuallyHidden>
        <Price amount={price.regular} />
      </del>{' '}
      <strong className={styles.amount}>
        <VisuallyHidden>
          <Translate id="site.priceTag.now" description="Read before the current price (keep the space)">
            {'now '}
          </Translate>
        </VisuallyHidden>
        <Price amount={price.amount} />
      </strong>
    </span>
  );
}
