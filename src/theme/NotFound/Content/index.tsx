import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/NotFound/Content';

/**
 * With docs at the root, the docs route of every help page imports this
 * component (it renders it for an unknown address), so the page itself
 * loads on demand: the help pages do not carry it. The server renders it
 * whole (the build waits for every lazy component), so a 404 page is
 * complete without JavaScript and hydrates once its code has arrived.
 */
const NotFoundPage = lazy(() => import('./NotFoundPage'));

export default function NotFoundContent(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <NotFoundPage {...props} />
    </Suspense>
  );
}
