/**
 * Docusaurus scrolls to `decodeURIComponent(hash)` after every navigation
 * without a guard, so a hash that is not valid percent-encoding (`#%E0%A4%A`,
 * typed or pasted into the address bar) crashes the page. Such a hash is
 * rewritten, before the router sees it, into one that decodes to the same
 * text; it then simply names no element.
 */

import {decodeHash} from '../plugins/help/contract';

/** True when the hash is valid percent-encoding (read as the help reads it, whatever its length). */
export const isDecodable = (hash: string): boolean =>
  hash.replace(/^#/, '') === '' || decodeHash(hash, Number.POSITIVE_INFINITY) !== null;

/** `#%E0%A4%A` → `#%25E0%25A4%25A`: every `%` escaped, so it always decodes. */
export function safeHash(hash: string): string {
  return isDecodable(hash) ? hash : hash.replace(/%/g, '%25');
}

function repairLocationHash(): void {
  const {hash} = window.location;
  const repaired = safeHash(hash);
  if (repaired !== hash) window.history.replaceState(window.history.state, '', repaired);
}

if (typeof window !== 'undefined') {
  repairLocationHash();
  // Registered before the router's own listener, so the router reads the repaired address.
  window.addEventListener('popstate', repairLocationHash);
  window.addEventListener('hashchange', repairLocationHash);
}
