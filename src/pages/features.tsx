import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import FeatureTable from '@site/src/components/FeatureTable';
import IosNotice from '@site/src/components/IosNotice';
import PageHero from '@site/src/components/PageHero';
import {PRODUCT_NAME} from '@site/src/data/constants';

export default function Features(): ReactNode {
  return (
    <Layout
      title="Features: Basic and Pro"
      description={`Compare the free Basic edition of ${PRODUCT_NAME} with Pro, feature by feature.`}>
      <main>
        <PageHero title="Features" subtitle="What the free Basic edition and Pro include." />
        <div className="container margin-bottom--xl">
          <IosNotice />
          <FeatureTable />
        </div>
      </main>
    </Layout>
  );
}
