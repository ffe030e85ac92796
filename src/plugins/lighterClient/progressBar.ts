/**
 * The bar the classic theme shows at the top of the window while a page
 * change takes more than a moment (its client module calls `configure`,
 * `start` and `done`), drawn with the theme's own `#nprogress` styles and a
 * CSS transition instead of the nprogress script (./index.ts).
 */
const SETTLE_MS = 300;

let bar: HTMLElement | null = null;
let removal = 0;

function move(element: HTMLElement, fraction: number, duration: number): void {
  element.style.transition = `transform ${duration}ms ease-out, opacity ${SETTLE_MS}ms linear`;
  element.style.transform = `translate3d(${(fraction - 1) * 100}%,0,0)`;
}

function start(): void {
  window.clearTimeout(removal);
  if (bar) return;
  const root = document.createElement('div');
  root.id = 'nprogress';
  root.setAttribute('aria-hidden', 'true');
  const line = document.createElement('div');
  line.className = 'bar';
  line.append(Object.assign(document.createElement('div'), {className: 'peg'}));
  root.append(line);
  document.body.append(root);
  bar = line;
  move(line, 0.08, 0);
  // Creeps towards the end while the page loads, never reaching it before `done`.
  requestAnimationFrame(() => requestAnimationFrame(() => line.isConnected && move(line, 0.9, 10_000)));
}

function done(): void {
  const line = bar;
  if (!line) return;
  bar = null;
  move(line, 1, SETTLE_MS);
  line.style.opacity = '0';
  removal = window.setTimeout(() => line.parentElement?.remove(), SETTLE_MS * 2);
}

export default {configure: (): void => undefined, start, done};
