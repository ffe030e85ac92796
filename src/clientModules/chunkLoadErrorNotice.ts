/**
 * When a page's code chunk cannot be loaded (a flaky connection, a new
 * release replacing old files), the page would stay as static HTML that never
 * becomes interactive, with no word of why. This shows the bundler's own
 * message, "Loading chunk {id} failed.", with a button to reload.
 */

import {chunkFailureText} from '../data/errors';

export const NOTICE_ID = 'chunk-load-error';

const CHUNK_MESSAGE = /Loading (?:CSS )?chunk (\S+) failed/;

/** The chunk id of a chunk-loading failure, or null for any other error. */
export function failedChunkId(reason: unknown): string | null {
  if (typeof reason !== 'object' || reason === null) return null;
  const {name, message} = reason as {name?: unknown; message?: unknown};
  if (typeof message !== 'string') return null;
  const match = CHUNK_MESSAGE.exec(message);
  if (match) return match[1]!.replace(/\.$/, '');
  return name === 'ChunkLoadError' ? '' : null;
}

/** Builds the notice with DOM calls only: React may be what failed to start. */
export function showChunkLoadErrorNotice(chunkId: string, doc: Document = document): HTMLElement {
  doc.getElementById(NOTICE_ID)?.remove();
  const notice = doc.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'alert');
  notice.className = 'chunk-load-error';

  const text = doc.createElement('p');
  text.textContent = `${chunkFailureText(chunkId)} Check your connection, then reload the page.`;

  const reload = doc.createElement('button');
  reload.type = 'button';
  reload.className = 'button button--primary button--sm';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => doc.defaultView?.location.reload());

  notice.append(text, reload);
  doc.body.append(notice);
  return notice;
}

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    const chunkId = failedChunkId(event.reason);
    if (chunkId !== null) showChunkLoadErrorNotice(chunkId);
  });
}
