import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomeCallToAction from '@site/src/components/HomeCallToAction';
import HomeCards from '@site/src/components/HomeCards';
import PageHero from '@site/src/components/PageHero';
import {SoftwareApplicationStructuredData} from '@site/src/components/StructuredData';
import VideoPreview from '@site/src/components/VideoPreview';
import {TOOL_NAME} from '@site/src/data/constants';
import {HOME_DESCRIPTION, HOME_TITLE} from '@site/src/data/seo';

export default function Home(): ReactNode {
  return (
    <Layout title={HOME_TITLE} description={HOME_DESCRIPTION}>
      <SoftwareApplicationStructuredData />
      <main>
        <PageHero
          title={`Meet the ultimate deck app for ${TOOL_NAME}`}
          subtitle={`Browse your ${TOOL_NAME} decks and operate their buttons from your phone, tablet or computer.`}
        >
          <div className="margin-top--lg">
            <VideoPreview />
          </div>
        </PageHero>
        <HomeCards />
        <HomeCallToAction />
      </main>
    </Layout>
  );
}
