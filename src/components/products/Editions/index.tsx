import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PRICES, formatPrice} from '@site/src/data/constants';

/**
 * What each edition costs where, in the one wording the product pages, the
 * licence and the FAQ share, in the page's language. In MDX:
 *
 *   Basic is <EditionCost edition="basic" withPrice />. <BasicLimits />
 *   Pro is <EditionCost edition="pro" withPrice />. <IosEdition />
 *
 * Each renders its words only (no element around them), so it reads as part
 * of the sentence it sits in.
 */

/** Pro is worded by its desktop price only: there is no "Pro costs" without it. */
export type EditionCostProps = {edition: 'basic'; withPrice?: boolean} | {edition: 'pro'; withPrice: true};

/** "free on Android and a one-time purchase of $2.99 on desktop", for a sentence or a page's description. */
export function useEditionCost(props: EditionCostProps): string {
  const {i18n} = useDocusaurusContext();
  if (props.edition === 'pro') {
    return translate(
      {
        id: 'editions.pro.desktopCost',
        message: 'a one-time purchase of {price} on desktop',
        description: 'Pro\'s cost, inside a sentence ("Pro is …"); {price}: its desktop price',
      },
      {price: formatPrice(PRICES.pro.amount, i18n.currentLocale)},
    );
  }
  if (props.withPrice) {
    return translate(
      {
        id: 'editions.basic.costWithPrice',
        message: 'free on Android and a one-time purchase of {price} on desktop',
        description: 'Basic\'s cost, inside a sentence ("Basic is …"); {price}: its desktop price',
      },
      {price: formatPrice(PRICES.basic.amount, i18n.currentLocale)},
    );
  }
  return translate({
    id: 'editions.basic.cost',
    message: 'free on Android and a one-time purchase on desktop',
    description: 'Basic\'s cost, inside a sentence ("Basic is …")',
  });
}

export function EditionCost(props: EditionCostProps): ReactNode {
  return useEditionCost(props);
}

/** "It shows ads and leaves out the Pro features.", said of Basic after its cost. */
export function BasicLimits(): ReactNode {
  return translate({
    id: 'editions.basic.limits',
    message: 'It shows ads and leaves out the Pro features.',
    description: 'Said of Basic, after its cost',
  });
}

/** iOS sells one edition: "On iOS there is no trial and no Basic: …" */
export function IosEdition(): ReactNode {
  return translate({
    id: 'editions.ios',
    message: 'On iOS there is no trial and no Basic: the purchase includes every Pro feature.',
  });
}
