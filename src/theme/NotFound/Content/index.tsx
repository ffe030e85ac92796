import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import NotFoundLinks, {OtherLanguageHomes} from '@site/src/components/site/NotFoundLinks';

export default function NotFoundContent({className}: Props): ReactNode {
  const title = translate({
    id: 'site.notFound.title',
    message: 'Page not found',
    description: 'Title and heading of the 404 page',
  });
  return (
    <>
      {/* With docs at the root, DocRoot renders only this component, so it sets the title itself. */}
      <PageMetadata title={title} />
      <main className={clsx('container margin-vert--xl', className)}>
        <div className="row">
          <div className="col col--8 col--offset-2">
            <Heading as="h1">{title}</Heading>
            <p>
              <Translate id="site.notFound.text">
                This address does not lead to a page. It may have been mistyped, or the page may have moved. One of
                these should get you where you were going:
              </Translate>
            </p>
            <NotFoundLinks />
            <OtherLanguageHomes />
          </div>
        </div>
      </main>
    </>
  );
}
