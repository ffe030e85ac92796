import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomeCallToAction from '@site/src/components/HomeCallToAction';
import HomeCards from '@site/src/components/HomeCards';
import PageHero from '@site/src/components/PageHero';
import VideoPreview from '@site/src/components/VideoPreview';
import {PRODUCT_NAME, TOOL_NAME} from '@site/src/data/constants';

export default function Home(): ReactNode {
  return (
    <Layout
      title={`${PRODUCT_NAME}: the deck app for ${TOOL_NAME}`}
      description={`${PRODUCT_NAME} lets you browse your ${TOOL_NAME} decks and press their buttons from Android, iOS, Windows, macOS, Linux, a browser or an OBS dock.`}>
      <main>
        <PageHero
          title={`Meet the ultimate deck app for ${TOOL_NAME}`}
          subtitle={`Browse your ${TOOL_NAME} decks and operate their buttons from your phone, tablet or computer.`}>
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
