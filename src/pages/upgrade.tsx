import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/PageHero';
import {UpgradeGuide} from '@site/src/components/UpgradeSections';
import {PRODUCT_NAME} from '@site/src/data/constants';

export default function Upgrade(): ReactNode {
  return (
    <Layout
      title="Upgrade to Pro"
      description={`Remove the ads and unlock every advanced feature of ${PRODUCT_NAME} on Android, desktop or iOS.`}
    >
      <main>
        <PageHero title="Upgrade to Pro" subtitle={`How to get ${PRODUCT_NAME} Pro on each platform.`} />
        <div className="container margin-bottom--xl">
          <UpgradeGuide />
        </div>
      </main>
    </Layout>
  );
}
