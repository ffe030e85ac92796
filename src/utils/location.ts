/** How the site scrolls for the visitor: smoothly, unless they asked the system for less motion. */
export function scrollBehavior(): ScrollBehavior {
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}
