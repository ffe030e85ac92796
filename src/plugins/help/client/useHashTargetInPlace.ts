import {useLayoutEffect, useRef, useState} from 'react';
import {idFromHash} from '../contract';

/** Where the element the address names is on the screen, or null. */
function hashTargetTop(): number | null {
  const id = typeof window === 'undefined' ? null : idFromHash(window.location.hash);
  return id === null ? null : (document.getElementById(id)?.getBoundingClientRect().top ?? null);
}

/** How many times the visitor has scrolled (wheel, finger, keys); window listeners are passive for wheel and touch. */
let scrolls = 0;
if (typeof window !== 'undefined') {
  ['wheel', 'touchmove', 'keydown'].forEach((type) => {
    addEventListener(type, () => scrolls++, true);
  });
}

/**
 * Keeps the element the address names (a deep-linked entry, or a step inside it) where the visitor
 * sees it when what only the browser knows first shows above it (`shown` turns true): the page is
 * scrolled by what the element moved, before the browser paints. Not after the visitor has scrolled
 * since the first render, nor for later changes, which are the visitor's own.
 */
export function useHashTargetInPlace(shown: boolean): void {
  const [start] = useState(() => ({top: hashTargetTop(), scrolls}));
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current || !shown) return;
    done.current = true;
    const top = hashTargetTop();
    if (start.top !== null && top !== null && start.scrolls === scrolls) window.scrollBy(0, top - start.top);
  }, [shown, start]);
}
