/** How the site scrolls for the visitor: smoothly, unless they asked the system for less motion. */

/** True when the visitor asked the system for less motion: scroll instantly then. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
