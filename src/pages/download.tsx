import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {AndroidSection, DesktopSection, ExtensionSection, IosSection} from '@site/src/components/DownloadSections';
import PageHero from '@site/src/components/PageHero';
import ProBanner from '@site/src/components/ProBanner';
import {SoftwareApplicationStructuredData} from '@site/src/components/StructuredData';
import {PRODUCT_NAME, TRIAL_DAYS} from '@site/src/data/constants';
import {OPERATING_SYSTEMS_TEXT} from '@site/src/data/platforms';

export default function Download(): ReactNode {
  return (
    <Layout
      title="Download"
      description={`Get ${PRODUCT_NAME} for ${OPERATING_SYSTEMS_TEXT}, with a ${TRIAL_DAYS}-day free trial on Android and desktop.`}
    >
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
