/**
 * When a page's code chunk cannot be loaded (a flaky connection, a new
 * release replacing old files, no connection at all), the page would stay as
 * static HTML that never becomes interactive, with no word of why; and a
 * link followed meanwhile would make Docusaurus reload the page, which
 * offline shows the browser's own error page. This shows the bundler's own
 * message, "Loading chunk {id} failed.", with a button to reload, instead:
 *
 * - every chunk load goes through `guardChunkLoading`: a failure shows the
 *   notice and leaves the current page where it is; when it was a link's
 *   page that failed, the address goes back to the page still shown (one
 *   step back in the history, so Forward tries the link again), and the
 *   address, the header and the content agree; a chunk still loading after
 *   CHUNK_SLOW_NOTICE_MS shows the notice long before the bundler gives up
 *   (CHUNK_LOAD_TIMEOUT_MS), and it goes away if the chunk arrives;
 * - a failure the page's code does not handle (the search index that cannot
 *   be fetched, a chunk loaded elsewhere) shows it too.
 */

import {translate} from '@docusaurus/Translate';
import {CHUNK_SLOW_NOTICE_MS} from '../data/constants';

export const NOTICE_ID = 'chunk-load-error';

const CHUNK_MESSAGE = /Loading (?:CSS )?chunk (\S+) failed/;

/** The chunk id of a chunk-loading failure, or null for any other error. */
export function failedChunkId(reason: unknown): string | null {
  if (typeof reason !== 'object' || reason === null) return null;
  const {name, message} = reason as {name?: unknown; message?: unknown};
  if (typeof message !== 'string') return null;
  const chunk = CHUNK_MESSAGE.exec(message)?.[1];
  if (chunk !== undefined) return chunk.replace(/\.$/, '');
  return name === 'ChunkLoadError' ? '' : null;
}

/*
 * The notice's texts in the page's language (`translate` works outside React
 * too). The English of a failed chunk is the bundler's own wording, which the
 * spec pins (tests/unit/specification.test.ts).
 */
export const chunkFailedText = (chunkId: string): string =>
  chunkId
    ? translate(
        {
          id: 'site.chunkNotice.chunkFailed',
          message: 'Loading chunk {chunkId} failed.',
          description: "The bundler's message",
        },
        {chunkId},
      )
    : networkFailureText();
export const networkFailureText = (): string =>
  translate({id: 'site.chunkNotice.partFailed', message: 'Loading a part of this page failed.'});
export const slowText = (): string =>
  translate({id: 'site.chunkNotice.slow', message: 'This page is taking a long time to load.'});
const checkAndReloadText = (): string =>
  translate({id: 'site.chunkNotice.checkAndReload', message: 'Check your connection, then reload the page.'});
const checkOrReloadText = (): string =>
  translate({id: 'site.chunkNotice.checkOrReload', message: 'Check your connection, or reload the page.'});

/** A fetch that failed for want of a network: the search index, for one. */
export function isNetworkFailure(reason: unknown): boolean {
  if (!(reason instanceof Error) && (typeof reason !== 'object' || reason === null)) return false;
  const {name, message} = reason as {name?: unknown; message?: unknown};
  return (
    name === 'TypeError' && typeof message === 'string' && /Failed to fetch|NetworkError|Load failed/i.test(message)
  );
}

type EnsureChunk = (chunkId: string | number) => Promise<unknown>;
type Hooks = {onSlow: (chunkId: string) => void; onLoad: (chunkId: string) => void; onFail: (chunkId: string) => void};

/**
 * Wraps the bundler's chunk loader. A failed chunk calls `onFail` and never
 * settles, so the page the visitor is on stays as it is until they reload.
 */
export function guardChunkLoading(ensure: EnsureChunk, hooks: Hooks, slowMs = CHUNK_SLOW_NOTICE_MS): EnsureChunk {
  return (chunkId) => {
    const id = String(chunkId);
    let settled = false;
    const timer = setTimeout(() => {
      if (!settled) hooks.onSlow(id);
    }, slowMs);
    return ensure(chunkId).then(
      (value) => {
        settled = true;
        clearTimeout(timer);
        hooks.onLoad(id);
        return value;
      },
      (error: unknown) => {
        settled = true;
        clearTimeout(timer);
        hooks.onFail(failedChunkId(error) || id);
        return new Promise<never>(() => undefined);
      },
    );
  };
}

/** Builds the notice with DOM calls only: React may be what failed to start. */
export function showChunkLoadErrorNotice(chunkId: string, doc: Document = document): HTMLElement {
  return showNotice(`${chunkFailedText(chunkId)} ${checkAndReloadText()}`, doc);
}

export function showNotice(message: string, doc: Document = document, kind = 'failed'): HTMLElement {
  doc.getElementById(NOTICE_ID)?.remove();
  const notice = doc.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'alert');
  notice.className = 'chunk-load-error';
  notice.dataset.kind = kind;

  const text = doc.createElement('p');
  text.textContent = message;

  const reload = doc.createElement('button');
  reload.type = 'button';
  reload.className = 'button button--primary button--sm';
  reload.textContent = translate({
    id: 'site.chunkNotice.reload',
    message: 'Reload',
    description: 'Button that reloads the page',
  });
  reload.addEventListener('click', () => doc.defaultView?.location.reload());

  notice.append(text, reload);
  doc.body.append(notice);
  return notice;
}

declare const __webpack_require__: {e?: EnsureChunk} | undefined;

type RouteUpdate = {location: {pathname: string}; previousLocation: {pathname: string} | null};

/** Whether the page being loaded was reached by a new history entry (a link), not by Back or Forward. */
let loadingPushedPage = false;
let popped = false;

/** Docusaurus calls this when the address changes, before the new page's code loads. */
export function onRouteUpdate({location, previousLocation}: RouteUpdate): void {
  // A change of hash alone loads nothing.
  if (previousLocation && location.pathname !== previousLocation.pathname) loadingPushedPage = !popped;
  popped = false;
}

/** …and this once the new page is shown. */
export function onRouteDidUpdate(): void {
  loadingPushedPage = false;
}

/** A link's page failed to load: its history entry is left, so the address is the page's still shown. */
function leaveFailedPage(): void {
  if (!loadingPushedPage) return;
  loadingPushedPage = false;
  window.history.back();
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    popped = true;
  });
  window.addEventListener('unhandledrejection', (event) => {
    const chunkId = failedChunkId(event.reason);
    if (chunkId !== null) showChunkLoadErrorNotice(chunkId);
    else if (isNetworkFailure(event.reason)) {
      showNotice(`${networkFailureText()} ${checkAndReloadText()}`);
    }
  });

  // Webpack and Rspack both expose their chunk loader to modules this way.
  const runtime = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__;
  if (runtime?.e) {
    runtime.e = guardChunkLoading(runtime.e.bind(runtime), {
      onSlow: () => {
        if (!document.getElementById(NOTICE_ID)) {
          showNotice(`${slowText()} ${checkOrReloadText()}`, document, 'slow');
        }
      },
      onLoad: () => {
        const notice = document.getElementById(NOTICE_ID);
        if (notice?.dataset.kind === 'slow') notice.remove();
      },
      onFail: (chunkId) => {
        showChunkLoadErrorNotice(chunkId);
        leaveFailedPage();
      },
    });
  }
}
