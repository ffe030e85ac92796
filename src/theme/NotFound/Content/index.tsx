import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import NotFoundLinks from '@site/src/components/NotFoundLinks';

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <>
      {/* With docs at the root, DocRoot renders only this component, so it sets the title itself. */}
      <PageMetadata title="Page not found" />
      <main className={clsx('container margin-vert--xl', className)}>
        <div className="row">
          <div className="col col--8 col--offset-2">
            <Heading as="h1">Page not found</Heading>
            <p>
              This address does not lead to a page. It may have been mistyped, or the page may have moved. One of these
              should get you where you were going:
            </p>
            <NotFoundLinks />
          </div>
        </div>
      </main>
    </>
  );
}
