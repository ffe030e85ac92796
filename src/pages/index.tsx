import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import HomeCallToAction, {HeroDownload} from '@site/src/components/home/HomeCallToAction';
import HomeCards from '@site/src/components/home/HomeCards';
import PageHero from '@site/src/components/site/PageHero';
import {SoftwareApplicationStructuredData, appDescription} from '@site/src/components/site/StructuredData';
import VideoPreview from '@site/src/components/site/VideoPreview';
import {TOOL_NAME} from '@site/src/data/constants';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate(
        {
          id: 'home.page.title',
          message: 'The deck app for {tool}',
          description: 'The home page title; the site appends " | Deck Hopper"',
        },
        {tool: TOOL_NAME},
      )}
      description={appDescription()}
    >
      <SoftwareApplicationStructuredData />
      <main>
        <PageHero
          title={translate(
            {
              id: 'home.hero.title',
              message: 'Meet the ultimate deck app for {tool}',
              description: 'The home page heading',
            },
            {tool: TOOL_NAME},
          )}
          subtitle={translate(
            {
              id: 'home.hero.subtitle',
              message: 'Browse your {tool} decks and operate their buttons from your phone, tablet or computer.',
              description: 'The line under the home page heading',
            },
            {tool: TOOL_NAME},
          )}
        >
          <HeroDownload />
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
