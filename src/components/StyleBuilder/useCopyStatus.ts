import {useEffect, useRef, useState} from 'react';
import {copyText} from '../CopyLinkButton/copyText';

/** How long a confirmation stays on screen. */
const MESSAGE_MS = 4000;

/** Copies text with the same fallback as Copy link, and says how it went for a while. */
export function useCopyStatus(messages: {copied: string; failed: string}): [string, boolean, (text: string) => Promise<void>] {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    const copied = await copyText(text);
    setStatus(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), MESSAGE_MS);
  };
  return [status === 'idle' ? '' : messages[status], status === 'failed', copy];
}
