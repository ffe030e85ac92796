import {useEffect, useRef, useState} from 'react';
import {copyText} from './copyText';

/** How long a confirmation stays on screen. */
const MESSAGE_MS = 4000;

export type CopyMessages = {copied: string; failed: string};

export type CopyState = {message: string; failed: boolean};

/** Copies text, or text on its way (with copyText's fallback), and says for a while how the last copy went. */
export function useCopyStatus(): [
  CopyState,
  (text: string | Promise<string>, messages: CopyMessages) => Promise<void>,
] {
  const [status, setStatus] = useState<CopyState>({message: '', failed: false});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string | Promise<string>, messages: CopyMessages) => {
    const copied = await copyText(text);
    setStatus({message: copied ? messages.copied : messages.failed, failed: !copied});
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus({message: '', failed: false}), MESSAGE_MS);
  };
  return [status, copy];
}
