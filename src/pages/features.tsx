import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import {useEditionCost} from '@site/src/components/products/Editions';
import FeatureTable from '@site/src/components/products/FeatureTable';
import IosNotice from '@site/src/components/products/IosNotice';
import PageHero from '@site/src/components/site/PageHero';
import {PRODUCT_NAME} from '@site/src/data/constants';

export default function Features(): ReactNode {
  const basicCost = useEditionCost({edition: 'basic'});
  return (
    <Layout
      title={translate({id: 'features.page.title', message: 'Features: Basic and Pro'})}
      description={translate(
        {
          id: 'features.page.description',
          message: 'Compare {product} Basic and Pro, feature by feature. Basic is {basicCost}.',
          description: '{basicCost}: "free on Android and a one-time purchase on desktop"',
        },
        {product: PRODUCT_NAME, basicCost},
      )}
    >
      <main>
        <PageHero
          title={translate({id: 'features.hero.title', message: 'Features'})}
          subtitle={translate(
            {
              id: 'features.hero.subtitle',
              message: 'What Basic and Pro include. Basic is {basicCost}.',
              description: '{basicCost}: "free on Android and a one-time purchase on desktop"',
            },
            {basicCost},
          )}
        />
        <div className="container margin-bottom--xl">
          <IosNotice />
          <FeatureTable />
        </div>
      </main>
    </Layout>
  );
}
