import {useEffect, useEffectEvent, useRef} from 'react';
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
  const isFirst = useRef(true);
  // The latest callback, called without re-running the effects below.
  const onId = useEffectEvent((id: string | null, initial: boolean) => {
    if (id !== null) onHash(id, initial);
  });

  useEffect(() => {
    const initial = isFirst.current;
    isFirst.current = false;
    onId(idFromHash(hash), initial);
  }, [hash]);

  useEffect(() => {
    const onHashChange = () => onId(idFromHash(window.location.hash), false);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
}
