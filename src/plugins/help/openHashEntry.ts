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

/** The attributes the script reads and writes (./contract.ts), and the longest hash it decodes. */
type OpenerFacts = {entry: string; opened: string; toolMarkup: string; maxLength: number};

/**
 * Plain, self-contained JavaScript: its source text is inlined, so it may
 * use nothing from outside but its arguments, and needs its semicolons (the
 * inlined text is folded onto one line). It does four things.
 *
 * A query written after the hash (`#proxyButtons?platform=android`, an easy
 * mistake for an app) is moved to its place (`?platform=android#proxyButtons`)
 * first, so the entry opens and the site reads the platform and version as
 * from any address; a value the site does not know is then ignored where it
 * is read.
 *
 * A mutation observer opens the address's entry after each batch of parsed
 * nodes, before the browser can paint them, once the entry is parsed. The
 * end of parsing ends the watch; the parser may fire DOMContentLoaded in the
 * same task as its last batch, before the observer has been told of it, so
 * the last nodes are looked at there. An entry the visitor closed meanwhile
 * stays closed. The element the address names is marked too, as it is
 * parsed: Chrome applies `:target` only once the page has finished parsing,
 * after the first paint of a long page, so a section shown by `:target` alone
 * (the patch notes' "Update Available!") came in late and pushed the page down.
 *
 * A help tool inside an entry comes in the page as a `<template>` (the help
 * tools' `OnDemand`), so the browser builds none of its fields while the page
 * loads: Chrome's autofill looks over every field of a page as its parsing
 * ends, and each field inside a closed entry cost it a full style and layout
 * (on `/setup`, about 300 ms at 4× CPU in that one task). The tools of an
 * entry are put in place as it opens (`toolStamper`), by the opener or a tap, each
 * once the parser has finished it (something follows it), until the tool's
 * code takes the place over.
 *
 * The address follows the open entry (`/setup#proxyButtons`), before and
 * after hydration, so a reload, a shared link and the language switch keep
 * it: opening an entry writes `#id` in place (`history.replaceState`: no
 * history entry, no scroll), closing it clears it, and an address already
 * naming something inside the entry (a step of the connection check) is
 * kept. The entry is marked as the opener marks its own, so hydration leaves
 * the visitor where they are.
 */
export function openHashEntry(
  document: Document,
  location: Location,
  history: History,
  facts: OpenerFacts,
  decode: typeof decodeHash,
): void {
  const [hash = '', query] = location.hash.split('?');
  try {
    if (query !== undefined) {
      const {pathname, search} = location;
      history.replaceState(null, '', `${pathname}${search}${search ? '&' : '?'}${query}${hash}`);
    }
  } catch {
    /* An address the browser refuses to write: the entry opens all the same. */
  }
  const toolStamper = (details: HTMLDetailsElement): void =>
    details.querySelectorAll<HTMLTemplateElement>(`template[${facts.toolMarkup}]`).forEach((template) => {
      let node: Node | null = template;
      while (node && !node.nextSibling) node = node.parentNode;
      if (node) template.replaceWith(template.content);
    });

  const id = decode(hash, facts.maxLength);
  if (id !== null) {
    let details: HTMLDetailsElement | null | undefined;
    const open = (): void => {
      if (!details) {
        const target = document.getElementById(id);
        target?.setAttribute(facts.opened, '');
        details = target?.closest(`[${facts.entry}]`)?.querySelector('details');
        if (!details) return;
        details.open = true;
        details.setAttribute(facts.opened, '');
      }
      toolStamper(details);
    };
    const observer = new MutationObserver(open);
    observer.observe(document.documentElement, {childList: true, subtree: true});
    document.addEventListener('DOMContentLoaded', () => {
      observer.disconnect();
      open();
    });
  }

  /* `toggle` does not bubble: the capture phase sees every entry's. */
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target as HTMLDetailsElement;
      const entry = details.parentElement;
      toolStamper(details);
      if (details.localName === 'details' && entry?.hasAttribute(facts.entry)) {
        /* An address that names no element gives no target (no element has the empty id). */
        const target = document.getElementById(decode(location.hash, facts.maxLength) ?? '');
        details.toggleAttribute(facts.opened, details.open);
        if (details.open !== entry.contains(target)) {
          /* The entry's title, its first child, carries the anchor. */
          const anchor = details.open ? `#${entry.firstElementChild?.id ?? ''}` : '';
          history.replaceState(history.state, '', location.pathname + location.search + anchor);
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

/** The script as the source of an inline `<script>`, with its arguments. */
export function openHashEntrySource(): string {
  const facts: OpenerFacts = {
    entry: ENTRY_ATTRIBUTE,
    opened: HASH_OPENED_ATTRIBUTE,
    toolMarkup: TOOL_MARKUP_ATTRIBUTE,
    maxLength: MAX_HASH_LENGTH,
  };
  return `(${inline(openHashEntry)})(document,location,history,${JSON.stringify(facts)},${inline(decodeHash)})`;
}
