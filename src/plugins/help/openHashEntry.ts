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

const inline = (fn: (...args: never[]) => unknown) => String(fn).replace(/\s+/g, ' ');

/** The opener as the source of an inline `<script>`, with its arguments. */
export function openHashEntrySource(): string {
  const args = [JSON.stringify(ENTRY_ATTRIBUTE), JSON.stringify(HASH_OPENED_ATTRIBUTE), MAX_HASH_LENGTH];
  return `(${inline(openHashEntry)})(document,(${inline(hashWithoutQuery)})(location,history),${args.join(',')},${inline(decodeHash)})`;
}
