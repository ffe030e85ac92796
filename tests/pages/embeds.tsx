import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import StoreWidget from '@site/src/components/products/StoreWidget';
import VideoPreview from '@site/src/components/site/VideoPreview';
import {OVERVIEW_VIDEO, STORE_WIDGETS, type StoreWidget as StoreWidgetData, type Video} from '@site/src/data/media';
import {FIXTURE_ITCH_IDS, FIXTURE_YOUTUBE_ID} from './_embedFixtures';

const VIDEO: Video = {...OVERVIEW_VIDEO, youtubeId: FIXTURE_YOUTUBE_ID};
const WIDGETS: StoreWidgetData[] = (Object.keys(FIXTURE_ITCH_IDS) as (keyof typeof FIXTURE_ITCH_IDS)[]).map((key) => ({
  ...STORE_WIDGETS[key],
  itchGameId: FIXTURE_ITCH_IDS[key],
}));

/**
 * The video player and the store widgets with their ids set, so the browser
 * tests check the embeds before the real ids are known (src/data/media.ts
 * keeps them null until then). The widgets sit well below the first screen,
 * where lazy loading must hold them back. Not linked, not indexed, not in
 * the sitemap.
 */
export default function EmbedsTestPage(): ReactNode {
  return (
    <Layout title="Embeds test" description="The video and store widgets with made-up ids, for tests.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">Embeds test</Heading>
        <VideoPreview video={VIDEO} />
        <div style={{height: '400vh'}} aria-hidden="true" />
        <section aria-label="Store widgets">
          {WIDGETS.map((widget) => (
            <StoreWidget key={widget.id} widget={widget} />
          ))}
        </section>
      </main>
    </Layout>
  );
}
