import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import {useFirstVisible} from '@site/src/hooks/useFirstVisible';
import styles from './styles.module.css';

// Prism and the highlighter load when a code block first comes into view.
const HighlightedCodeBlock = lazy(() => import('./Highlighted'));

/** The code as plain preformatted text: the static HTML, and until the highlighter arrives. */
function PlainCodeBlock({children, className}: Props): ReactNode {
  return (
    // Focusable, so a keyboard can scroll a long line sideways (as the theme's own block is).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1).
    <pre className={`${className ?? ''} ${styles.plain}`} tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}

/**
 * The theme's code block, highlighted on demand: plain text in the server HTML
 * and the first render, so a page's code blocks cost its load and hydration
 * nothing; near the viewport, Prism loads and the theme's block takes over.
 */
export default function CodeBlock(props: Props): ReactNode {
  const [ref, visible] = useFirstVisible<HTMLDivElement>();
  return (
    <div ref={ref}>
      {visible ? (
        <Suspense fallback={<PlainCodeBlock {...props} />}>
          <HighlightedCodeBlock {...props} />
        </Suspense>
      ) : (
        <PlainCodeBlock {...props} />
      )}
    </div>
  );
}
