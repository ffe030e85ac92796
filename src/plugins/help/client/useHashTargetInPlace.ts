import {useLayoutEffect, useRef, useState} from 'react';
import {idFromHash} from '../contract';

/** Where the element the address names is on the screen, or null. */
function hashTargetTop(): number | null {
  const id = typeof window === 'undefined' ? null : idFromHash(window.location.hash);
  return id === null ? null : (document.getElementById(id)?.getBoundingClientRect().top ?? null);
}

/**
 * How many times the visitor has scrolled (wheel, finger, keys) on this page. Listeners on the
 * window are passive for wheel and touch already: the browser never waits for them to scroll.
 */
let scrolls = 0;
if (typeof window !== 'undefined') {
  ['wheel', 'touchmove', 'keydown'].forEach((type) => {
    addEventListener(type, () => scrolls++, true);
  });
}

/**
 * Keeps the element the address names (the entry a deep link opened, or a step inside it) where
 * the visitor sees it when what the browser alone knows first shows, after hydration (`shown`
 * turns true): the notes on the platform and the version at the top of the open entry. The page is scrolled by what the element moved on the screen, before the browser paints, so
 * nothing moves. Where the element was is read as the first render starts; a visitor who has
 * scrolled since then has moved on, and their scroll is not undone. Later changes (the visitor
 * choosing a platform) are the visitor's own and scroll nothing. When two changes show in one
 * commit, the second caller finds nothing left to do.
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
