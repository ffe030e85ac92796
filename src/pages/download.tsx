import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import {
  AndroidSection,
  DesktopSection,
  ExtensionSection,
  IosSection,
} from '@site/src/components/products/DownloadSections';
import {YourStore} from '@site/src/components/products/StoreButton';
import PageHero from '@site/src/components/site/PageHero';
import ProBanner from '@site/src/components/products/ProBanner';
import {SoftwareApplicationStructuredData} from '@site/src/components/site/StructuredData';
import {PRODUCT_NAME, TRIAL_DAYS} from '@site/src/data/constants';
import {operatingSystemsText} from '@site/src/texts/platforms';

export default function Download(): ReactNode {
  return (
    <Layout
      title={translate({id: 'download.page.title', message: 'Download'})}
      description={translate(
        {
          id: 'download.page.description',
          message: 'Get {product} for {systems}, with a {days}-day free trial on Android and desktop.',
          description: '{systems}: the list of operating systems; {days}: the trial length',
        },
        {product: PRODUCT_NAME, systems: operatingSystemsText(), days: TRIAL_DAYS},
      )}
    >
      <SoftwareApplicationStructuredData />
      <main>
        <PageHero
          title={translate({id: 'download.hero.title', message: 'Download {product}'}, {product: PRODUCT_NAME})}
          subtitle={translate({id: 'download.hero.subtitle', message: 'Pick your platform.'})}
        />
        <div className="container margin-bottom--xl">
          <YourStore />
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
