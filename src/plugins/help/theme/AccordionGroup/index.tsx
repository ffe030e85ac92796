import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {AccordionGroupContext} from './context';
import {useHashEntry} from './useHashEntry';
import {useHashTargetInPlace} from '../../client/useHashTargetInPlace';
import {ENTRY_ATTRIBUTE, HASH_OPENED_ATTRIBUTE, idFromHash} from '../../contract';
import {scrollBehavior} from '@site/src/utils/location';
import {useAppVersion, usePlatform} from '../../client/useVisitor';
import UnknownTopic from '../UnknownTopic';
import styles from './styles.module.css';

type Entry = {details: HTMLDetailsElement; title: HTMLElement};

/** What an entry's id looks like (`imagesNotLoading`): another hash that names nothing is ignored quietly. */
const ENTRY_ID = /^[a-z][a-zA-Z0-9]{2,80}$/;

/** The entry an element belongs to, if it is one of this group's. */
function entryOf(element: Element | null, container: HTMLElement): Entry | null {
  const section = element?.closest(`[${ENTRY_ATTRIBUTE}]`);
  const details = section?.querySelector<HTMLDetailsElement>(':scope > details');
  const title = section?.querySelector<HTMLElement>(':scope > :is(h2, h3)');
  if (!section || !details || !title || !container.contains(section)) return null;
  return {details, title};
}

/** Closes the group's other open entries, for browsers without exclusive `<details name>`. */
function closeOthers(container: HTMLElement, keep: HTMLDetailsElement): void {
  container.querySelectorAll<HTMLDetailsElement>(`[${ENTRY_ATTRIBUTE}] > details[open]`).forEach((details) => {
    if (details !== keep) details.open = false;
  });
}

function scrollTo(element: Element, smooth: boolean): void {
  element.scrollIntoView({behavior: smooth ? scrollBehavior() : 'auto', block: 'start'});
}

/** Opens the group's entry that holds the element `id` names, and brings that element (or the title) into view. */
function openEntry(container: HTMLElement, id: string, smooth: boolean): void {
  const target = document.getElementById(id);
  const entry = entryOf(target, container);
  if (!entry || !target) return;
  closeOthers(container, entry.details);
  entry.details.open = true;
  scrollTo(entry.details.contains(target) ? target : entry.title, smooth);
}

type Props = {
  /** Every entry ends with "Still stuck?" whatever the answer (troubleshooting). */
  stillStuck?: boolean;
  /** The entries are the page's questions and answers: the build describes them to search engines (FAQPage). */
  faq?: boolean;
  children: ReactNode;
};

/**
 * Holds a list of `<Accordion>` entries. The browser and the opener script do
 * the essentials (README.md, "Deep links"); once hydrated, this scrolls an
 * entry the visitor opens into view, opens the entry of a later address, and
 * gives its entries the visitor's platform and app version, known only in the
 * browser, for what CSS cannot show by itself.
 */
export default function AccordionGroup({stillStuck = false, children}: Props): ReactNode {
  const name = useId();
  const [platform] = usePlatform();
  useHashTargetInPlace(platform !== null);
  const appVersion = useAppVersion();
  const containerRef = useRef<HTMLDivElement>(null);
  /** The entry the visitor is opening; once open, it scrolls into view. */
  const chosen = useRef<Entry | null>(null);
  /** The address's id when the page has no such element (an old or mistyped link). */
  const [unknown, setUnknown] = useState<string | null>(null);
  const checkedRef = useRef<readonly string[]>([]);

  useHashEntry((id, initial) => {
    const container = containerRef.current;
    if (!container) return;
    setUnknown(document.getElementById(id) || !ENTRY_ID.test(id) ? null : id);
    const entry = entryOf(document.getElementById(id), container);
    // The first address was opened as the page loaded; since then the visitor may have moved on.
    if (initial && entry?.details.hasAttribute(HASH_OPENED_ATTRIBUTE)) {
      entry.details.removeAttribute(HASH_OPENED_ATTRIBUTE);
      return;
    }
    openEntry(container, id, !initial);
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const onClick = (event: MouseEvent) => {
      const {target} = event;
      if (!(target instanceof Element)) return;
      // A link to the hash already in the address bar fires no hashchange event.
      const link = target.closest('a[href*="#"]');
      if (link instanceof HTMLAnchorElement) {
        const id =
          link.pathname === window.location.pathname && link.hash === window.location.hash
            ? idFromHash(link.hash)
            : null;
        if (id !== null) openEntry(container, id, true);
        return;
      }
      // A click (or Enter, or Space) on a closed entry's summary is about to open it.
      const summary = target.closest('summary');
      const entry = summary ? entryOf(summary, container) : null;
      chosen.current = entry && summary?.parentElement === entry.details && !entry.details.open ? entry : null;
      if (chosen.current) closeOthers(container, chosen.current.details);
    };
    // `toggle` does not bubble: the capture phase sees every entry's.
    const onToggle = (event: Event) => {
      if (!chosen.current || event.target !== chosen.current.details) return;
      const {details, title} = chosen.current;
      chosen.current = null;
      if (details.open) scrollTo(title, true);
    };
    // The language links are built from the router's address, which misses the hash the opener
    // script writes: they take the address bar's as they are followed.
    const onLanguageLink = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[lang]') : null;
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) link.hash = window.location.hash;
    };
    container.addEventListener('click', onClick);
    container.addEventListener('toggle', onToggle, true);
    document.addEventListener('click', onLanguageLink, true);
    return () => {
      container.removeEventListener('click', onClick);
      container.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('click', onLanguageLink, true);
    };
  }, []);

  return (
    <AccordionGroupContext.Provider value={{name, platform, appVersion, stillStuck, checkedRef}}>
      <div ref={containerRef} className={styles.group}>
        {unknown !== null && <UnknownTopic id={unknown} />}
        {children}
      </div>
    </AccordionGroupContext.Provider>
  );
}
