import {useEffect, useRef, useState} from 'react';
import {copyText} from './copyText';

/** How long a confirmation stays on screen. */
const MESSAGE_MS = 4000;

export type CopyMessages = {copied: string; failed: string};

export type CopyState = {message: string; failed: boolean};

/** On a phone with a share sheet, text ready now goes there; resolves to whether it was shared (or the visitor closed the sheet). */
async function shared(text: string | Promise<string>): Promise<boolean> {
  if (typeof text !== 'string' || typeof navigator.share !== 'function' || !matchMedia('(pointer: coarse)').matches)
    return false;
  try {
    await navigator.share({text});
    return true;
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError';
  }
}

/**
 * Copies text, or text on its way (with copyText's fallback), and says for a while how the last copy went;
 * on a phone, text ready now opens the system share sheet instead.
 */
export function useCopyStatus(): [
  CopyState,
  (text: string | Promise<string>, messages: CopyMessages) => Promise<void>,
] {
  const [status, setStatus] = useState<CopyState>({message: '', failed: false});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string | Promise<string>, messages: CopyMessages) => {
    if (await shared(text)) return;
    const copied = await copyText(text);
    setStatus({message: copied ? messages.copied : messages.failed, failed: !copied});
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus({message: '', failed: false}), MESSAGE_MS);
  };
  return [status, copy];
}
