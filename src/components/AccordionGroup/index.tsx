import {useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import {AccordionGroupContext, type AccordionGroupState} from './context';
import {idFromHash, prefersReducedMotion} from '@site/src/utils/location';
import {useHashEntry} from './useHashEntry';

/** Attribute on each entry's title heading; only these ids are opened from a hash. */
export const ENTRY_ATTRIBUTE = 'data-accordion-entry';
/** Attribute on each entry's body, so the no-JavaScript style can show it. */
export const PANEL_ATTRIBUTE = 'data-accordion-panel';
/** Attribute on controls that need JavaScript, hidden when it is off. */
export const NEEDS_SCRIPT_ATTRIBUTE = 'data-needs-script';

/**
 * Without JavaScript nothing can open an entry, so every body is shown and
 * the controls that would do nothing are hidden.
 */
const NO_SCRIPT_CSS = `[${PANEL_ATTRIBUTE}][hidden]{display:block !important}[${NEEDS_SCRIPT_ATTRIBUTE}]{display:none !important}`;

type ScrollRequest = {id: string; smooth: boolean};

type Props = {children: ReactNode};

/**
 * Holds a list of `<Accordion>` entries: one open at a time, opened by a
 * click or by the URL hash, and scrolled into view below the fixed header
 * when opened.
 */
export default function AccordionGroup({children}: Props): ReactNode {
  const [openId, setOpenId] = useState<string | null>(null);
  const [scrollRequest, setScrollRequest] = useState<ScrollRequest | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const entryElement = useCallback((id: string): HTMLElement | null => {
    const element = document.getElementById(id);
    const container = containerRef.current;
    if (!element || !container || !container.contains(element) || !element.hasAttribute(ENTRY_ATTRIBUTE)) {
      return null;
    }
    return element;
  }, []);

  const open = useCallback(
    (id: string, smooth: boolean) => {
      if (!entryElement(id)) return;
      setOpenId(id);
      setScrollRequest({id, smooth});
    },
    [entryElement],
  );

  // The page's first hash lands at once; later ones scroll smoothly.
  useHashEntry((id, initial) => open(id, !initial));

  // Runs after the previous entry has closed, so the target is where it stays.
  useEffect(() => {
    if (!scrollRequest) return;
    const smooth = scrollRequest.smooth && !prefersReducedMotion();
    document.getElementById(scrollRequest.id)?.scrollIntoView({behavior: smooth ? 'smooth' : 'auto', block: 'start'});
  }, [scrollRequest]);

  // A link to the hash already in the address bar fires no hashchange event.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a[href*="#"]');
    if (!(link instanceof HTMLAnchorElement)) return;
    if (link.pathname !== window.location.pathname || link.hash !== window.location.hash) return;
    const id = idFromHash(link.hash);
    if (id !== null) open(id, true);
  };

  const state = useMemo<AccordionGroupState>(
    () => ({
      openId,
      toggle: (id) => {
        if (openId === id) {
          setOpenId(null);
          return;
        }
        setOpenId(id);
        setScrollRequest({id, smooth: true});
      },
      reveal: (id) => setOpenId(id),
    }),
    [openId],
  );

  return (
    <AccordionGroupContext.Provider value={state}>
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <div ref={containerRef} onClickCapture={onClickCapture}>
        {children}
      </div>
    </AccordionGroupContext.Provider>
  );
}
