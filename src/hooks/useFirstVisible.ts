import {useCallback, useState, type RefCallback} from 'react';

/**
 * The one "load it when it is wanted" switch of the site: true once the
 * element has come within 200 px of the viewport (content in a closed
 * `<details>` is not rendered, so it counts once its entry is opened), and
 * from then on; at once without IntersectionObserver. With `whenEntryOpen`,
 * an open `<details>` around the element counts too: open when the element
 * mounts, or opened later (its `toggle`), wherever it is on the page. Nothing
 * happens on the server or before hydration, so the server HTML and the first
 * paint are the same with or without it.
 */
export function useFirstVisible<T extends Element>(whenEntryOpen = false): [RefCallback<T>, boolean] {
  const [visible, setVisible] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || visible) return undefined;
      const details = whenEntryOpen ? element.closest('details') : null;
      if (typeof IntersectionObserver === 'undefined' || details?.open) {
        setVisible(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) show();
        },
        {rootMargin: '200px'},
      );
      const onToggle = () => {
        if (details?.open) show();
      };
      function stop() {
        observer.disconnect();
        details?.removeEventListener('toggle', onToggle);
      }
      function show() {
        stop();
        setVisible(true);
      }
      observer.observe(element);
      details?.addEventListener('toggle', onToggle);
      return stop;
    },
    [visible, whenEntryOpen],
  );
  return [ref, visible];
}
