import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import VisuallyHidden from '@site/src/components/site/VisuallyHidden';
import {formatPrice, type Price} from '@site/src/data/constants';
import styles from './styles.module.css';

/** "$2.99 (was $4.99)": the struck regular price is announced as such, in the page's language and number format. */
export default function PriceTag({price}: {price: Price}): ReactNode {
  const {i18n} = useDocusaurusContext();
  return (
    <span className={styles.price}>
      <del className={styles.regular}>
        <VisuallyHidden>
          <Translate id="site.priceTag.regular" description="Read before the struck regular price (keep the space)">
            {'regular price '}
          </Translate>
        </VisuallyHidden>
        {formatPrice(price.regular, i18n.currentLocale)}
      </del>{' '}
      <strong className={styles.amount}>
        <VisuallyHidden>
          <Translate id="site.priceTag.now" description="Read before the current price (keep the space)">
            {'now '}
          </Translate>
        </VisuallyHidden>
        {formatPrice(price.amount, i18n.currentLocale)}
      </strong>
    </span>
  );
}
