import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {PRODUCT_NAME, TOOL_NAME} from '@site/src/data/constants';
import {hostsText, operatingSystemsText} from '@site/src/texts/platforms';
import {serializeJsonLd, softwareApplicationJsonLd} from '@site/src/utils/structuredData';
import {useLatestRelease} from '@site/src/plugins/help/client/useHelpData';

/**
 * What the app is, in the page's language: the home page's meta description
 * and the app's description in its structured data. Called while rendering.
 */
export function appDescription(): string {
  return translate(
    {
      id: 'site.appDescription',
      message:
        '{product} lets you browse your {tool} decks and press their buttons from {systems}, and with Pro also {hosts}.',
      description:
        'The home page description; {systems}: the operating systems with an app, as a list; {hosts}: where server mode runs the app ("in a web browser or …")',
    },
    {product: PRODUCT_NAME, tool: TOOL_NAME, systems: operatingSystemsText(), hosts: hostsText()},
  );
}

/**
 * Deck Hopper as a `SoftwareApplication`, for the home and download pages, described in the page's
 * language: JSON-LD in the page head, in the static HTML for crawlers that run no JavaScript.
 */
export function SoftwareApplicationStructuredData(): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const absolute = (path: string) => withBaseUrl(path, {absolute: true});
  const text = {description: appDescription(), softwareVersion: useLatestRelease()};
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(softwareApplicationJsonLd(absolute, text))}</script>
    </Head>
  );
}
