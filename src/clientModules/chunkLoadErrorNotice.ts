/**
 * A chunk that cannot be loaded would leave static HTML that never hydrates,
 * or a reload into the browser's error page (src/theme/README.md). Instead
 * every chunk load goes through `guardChunkLoading`: a failure shows the
 * bundler's own message, "Loading chunk {id} failed.", with Reload, and keeps
 * the page shown; a link's page that failed steps back in the history, so the
 * address matches the page and Forward tries the link again. A chunk still
 * loading after CHUNK_SLOW_NOTICE_MS says so until it arrives, and a failure
 * no code handles (the search index that cannot be fetched) shows it too.
 */

import type {ClientModule} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {CHUNK_SLOW_NOTICE_MS} from '../data/constants';

export const NOTICE_ID = 'chunk-load-error';

const CHUNK_MESSAGE = /Loading (?:CSS )?chunk (\S+) failed/;

/**
 * The chunk id of a chunk-loading failure; '' for one that names no chunk, and for a fetch that failed
 * for want of a network (the search index, for one); null for any other error.
 */
export function failedChunkId(reason: unknown): string | null {
  if (typeof reason !== 'object' || reason === null) return null;
  const {name, message} = reason as {name?: unknown; message?: unknown};
  if (typeof message !== 'string') return null;
  const chunk = CHUNK_MESSAGE.exec(message)?.[1];
  if (chunk !== undefined) return chunk.replace(/\.$/, '');
  const offline = name === 'TypeError' && /Failed to fetch|NetworkError|Load failed/i.test(message);
  return name === 'ChunkLoadError' || offline ? '' : null;
}

// `translate` works outside React too. The spec pins the bundler's wording (tests/unit/specification.test.ts).
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
    : translate({id: 'site.chunkNotice.partFailed', message: 'Loading a part of this page failed.'});
const slowText = (): string =>
  translate({id: 'site.chunkNotice.slow', message: 'This page is taking a long time to load.'});
const checkAndReloadText = (): string =>
  translate({id: 'site.chunkNotice.checkAndReload', message: 'Check your connection, then reload the page.'});
const checkOrReloadText = (): string =>
  translate({id: 'site.chunkNotice.checkOrReload', message: 'Check your connection, or reload the page.'});

type EnsureChunk = (chunkId: string | number) => Promise<unknown>;
type Hooks = {onSlow: (chunkId: string) => void; onLoad: (chunkId: string) => void; onFail: (chunkId: string) => void};

/**
 * Wraps the bundler's chunk loader. A failed chunk calls `onFail` and never
 * settles, so the page the visitor is on stays as it is until they reload.
 */
export function guardChunkLoading(ensure: EnsureChunk, hooks: Hooks, slowMs = CHUNK_SLOW_NOTICE_MS): EnsureChunk {
  return (chunkId) => {
    const id = String(chunkId);
    const timer = setTimeout(() => hooks.onSlow(id), slowMs);
    return ensure(chunkId).then(
      (value) => {
        clearTimeout(timer);
        hooks.onLoad(id);
        return value;
      },
      (error: unknown) => {
        clearTimeout(timer);
        hooks.onFail(failedChunkId(error) || id);
        return new Promise<never>(() => undefined);
      },
    );
  };
}

/** Builds the notice with DOM calls only: React may be what failed to start. */
export function showChunkLoadErrorNotice(chunkId: string): HTMLElement {
  return showNotice(`${chunkFailedText(chunkId)} ${checkAndReloadText()}`);
}

function showNotice(message: string, kind = 'failed'): HTMLElement {
  document.getElementById(NOTICE_ID)?.remove();
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'alert');
  notice.className = 'chunk-load-error';
  notice.dataset.kind = kind;

  const text = document.createElement('p');
  text.textContent = message;

  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button button--primary button--sm';
  reload.textContent = translate({
    id: 'site.chunkNotice.reload',
    message: 'Reload',
    description: 'Button that reloads the page',
  });
  reload.addEventListener('click', () => window.location.reload());

  notice.append(text, reload);
  document.body.append(notice);
  return notice;
}

declare const __webpack_require__: {e?: EnsureChunk} | undefined;

/** Whether the page being loaded was reached by a new history entry (a link), not by Back or Forward. */
let loadingPushedPage = false;
let popped = false;

/** Docusaurus calls this when the address changes, before the new page's code loads. */
export const onRouteUpdate: ClientModule['onRouteUpdate'] = ({location, previousLocation}) => {
  // A change of hash alone loads nothing.
  if (previousLocation && location.pathname !== previousLocation.pathname) loadingPushedPage = !popped;
  popped = false;
};

/** …and this once the new page is shown. */
export function onRouteDidUpdate(): void {
  loadingPushedPage = false;
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    popped = true;
  });
  window.addEventListener('unhandledrejection', (event) => {
    // A failed fetch no code handles too, such as the search index's.
    const chunkId = failedChunkId(event.reason);
    if (chunkId !== null) showChunkLoadErrorNotice(chunkId);
  });

  // Webpack and Rspack both expose their chunk loader to modules this way.
  const runtime = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__;
  if (runtime?.e) {
    runtime.e = guardChunkLoading(runtime.e.bind(runtime), {
      onSlow: () => {
        if (!document.getElementById(NOTICE_ID)) {
          showNotice(`${slowText()} ${checkOrReloadText()}`, 'slow');
        }
      },
      onLoad: () => {
        const notice = document.getElementById(NOTICE_ID);
        if (notice?.dataset.kind === 'slow') notice.remove();
      },
      onFail: (chunkId) => {
        showChunkLoadErrorNotice(chunkId);
        // A link's page failed to load: its history entry is left, so the address is the page's still shown.
        if (loadingPushedPage) window.history.back();
        loadingPushedPage = false;
      },
    });
  }
}
