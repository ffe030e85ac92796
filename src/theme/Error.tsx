import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Layout from '@theme/Layout';
import type {Props} from '@theme/Error';
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import ErrorScreen, {errorTitle} from '@site/src/components/site/ErrorScreen';

/**
 * A crash outside the page (header, footer, layout, root). The error screen
 * is tried inside the layout first; if the layout itself is what fails, the
 * inner boundary shows the same screen on its own. The route context mirrors
 * Docusaurus' own fallback, which the layout needs (facebook/docusaurus#9852).
 */
export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <RouteContextProvider value={{plugin: {name: 'site-error-boundary', id: 'default'}}}>
      <ErrorBoundary fallback={() => <ErrorScreen error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>{errorTitle()}</title>
        </Head>
        <Layout>
          <ErrorScreen error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
