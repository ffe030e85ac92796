import {useCallback, useState, type RefCallback} from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport, and
 * from then on. Content inside a closed `<details>` is not rendered, so it
 * does not count until its entry is opened. Without IntersectionObserver
 * the element counts as visible at once.
 */
export function useFirstVisible<T extends Element>(rootMargin = '200px'): [RefCallback<T>, boolean] {
  const [visible, setVisible] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || visible) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setVisible(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            setVisible(true);
          }
        },
        {rootMargin},
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [visible, rootMargin],
  );
  return [ref, visible];
}
