import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import PageHero from '@site/src/components/site/PageHero';
import {UpgradeGuide} from '@site/src/components/products/UpgradeSections';
import {PRODUCT_NAME} from '@site/src/data/constants';

export default function Upgrade(): ReactNode {
  const title = translate({id: 'upgrade.page.title', message: 'Upgrade to Pro'});
  return (
    <Layout
      title={title}
      description={translate(
        {
          id: 'upgrade.page.description',
          message: 'Remove the ads and unlock every advanced feature of {product} on Android, desktop or iOS.',
        },
        {product: PRODUCT_NAME},
      )}
    >
      <main>
        <PageHero
          title={title}
          subtitle={translate(
            {id: 'upgrade.hero.subtitle', message: 'How to get {product} Pro on each platform.'},
            {product: PRODUCT_NAME},
          )}
        />
        <div className="container margin-bottom--xl">
          <UpgradeGuide />
        </div>
      </main>
    </Layout>
  );
}
