import {useEffect, useRef} from 'react';
import {useLocation} from '@docusaurus/router';
import {idFromHash} from '../../contract';

/**
 * Calls `onHash(id, initial)` for the hash of the first render and for every
 * later hash: router navigations (links to `/faq#x` from any page) and
 * native `hashchange` (plain `#x` links, the address bar). `initial` is true
 * only for the hash the page was opened with.
 */
export function useHashEntry(onHash: (id: string, initial: boolean) => void): void {
  const {hash} = useLocation();
  const onHashRef = useRef(onHash);
  const isFirst = useRef(true);

  // The latest callback, kept without re-running the effects below (declared first, so it runs first).
  useEffect(() => {
    onHashRef.current = onHash;
  });

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
