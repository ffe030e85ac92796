/**
 * Opens the help entry that the address names (`/setup#proxyButtons`) while
 * the page is still being parsed, so it is open in the first paint, long
 * before the site's scripts run. The page template inlines this function in
 * `<head>`; it is the only script on that path.
 *
 * Each entry is a `[data-entry]` section holding its title (the anchor) and
 * a native `<details>`. The browser itself then scrolls to the anchor (clear
 * of the header, see custom.css), keeps one entry open at a time (the
 * `name` attribute) and opens an entry on a tap, before and after hydration.
 * The opened `<details>` is marked, so the page's scripts know the visitor
 * has already been taken there and leave the entry as the visitor has left it.
 */
import {MAX_HASH_LENGTH} from '../../utils/location';

/** Attribute of an entry's outer element; its title or a former anchor sits inside. */
export const ENTRY_ATTRIBUTE = 'data-entry';
/** Set on the `<details>` this script opened. */
export const HASH_OPENED_ATTRIBUTE = 'data-hash-opened';

/**
 * Plain, self-contained JavaScript: the template inlines its source text
 * (`String(openHashEntry)`), so it may use nothing from outside, and needs
 * its semicolons (the inlined text is folded onto one line). A mutation
 * observer calls `open` after each batch of parsed nodes, before the browser
 * can paint them. The end of parsing ends the watch; the parser may fire
 * DOMContentLoaded in the same task as its last batch, before the observer
 * has been told of it, so those last nodes are checked there.
 */
export function openHashEntry(
  document: Document,
  hash: string,
  entryAttribute: string,
  openedAttribute: string,
  maxLength: number,
): void {
  const raw = hash.slice(1);
  let id = '';
  if (!raw || raw.length > maxLength) return;
  try {
    id = decodeURIComponent(raw);
  } catch {
    return;
  }
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

/** The `<script>` the page template puts first in `<head>`. */
export function openHashEntryScript(): string {
  const args = [JSON.stringify(ENTRY_ATTRIBUTE), JSON.stringify(HASH_OPENED_ATTRIBUTE), MAX_HASH_LENGTH].join(',');
  const source = String(openHashEntry).replace(/\s+/g, ' ');
  return `<script>(${source})(document,location.hash,${args})</script>`;
}
