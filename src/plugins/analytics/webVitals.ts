/**
 * Page-speed figures (LCP, CLS, INP, FCP, TTFB) sent to the analytics tag
 * after Accept (./client.ts starts it; ./README.md says when it loads).
 */
type Metric = {name: string; value: number; id: string; rating?: string};
type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

export function sendToAnalytics(metric: Metric, gtag: Gtag | undefined = (window as {gtag?: Gtag}).gtag): void {
  if (typeof gtag !== 'function') return;
  gtag('event', metric.name, {
    // CLS is a small fraction; analytics wants whole numbers.
    value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
    metric_id: metric.id,
    metric_rating: metric.rating,
    non_interaction: true,
  });
}

let started = false;

function measure(): void {
  const start = () =>
    void import('web-vitals').then(({onCLS, onFCP, onINP, onLCP, onTTFB}) => {
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on((metric) => sendToAnalytics(metric));
    });
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, {timeout: 5000});
  else setTimeout(start, 2000);
}

/** Starts measuring once, after the page's load event. */
export function measurePageSpeed(): void {
  if (started) return;
  started = true;
  if (document.readyState === 'complete') measure();
  else window.addEventListener('load', measure, {once: true});
}
