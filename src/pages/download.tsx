import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {
  AndroidSection,
  DesktopSection,
  DOWNLOAD_SECTION_IDS,
  ExtensionSection,
  IosSection,
} from '@site/src/components/DownloadSections';
import PageHero from '@site/src/components/PageHero';
import ProBanner from '@site/src/components/ProBanner';
import {SoftwareApplicationStructuredData} from '@site/src/components/StructuredData';
import {PRODUCT_NAME, TRIAL_DAYS} from '@site/src/data/constants';
import {PRODUCT_ANCHORS} from '@site/src/data/productAnchors';
import {OPERATING_SYSTEMS_TEXT} from '@site/src/data/platforms';
import {useHashScroll} from '@site/src/hooks/useHashScroll';

/** `/download#purchase` (opened by the app) scrolls to the Desktop section. */
const HASH_TARGETS = {[PRODUCT_ANCHORS.downloadPurchase]: DOWNLOAD_SECTION_IDS.desktop};

export default function Download(): ReactNode {
  useHashScroll(HASH_TARGETS);
  return (
    <Layout
      title="Download"
      description={`Get ${PRODUCT_NAME} for ${OPERATING_SYSTEMS_TEXT}, with a ${TRIAL_DAYS}-day free trial on Android and desktop.`}>
      <SoftwareApplicationStructuredData />
      <main>
        <PageHero title={`Download ${PRODUCT_NAME}`} subtitle="Pick your platform." />
        <div className="container margin-bottom--xl">
          <ProBanner />
          <AndroidSection />
          <IosSection />
          <DesktopSection />
          <ExtensionSection />
        </div>
      </main>
    </Layout>
  );
}
