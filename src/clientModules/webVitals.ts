/**
 * Page-speed figures (LCP, CLS, INP, FCP, TTFB) sent to the analytics tag.
 * Registered only when analytics is configured. The measuring code is
 * fetched only once the visitor has accepted analytics (on an earlier visit
 * or later on this page), after the page has loaded and the browser is idle:
 * a visitor who never accepts never downloads it. The figures of the page
 * so far are still read then, from the browser's buffered entries.
 */
import {CONSENT_EVENT} from '../ssr/consentBanner';
import {isEmbedded} from '../utils/embed';
import {readChoice} from './analyticsConsent';

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

let started = false;

function startMeasuring(): void {
  if (started) return;
  started = true;
  whenIdle(() => {
    void import('web-vitals').then(({onCLS, onFCP, onINP, onLCP, onTTFB}) => {
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on((metric) => sendToAnalytics(metric));
    });
  });
}

function afterLoad(callback: () => void): void {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, {once: true});
}

// Embedded in the app or a dock: no analytics at all (see analyticsConsent.ts).
if (typeof window !== 'undefined' && !isEmbedded()) {
  if (readChoice() === 'granted') afterLoad(startMeasuring);
  document.addEventListener(CONSENT_EVENT, (event) => {
    if ((event as CustomEvent<unknown>).detail === 'granted') afterLoad(startMeasuring);
  });
}
