import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import FeatureTable from '@site/src/components/FeatureTable';
import IosNotice from '@site/src/components/IosNotice';
import PageHero from '@site/src/components/PageHero';
import {PRODUCT_NAME} from '@site/src/data/constants';
import {BASIC_COST} from '@site/src/data/editions';

export default function Features(): ReactNode {
  return (
    <Layout
      title="Features: Basic and Pro"
      description={`Compare ${PRODUCT_NAME} Basic and Pro, feature by feature. Basic is ${BASIC_COST}.`}
    >
      <main>
        <PageHero title="Features" subtitle={`What Basic and Pro include. Basic is ${BASIC_COST}.`} />
        <div className="container margin-bottom--xl">
          <IosNotice />
          <FeatureTable />
        </div>
      </main>
    </Layout>
  );
}
