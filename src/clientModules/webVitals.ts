/**
 * Page-speed figures (LCP, CLS, INP, FCP, TTFB) sent to the analytics tag.
 * Registered only when analytics is configured, and the measuring code is
 * fetched only once the page has loaded and the browser is idle, so it never
 * delays the first paint.
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

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, {timeout: 5000});
  else setTimeout(callback, 2000);
}

function startMeasuring(): void {
  whenIdle(() => {
    void import('web-vitals').then(({onCLS, onFCP, onINP, onLCP, onTTFB}) => {
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on((metric) => sendToAnalytics(metric));
    });
  });
}

if (typeof window !== 'undefined') {
  if (document.readyState === 'complete') startMeasuring();
  else window.addEventListener('load', startMeasuring, {once: true});
}
