import {useLayoutEffect, useRef, useState} from 'react';
import {idFromHash} from '../contract';

/** Where the element the address names is on the screen, or null. */
function hashTargetTop(): number | null {
  const id = typeof window === 'undefined' ? null : idFromHash(window.location.hash);
  return id === null ? null : (document.getElementById(id)?.getBoundingClientRect().top ?? null);
}

/**
 * Keeps the element the address names (the entry a deep link opened) where the visitor sees it
 * when what the browser alone knows first shows, after hydration (`shown` turns true): the
 * platform's marks beside the titles above it may make them wrap. The page is scrolled by what
 * the content above it grew, before the browser paints, so nothing moves on the screen (the
 * update notice does the same for itself). Where the element was is read as the first render
 * starts; later changes (the visitor choosing a platform) are the visitor's own and scroll
 * nothing.
 */
export function useHashTargetInPlace(shown: boolean): void {
  const [targetTop] = useState(hashTargetTop);
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current || !shown) return;
    done.current = true;
    const top = hashTargetTop();
    if (targetTop !== null && top !== null) window.scrollBy(0, top - targetTop);
  }, [shown, targetTop]);
}
