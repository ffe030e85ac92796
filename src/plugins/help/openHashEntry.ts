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
import {ENTRY_ATTRIBUTE, HASH_OPENED_ATTRIBUTE, MAX_HASH_LENGTH, TOOL_MARKUP_ATTRIBUTE, decodeHash} from './contract';

/**
 * Plain, self-contained JavaScript: its source text is inlined, so it may
 * use nothing from outside but its arguments, and needs its semicolons (the
 * inlined text is folded onto one line). A mutation observer calls `open`
 * after each batch of parsed nodes, before the browser can paint them: it
 * opens the entry once it is parsed, then puts the entry's tools in place as
 * the parser finishes them (`stamp`). The end of parsing ends the watch; the
 * parser may fire DOMContentLoaded in the same task as its last batch,
 * before the observer has been told of it, so the last nodes are looked at
 * there. An entry the visitor closed meanwhile stays closed.
 *
 * The element the address names is marked too, as it is parsed: Chrome applies `:target` only once the page has finished parsing,
 * after the first paint of a long page, so a section shown by `:target` alone
 * (the patch notes' "Update Available!") came in late and pushed the page
 * down.
 */
export function openHashEntry(
  document: Document,
  hash: string,
  entryAttribute: string,
  openedAttribute: string,
  maxLength: number,
  decode: typeof decodeHash,
  stamp: (details: HTMLDetailsElement) => void,
): void {
  const id = decode(hash, maxLength);
  if (id === null) return;
  let details: HTMLDetailsElement | null | undefined;
  const open = (): void => {
    if (!details) {
      const target = document.getElementById(id);
      target?.setAttribute(openedAttribute, '');
      details = target?.closest(`[${entryAttribute}]`)?.querySelector('details');
      if (!details) return;
      details.open = true;
      details.setAttribute(openedAttribute, '');
    }
    stamp(details);
  };
  const observer = new MutationObserver(open);
  observer.observe(document.documentElement, {childList: true, subtree: true});
  document.addEventListener('DOMContentLoaded', () => {
    observer.disconnect();
    open();
  });
}

/**
 * A help tool inside an entry comes in the page as a `<template>` (the help
 * tools' `OnDemand`), so the browser builds none of its fields while the page
 * loads: Chrome's autofill looks over every field of a page as its parsing
 * ends, and each field inside a closed entry cost it a full style and layout
 * (on `/setup`, about 300 ms at 4× CPU in that one task). The function this
 * returns puts the tools of an entry in place as it opens, each once the
 * parser has finished it (something follows it), until the tool's code takes
 * the place over. Self-contained and inlined like the opener.
 */
export function toolStamper(markupAttribute: string) {
  return (details: HTMLDetailsElement): void =>
    details.querySelectorAll<HTMLTemplateElement>(`template[${markupAttribute}]`).forEach((template) => {
      let node: Node | null = template;
      while (node && !node.nextSibling) node = node.parentNode;
      if (node) template.replaceWith(template.content);
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
 * this leaves the address alone, so nothing is done twice. Before and after hydration, the
 * tools of an entry that opens are put in place (`stamp`). Self-contained and inlined like the
 * opener.
 */
export function followOpenEntry(
  document: Document,
  location: Location,
  history: History,
  entryAttribute: string,
  openedAttribute: string,
  maxLength: number,
  decode: typeof decodeHash,
  stamp: (details: HTMLDetailsElement) => void,
): void {
  /* `toggle` does not bubble: the capture phase sees every entry's. */
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target as HTMLDetailsElement;
      const entry = details.parentElement;
      stamp(details);
      if (
        document.documentElement.getAttribute('data-has-hydrated') !== 'true' &&
        details.localName === 'details' &&
        entry?.hasAttribute(entryAttribute)
      ) {
        /* An address that names no element gives no target (no element has the empty id). */
        const target = document.getElementById(decode(location.hash, maxLength) ?? '');
        details.toggleAttribute(openedAttribute, details.open);
        if (details.open !== entry.contains(target)) {
          /* The entry's title, its first child, carries the anchor. */
          const hash = details.open ? `#${entry.firstElementChild?.id ?? ''}` : '';
          history.replaceState(history.state, '', location.pathname + location.search + hash);
        }
      }
    },
    true,
  );
}

/**
 * A function's source on one line, without its block comments (write no line comments in one)
 * and without its name, which nothing calls it by.
 */
export const inline = (fn: (...args: never[]) => unknown): string =>
  String(fn)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/^function \w+/, 'function');

/** The opener and the follower as the source of an inline `<script>`, with their arguments. */
export function openHashEntrySource(): string {
  const args = [JSON.stringify(ENTRY_ATTRIBUTE), JSON.stringify(HASH_OPENED_ATTRIBUTE), MAX_HASH_LENGTH];
  return (
    `(function(decode,stamp){(${inline(openHashEntry)})(document,(${inline(hashWithoutQuery)})(location,history),${args.join(',')},decode,stamp);` +
    `(${inline(followOpenEntry)})(document,location,history,${args.join(',')},decode,stamp)})` +
    `(${inline(decodeHash)},(${inline(toolStamper)})(${JSON.stringify(TOOL_MARKUP_ATTRIBUTE)}))`
  );
}
