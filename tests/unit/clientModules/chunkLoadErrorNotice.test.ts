import {NOTICE_ID, failedChunkId, showChunkLoadErrorNotice} from '@site/src/clientModules/chunkLoadErrorNotice';
import {chunkFailureText} from '@site/src/data/errors';

function chunkError(message: string): Error {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

describe('chunk-loading failures', () => {
  it('recognises the bundlers’ messages and extracts the chunk id', () => {
    expect(failedChunkId(chunkError('Loading chunk 4821 failed.\n(error: https://x/4821.js)'))).toBe('4821');
    expect(failedChunkId(chunkError('Loading chunk license-page failed.'))).toBe('license-page');
    expect(failedChunkId(chunkError('Loading CSS chunk 12 failed.'))).toBe('12');
    expect(failedChunkId(chunkError('something else'))).toBe('');
  });

  it('ignores every other error', () => {
    expect(failedChunkId(new Error('boom'))).toBeNull();
    expect(failedChunkId('Loading chunk 1 failed.')).toBeNull();
    expect(failedChunkId(undefined)).toBeNull();
  });

  it('shows the spec’s message with a reload button, once', () => {
    showChunkLoadErrorNotice('42');
    showChunkLoadErrorNotice('42');
    const notices = document.querySelectorAll(`#${NOTICE_ID}`);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveAttribute('role', 'alert');
    expect(notices[0]).toHaveTextContent('Loading chunk 42 failed.');
    expect(notices[0]!.querySelector('button')).toHaveTextContent('Reload');
    expect(chunkFailureText('7')).toBe('Loading chunk 7 failed.');
  });

  it('renders a hostile chunk id as text', () => {
    const notice = showChunkLoadErrorNotice('<img src=x onerror=alert(1)>');
    expect(notice.querySelector('img')).toBeNull();
    expect(notice).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
