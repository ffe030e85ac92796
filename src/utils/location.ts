/**
 * Reading what the address bar asks for, safely. Shared by the accordions
 * (help pages) and the section scroll of /download and /upgrade.
 */

/** Longer hashes cannot be one of our ids; they are ignored without decoding. */
export const MAX_HASH_LENGTH = 200;

/**
 * The element id a URL hash names, or null when the hash is empty, too long
 * or not valid percent-encoding. Never throws. The result is only ever given
 * to `document.getElementById`, never built into a CSS selector or HTML, so
 * any character in it is harmless.
 */
export function idFromHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '' || raw.length > MAX_HASH_LENGTH) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** True when the visitor asked the system for less motion: scroll instantly then. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
