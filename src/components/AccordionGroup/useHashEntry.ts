import {useEffect, useRef} from 'react';
import {useLocation} from '@docusaurus/router';

/** Longer hashes cannot be one of our anchor ids; ignore them without decoding. */
const MAX_HASH_LENGTH = 200;

/**
 * The anchor id a URL hash names, or null when the hash is empty, too long
 * or not valid percent-encoding. Never throws.
 */
export function idFromHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '' || raw.length > MAX_HASH_LENGTH) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Calls `onHash(id, initial)` for the hash of the first render and for every
 * later hash: router navigations (links to `/faq#x` from any page) and
 * native `hashchange` (plain `#x` links, the address bar). `initial` is true
 * only for the hash the page was opened with.
 */
export function useHashEntry(onHash: (id: string, initial: boolean) => void): void {
  const {hash} = useLocation();
  const onHashRef = useRef(onHash);
  onHashRef.current = onHash;
  const isFirst = useRef(true);

  useEffect(() => {
    const initial = isFirst.current;
    isFirst.current = false;
    const id = idFromHash(hash);
    if (id !== null) onHashRef.current(id, initial);
  }, [hash]);

  useEffect(() => {
    const onHashChange = () => {
      const id = idFromHash(window.location.hash);
      if (id !== null) onHashRef.current(id, false);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
}
