/**
 * Opens the help entry that the address names (`/setup#proxyButtons`) while
 * the page is still being parsed, so it is open in the first paint, long
 * before the site's scripts run. The help plugin puts this function's source
 * first in every page's `<head>` (`injectHtmlTags`).
 *
 * Each entry is a section (`ENTRY_ATTRIBUTE`) holding its title (the anchor)
 * and a native `<details>`. The browser itself then scrolls to the anchor
 * (clear of the header, see custom.css), keeps one entry open at a time (the
 * `name` attribute) and opens an entry on a tap, before and after hydration.
 * The opened `<details>` is marked, so the page's scripts know the visitor
 * has already been taken there and leave the entry as the visitor has left it.
 */
import {ENTRY_ATTRIBUTE, HASH_OPENED_ATTRIBUTE, MAX_HASH_LENGTH, decodeHash} from './contract';

/**
 * Plain, self-contained JavaScript: its source text is inlined, so it may
 * use nothing from outside but its arguments, and needs its semicolons (the
 * inlined text is folded onto one line). A mutation observer calls `open`
 * after each batch of parsed nodes, before the browser can paint them. The
 * end of parsing ends the watch; the parser may fire DOMContentLoaded in the
 * same task as its last batch, before the observer has been told of it, so
 * those last nodes are checked there.
 */
export function openHashEntry(
  document: Document,
  hash: string,
  entryAttribute: string,
  openedAttribute: string,
  maxLength: number,
  decode: typeof decodeHash,
): void {
  const id = decode(hash, maxLength);
  if (id === null) return;
  const open = (): boolean => {
    const entry = document.getElementById(id)?.closest(`[${entryAttribute}]`);
    const details = entry?.querySelector<HTMLDetailsElement>(':scope > details');
    if (!details) return false;
    details.open = true;
    details.setAttribute(openedAttribute, '');
    return true;
  };
  const observer = new MutationObserver(() => {
    if (open()) observer.disconnect();
  });
  observer.observe(document.documentElement, {childList: true, subtree: true});
  document.addEventListener('DOMContentLoaded', () => {
    if (observer.takeRecords().length > 0) open();
    observer.disconnect();
  });
}

/**
 * The address's hash, with a query written after it (`#proxyButtons?platform=android`, an easy
 * mistake for an app) moved to its place (`?platform=android#proxyButtons`) first, so the
 * entry opens and the site reads the platform and version as from any address. Self-contained
 * and inlined like the opener; a value the site does not know is then ignored where it is read.
 */
export function hashWithoutQuery({hash: whole, pathname, search}: Location, history: History): string {
  const [hash = '', query] = whole.split('?');
  try {
    if (query !== undefined) history.replaceState(null, '', `${pathname}${search}${search ? '&' : '?'}${query}${hash}`);
  } catch {
    /* An address the browser refuses to write: the entry opens all the same. */
  }
  return hash;
}

/**
 * Until the page has hydrated, the address follows the entry a tap opens or closes, as
 * AccordionGroup's `keepPlace` does afterwards: opening writes `#id` in place
 * (`history.replaceState`: no history entry, no scroll), closing clears it, and an address
 * already naming something inside the entry is kept. The entry is marked as the opener marks
 * its own, so hydration leaves the visitor where they are. Once hydrated, the group does it and
 * this steps aside, so nothing is done twice. Self-contained and inlined like the opener.
 */
export function followOpenEntry(
  document: Document,
  location: Location,
  history: History,
  entryAttribute: string,
  openedAttribute: string,
  maxLength: number,
  decode: typeof decodeHash,
): void {
  const onToggle = (event: Event): void => {
    const details = event.target as HTMLDetailsElement;
    const entry = details.parentElement;
    if (document.documentElement.getAttribute('data-has-hydrated') === 'true') {
      document.removeEventListener('toggle', onToggle, true);
    } else if (details.localName === 'details' && entry?.hasAttribute(entryAttribute)) {
      const named = decode(location.hash, maxLength);
      const target = named === null ? null : document.getElementById(named);
      details.toggleAttribute(openedAttribute, details.open);
      if (details.open !== (target !== null && entry.contains(target))) {
        /* The entry's title, its first child, carries the anchor. */
        const hash = details.open ? `#${entry.firstElementChild?.id ?? ''}` : '';
        history.replaceState(history.state, '', location.pathname + location.search + hash);
      }
    }
  };
  /* `toggle` does not bubble: the capture phase sees every entry's. */
  document.addEventListener('toggle', onToggle, true);
}

/** A function's source on one line, without its block comments (write no line comments in one). */
const inline = (fn: (...args: never[]) => unknown) =>
  String(fn)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ');

/** The opener and the follower as the source of an inline `<script>`, with their arguments. */
export function openHashEntrySource(): string {
  const args = [JSON.stringify(ENTRY_ATTRIBUTE), JSON.stringify(HASH_OPENED_ATTRIBUTE), MAX_HASH_LENGTH];
  return (
    `(function(decode){(${inline(openHashEntry)})(document,(${inline(hashWithoutQuery)})(location,history),${args.join(',')},decode);` +
    `(${inline(followOpenEntry)})(document,location,history,${args.join(',')},decode)})(${inline(decodeHash)})`
  );
}
