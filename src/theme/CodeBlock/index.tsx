import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

// Prism and the highlighter load with the first code block, not with every page.
const HighlightedCodeBlock = lazy(() => import('./Highlighted'));

/** Shown only while the highlighter loads after a client-side navigation. */
function PlainCodeBlock({children, className}: Props): ReactNode {
  return (
    <pre className={className}>
      <code>{children}</code>
    </pre>
  );
}

/**
 * The theme's code block, loaded on demand. The server renders it in full,
 * so the first paint and pages without JavaScript show highlighted code, and
 * React hydrates it once its chunk has arrived.
 */
export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
