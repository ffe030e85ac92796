/**
 * Opens the help entry the address names (`/setup#proxyButtons`) while the
 * page is parsed, so it is open in the first paint, long before the site's
 * scripts run; the help plugin puts this function's source first in every
 * page's `<head>`. README.md ("Deep links: how they open") says what the
 * browser does itself and why.
 */
import {ENTRY_ATTRIBUTE, HASH_OPENED_ATTRIBUTE, MAX_HASH_LENGTH, TOOL_MARKUP_ATTRIBUTE, decodeHash} from './contract';

/** The attributes the script reads and writes (./contract.ts), and the longest hash it decodes. */
type OpenerFacts = {entry: string; opened: string; toolMarkup: string; maxLength: number};

/**
 * Plain, self-contained JavaScript: its source text is inlined, so it may
 * use nothing from outside but its arguments, and needs its semicolons (the
 * inlined text is folded onto one line). In order, it
 * - moves a query written after the hash (`#proxyButtons?platform=android`) to
 *   its place, before anything reads the address;
 * - opens the address's entry once it is parsed, from a mutation observer that
 *   runs before the browser paints the new nodes (and at DOMContentLoaded, which
 *   the parser may fire before the observer hears of its last nodes); an entry
 *   the visitor closed meanwhile stays closed. It marks the entry, so the page's
 *   scripts leave it as it is, and the element the address names, since Chrome
 *   applies `:target` only after a long page's first paint;
 * - puts the help tools of an entry in place from their `<template>` as it
 *   opens (`toolStamper`), each once the parser has finished it (something
 *   follows it);
 * - keeps the open entry in the address (`history.replaceState`: no history
 *   entry, no scroll), before and after hydration, leaving an address that
 *   names something inside it, and marks it as above.
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

/** A function's source on one line, without its name and block comments (write no line comments in one). */
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
