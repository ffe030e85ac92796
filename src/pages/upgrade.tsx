import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/PageHero';
import {UPGRADE_SECTION_IDS, UpgradeGuide} from '@site/src/components/UpgradeSections';
import {PRODUCT_NAME} from '@site/src/data/constants';
import {PRODUCT_ANCHORS} from '@site/src/data/productAnchors';
import {useHashScroll} from '@site/src/hooks/useHashScroll';

/** Deep links the app opens: both land clear of the fixed header. */
const HASH_TARGETS = {
  [PRODUCT_ANCHORS.upgradeDesktop]: UPGRADE_SECTION_IDS.desktop,
  [PRODUCT_ANCHORS.upgradeNow]: PRODUCT_ANCHORS.upgradeNow,
};

export default function Upgrade(): ReactNode {
  useHashScroll(HASH_TARGETS);
  return (
    <Layout
      title="Upgrade to Pro"
      description={`Remove the ads and unlock every advanced feature of ${PRODUCT_NAME} on Android, desktop or iOS.`}>
      <main>
        <PageHero title="Upgrade to Pro" subtitle={`How to get ${PRODUCT_NAME} Pro on each platform.`} />
        <div className="container margin-bottom--xl">
          <UpgradeGuide />
        </div>
      </main>
    </Layout>
  );
}
