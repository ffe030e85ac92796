import {
  NOTICE_ID,
  chunkFailedText,
  failedChunkId,
  guardChunkLoading,
  showChunkLoadErrorNotice,
} from '@site/src/clientModules/chunkLoadErrorNotice';
import {CHUNK_LOAD_TIMEOUT_MS, CHUNK_SLOW_NOTICE_MS} from '@site/src/data/constants';
import {inSpanish} from '../helpers/spanish';

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
  });

  it('words a failure with or without a chunk id', () => {
    expect(chunkFailedText('7')).toBe('Loading chunk 7 failed.');
    expect(chunkFailedText('')).toBe('Loading a part of this page failed.');
  });

  it('speaks the page language: Spanish on the Spanish site', () => {
    inSpanish();
    const notice = showChunkLoadErrorNotice('42');
    expect(notice).toHaveTextContent(
      'No se pudo cargar el fragmento 42. Comprueba tu conexión y vuelve a cargar la página.',
    );
    expect(notice.querySelector('button')).toHaveTextContent('Recargar');
  });

  it('renders a hostile chunk id as text', () => {
    const notice = showChunkLoadErrorNotice('<img src=x onerror=alert(1)>');
    expect(notice.querySelector('img')).toBeNull();
    expect(notice).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});

describe('guardChunkLoading', () => {
  const hooks = () => ({onSlow: jest.fn(), onLoad: jest.fn(), onFail: jest.fn()});

  afterEach(() => jest.useRealTimers());

  it('passes a loaded chunk through', async () => {
    const calls = hooks();
    const ensure = guardChunkLoading(() => Promise.resolve('ok'), calls, 1000);
    await expect(ensure(7)).resolves.toBe('ok');
    expect(calls.onLoad).toHaveBeenCalledWith('7');
    expect(calls.onFail).not.toHaveBeenCalled();
  });

  it('reports a failed chunk and never settles, so the current page stays', async () => {
    const calls = hooks();
    const ensure = guardChunkLoading(() => Promise.reject(chunkError('Loading chunk 12 failed.')), calls, 1000);
    const outcome = jest.fn();
    ensure(12).then(outcome, outcome);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.onFail).toHaveBeenCalledWith('12');
    expect(outcome).not.toHaveBeenCalled();
  });

  it('reports a chunk that hangs long before the bundler gives up', async () => {
    jest.useFakeTimers();
    const calls = hooks();
    let arrive: (value: unknown) => void = () => undefined;
    const ensure = guardChunkLoading(() => new Promise((resolve) => (arrive = resolve)), calls, 10_000);
    const loaded = ensure('slow');
    jest.advanceTimersByTime(9_999);
    expect(calls.onSlow).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(calls.onSlow).toHaveBeenCalledWith('slow');
    arrive('late');
    await expect(loaded).resolves.toBe('late');
    expect(calls.onLoad).toHaveBeenCalledWith('slow');
  });

  it('waits less than a tenth of the bundler time-out', () => {
    expect(CHUNK_SLOW_NOTICE_MS).toBeLessThanOrEqual(CHUNK_LOAD_TIMEOUT_MS / 10);
  });
});

describe('failed fetches', () => {
  it('are failures that name no chunk', () => {
    expect(failedChunkId(new TypeError('Failed to fetch'))).toBe('');
    expect(failedChunkId(new TypeError('NetworkError when attempting to fetch resource.'))).toBe('');
    expect(failedChunkId(new TypeError('x is not a function'))).toBeNull();
    expect(failedChunkId(new Error('Failed to fetch'))).toBeNull();
    expect(failedChunkId('Failed to fetch')).toBeNull();
  });
});
