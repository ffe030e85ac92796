import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {FallbackParams} from '@docusaurus/ErrorBoundary';
import Heading from '@theme/Heading';
import {ROUTES} from '@site/src/data/routes';
import styles from './styles.module.css';

/** The screen's heading, also the page title of a crash outside the page (the spec's wording). */
export function errorTitle(): string {
  return translate({id: 'site.errorScreen.title', message: 'Unexpected Application Error!'});
}

/** The error's message, or its HTTP status when a routing failure has no message. */
export function errorSummary(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null) {
    const {status, statusText} = error as {status?: unknown; statusText?: unknown};
    if (typeof status === 'number') return [status, statusText].filter(Boolean).join(' ');
  }
  return String(error);
}

/** Messages of the error and of each of its causes, for the bug report. */
export function errorDetails(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && parts.length < 10) {
    parts.push(current.stack ?? `${current.name}: ${current.message}`);
    current = current.cause;
  }
  return parts.join('\n\nCaused by:\n') || String(error);
}

/**
 * What a visitor sees when rendering fails: the message, the stack folded
 * away for bug reports, a way to try again and a way home. Everything is
 * rendered as text, never as HTML.
 */
export default function ErrorScreen({error, tryAgain}: FallbackParams): ReactNode {
  return (
    <main className={`container margin-vert--xl ${styles.screen}`} role="alert">
      <Heading as="h1">{errorTitle()}</Heading>
      <p className={styles.message}>{errorSummary(error)}</p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={tryAgain}>
          <Translate id="site.errorScreen.tryAgain">Try again</Translate>
        </button>
        <Link className="button button--secondary" to={ROUTES.home}>
          <Translate id="site.errorScreen.home">Go to the home page</Translate>
        </Link>
      </div>
      <details className={styles.details}>
        <summary>
          <Translate id="site.errorScreen.details">Technical details for a bug report</Translate>
        </summary>
        <pre className={styles.stack}>{errorDetails(error)}</pre>
      </details>
    </main>
  );
}
