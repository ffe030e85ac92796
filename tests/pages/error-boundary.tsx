import {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/**
 * Crashes on purpose so the browser tests can check the error screen, like
 * Docusaurus' own error-boundary test pages. Not linked, not indexed, not in
 * the sitemap.
 */
function Crash({withCause}: {withCause: boolean}): ReactNode {
  if (withCause) {
    throw new Error('Rendering failed on purpose <b>as text</b>', {cause: new Error('The cause of the failure')});
  }
  throw new Error('Rendering failed on purpose');
}

/** Inside the layout's error boundary, so "Try again" starts it afresh. */
function CrashControls(): ReactNode {
  const [crash, setCrash] = useState<'none' | 'plain' | 'cause'>('none');
  return (
    <main className="container margin-vert--lg">
      <Heading as="h1">Error screen test</Heading>
      <p>Each button makes this page fail while rendering.</p>
      <div className="button-group">
        <button type="button" className="button button--danger" onClick={() => setCrash('plain')}>
          Crash this page
        </button>
        <button type="button" className="button button--warning" onClick={() => setCrash('cause')}>
          Crash with a cause
        </button>
      </div>
      {crash !== 'none' && <Crash withCause={crash === 'cause'} />}
    </main>
  );
}

export default function ErrorBoundaryTestPage(): ReactNode {
  return (
    <Layout title="Error screen test" description="A page that crashes on purpose, for tests.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <CrashControls />
    </Layout>
  );
}
