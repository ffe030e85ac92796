import {lazy, Suspense, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

/**
 * A help page's footer (its tags, its edit link and last update) loads only
 * when the page has one of them: none has today, and every help page
 * imports this component. The conditions are the theme's own.
 */
const Footer = lazy(() => import('@theme-original/DocItem/Footer'));

export default function DocItemFooter(): ReactNode {
  const {editUrl, lastUpdatedAt, lastUpdatedBy, tags} = useDoc().metadata;
  if (tags.length === 0 && !editUrl && !lastUpdatedAt && !lastUpdatedBy) return null;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
