import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {SECTION_ANCHORS} from '@site/src/data/deepLinks';
import {ROUTES} from '@site/src/data/routes';
import {HOME_DESCRIPTION, SOCIAL_CARD} from '@site/src/data/seo';
import useDataText from '@site/src/i18n/useDataText';
import {serializeJsonLd, softwareApplicationJsonLd, type JsonLd} from '@site/src/utils/structuredData';

/**
 * A JSON-LD block in the page head. It is part of the static HTML, so
 * crawlers that run no JavaScript read it too.
 */
export default function StructuredData({data}: {data: JsonLd}): ReactNode {
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(data)}</script>
    </Head>
  );
}

/** Deck Hopper as a `SoftwareApplication`, for the home and download pages, described in the page's language. */
export function SoftwareApplicationStructuredData(): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const t = useDataText();
  const absolute = (path: string) => withBaseUrl(path, {absolute: true});
  const download = absolute(ROUTES.download);
  return (
    <StructuredData
      data={{
        ...softwareApplicationJsonLd({
          home: absolute(ROUTES.home),
          download,
          purchase: `${download}#${SECTION_ANCHORS.downloadPurchase}`,
          image: absolute(`/${SOCIAL_CARD.path}`),
        }),
        description: t(HOME_DESCRIPTION),
      }}
    />
  );
}
