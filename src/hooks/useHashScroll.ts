import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import {HASH_SCROLL_DELAY_MS, HASH_SCROLL_OFFSET_PX} from '@site/src/data/constants';
import {idFromHash, scrollBehavior} from '@site/src/utils/location';

export type HashScrollOptions = {delayMs?: number; offsetPx?: number};

/**
 * When the URL hash is one of `targets`' keys, scrolls the element with the
 * mapped id so its top sits `offsetPx` below the viewport top, after
 * `delayMs`. The delay lets the page settle (fonts, hydration) before
 * measuring; the offset keeps the section clear of the fixed header. Used
 * by /download#purchase and /upgrade#desktop.
 */
export function useHashScroll(
  targets: Readonly<Record<string, string>>,
  {delayMs = HASH_SCROLL_DELAY_MS, offsetPx = HASH_SCROLL_OFFSET_PX}: HashScrollOptions = {},
): void {
  const {hash} = useLocation();
  const fromHash = idFromHash(hash);
  const targetId = fromHash !== null && Object.hasOwn(targets, fromHash) ? targets[fromHash] : undefined;

  useEffect(() => {
    if (targetId === undefined) return undefined;
    const timer = window.setTimeout(() => {
      const element = document.getElementById(targetId);
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY - offsetPx;
      window.scrollTo({top: Math.max(0, top), behavior: scrollBehavior()});
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [targetId, hash, delayMs, offsetPx]);
}
