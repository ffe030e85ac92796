/**
 * The analytics plugin's client module (see ./README.md): after the banner's
 * script announces "granted", loads the Google tag, counts page views and
 * measures the page's speed; after "denied", stops and removes Google's
 * cookies. Embedded in the app or a dock: nothing at all.
 */
import type {ClientModule} from '@docusaurus/types';
import {ANALYTICS_EVENT, PRIVACY_SETTINGS_LINK} from '../../data/analytics';
import {SEARCH_PAGE_PATH} from '../../data/search';
import {isEmbedded} from '../../utils/embed';
import type {TrackedEvent} from '../../utils/track';
import {
  ANALYTICS_META_NAME,
  BANNER_ID,
  CHOICE_ATTRIBUTE,
  CONSENT_EVENT,
  CONSENT_STORAGE_KEY,
  gtagScriptUrl,
  type ConsentChoice,
} from './contract';
import './banner.css';

type AnalyticsWindow = Window & {dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void};

/** The stored answer; null without one, or when storage is refused. */
export function readChoice(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

/** What a page view tells Google: the address without query or hash, and the title (the search page's repeats the query). */
export function pageViewParams(location: Pick<Location, 'origin' | 'pathname'>, title: string, baseUrl: string) {
  const searchPage = `${baseUrl.replace(/\/$/, '')}${SEARCH_PAGE_PATH}`;
  return {
    page_location: `${location.origin}${location.pathname}`,
    page_title: location.pathname === searchPage ? 'Search' : title,
  };
}

/** Names of the cookies Google Analytics sets (`_ga`, `_ga_<id>`) in a `document.cookie` string. */
export function analyticsCookieNames(cookies: string): string[] {
  return cookies
    .split(';')
    .map((pair) => (pair.split('=')[0] ?? '').trim())
    .filter((name) => /^_ga(_|$)/.test(name));
}

/** Shows the banner again (the footer's link), with the keyboard on it and the current answer marked. */
export function reopenBanner(): HTMLElement | null {
  const banner = document.getElementById(BANNER_ID);
  if (!banner) return null;
  const current = readChoice();
  for (const button of banner.querySelectorAll('button')) {
    if (current) button.setAttribute('aria-pressed', String(button.getAttribute(CHOICE_ATTRIBUTE) === current));
  }
  banner.hidden = false;
  banner.querySelector('button')?.focus();
  return banner;
}

let settings: {measurementId: string; baseUrl: string} | null = null;
let counting = false;

/** Hands the Google tag a command, only while counting. */
function send(...command: unknown[]): void {
  const {gtag} = window as AnalyticsWindow;
  if (counting && typeof gtag === 'function') gtag(...command);
}

function sendPageView(): void {
  if (settings) send('event', 'page_view', pageViewParams(window.location, document.title, settings.baseUrl));
}

/** An event a component announced (src/utils/track.ts). */
function sendTracked(event: Event): void {
  const detail = (event as CustomEvent<TrackedEvent | undefined>).detail;
  if (detail && typeof detail.name === 'string') send('event', detail.name, detail.params);
}

type Metric = {name: string; value: number; id: string; rating?: string};

/** What a page-speed figure tells Google: CLS is a small fraction, and analytics wants whole numbers. */
export function metricParams({name, value, id, rating}: Metric) {
  return {
    value: Math.round(name === 'CLS' ? value * 1000 : value),
    metric_id: id,
    metric_rating: rating,
    non_interaction: true,
  };
}

let measuring = false;

/** Page-speed figures (LCP, CLS, INP, FCP, TTFB), measured once, after the load event, when the browser is idle. */
function measurePageSpeed(): void {
  if (measuring) return;
  measuring = true;
  const start = () =>
    void import('web-vitals').then(({onCLS, onFCP, onINP, onLCP, onTTFB}) => {
      const report = (metric: Metric) => send('event', metric.name, metricParams(metric));
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
    });
  const measure = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, {timeout: 5000});
    else setTimeout(start, 2000);
  };
  if (document.readyState === 'complete') measure();
  else window.addEventListener('load', measure, {once: true});
}

function startAnalytics(): void {
  if (!settings || counting) return;
  counting = true;
  const win = window as AnalyticsWindow;
  if (typeof win.gtag !== 'function') {
    const dataLayer = (win.dataLayer = win.dataLayer ?? []);
    // The Google tag reads the `arguments` objects themselves from dataLayer, not arrays.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      if (counting) dataLayer.push(arguments);
    };
    win.gtag('consent', 'default', {
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    win.gtag('js', new Date());
    // Page views are sent by hand, without the query (see pageViewParams).
    win.gtag('config', settings.measurementId, {send_page_view: false});
    const script = document.createElement('script');
    script.async = true;
    script.src = gtagScriptUrl(settings.measurementId);
    document.head.append(script);
  } else {
    win.gtag('consent', 'update', {analytics_storage: 'granted'});
  }
  sendPageView();
  measurePageSpeed();
}

function stopAnalytics(): void {
  send('consent', 'update', {analytics_storage: 'denied'});
  counting = false;
  const domain = window.location.hostname;
  for (const name of analyticsCookieNames(document.cookie)) {
    for (const scope of ['', `; domain=${domain}`, `; domain=.${domain.split('.').slice(-2).join('.')}`]) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${scope}`;
    }
  }
}

let returnFocusTo: HTMLElement | null = null;

/** After the banner's own script has stored the answer and hidden the banner. */
function onChoice(event: Event): void {
  const choice = (event as CustomEvent<unknown>).detail;
  if (choice === 'granted') startAnalytics();
  else if (choice === 'denied') stopAnalytics();
  else return;
  returnFocusTo?.focus();
  returnFocusTo = null;
}

if (typeof window !== 'undefined' && !isEmbedded()) {
  // The measurement id and the locale's base URL, written into the page by the plugin.
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${ANALYTICS_META_NAME}"]`);
  if (meta && /^G-[A-Z0-9]+$/.test(meta.content)) {
    settings = {measurementId: meta.content, baseUrl: meta.dataset.baseUrl ?? '/'};
    // A choice made before this module ran was stored by the banner's script.
    if (readChoice() === 'granted') startAnalytics();
    document.addEventListener(CONSENT_EVENT, onChoice);
    window.addEventListener(ANALYTICS_EVENT, sendTracked);
    // The footer link reopens the banner instead of following its address.
    document.addEventListener(
      'click',
      (event) => {
        const link =
          event.target instanceof Element ? event.target.closest(`a.${PRIVACY_SETTINGS_LINK.className}`) : null;
        if (!(link instanceof HTMLElement)) return;
        event.preventDefault();
        returnFocusTo = link;
        reopenBanner();
      },
      {capture: true},
    );
  }
}

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({location, previousLocation}) => {
  // After React has set the new page's title.
  if (previousLocation && location.pathname !== previousLocation.pathname) window.setTimeout(sendPageView, 0);
};
