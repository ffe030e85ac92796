import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatPrice} from '@site/src/data/constants';

type Props = {
  amount: number;
  /** Without cents: "$100". */
  whole?: boolean;
};

/** An amount of the site's currency, formatted for the page's language ("$2.99", "2,99 US$"). */
export default function Price({amount, whole = false}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  return formatPrice(amount, i18n.currentLocale, whole);
}
