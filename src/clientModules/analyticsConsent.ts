/**
 * Analytics only with consent. Registered by `src/plugins/analytics.ts`
 * only when the site is built with a measurement id.
 *
 * - Until the visitor chooses, a banner asks (Accept and Decline look and
 *   weigh the same); nothing is requested from Google.
 * - Accept loads the Google tag and counts this page and every later one;
 *   Decline loads nothing. The choice is kept in localStorage.
 * - The footer's "Privacy settings" link opens the banner again; Decline
 *   then stops the counting and removes Google's cookies.
 * - Page views carry the address without its query or hash, so search
 *   terms (`/search?q=…`) and form states never reach Google.
 *
 * The banner is in every page's HTML with its own small script
 * (src/ssr/consentBanner.ts), fixed at the bottom of the window: it shows in
 * the first paint without moving the page, and takes an answer before this
 * module has loaded.
 */
import {
  ANALYTICS_COOKIE_PREFIX,
  ANALYTICS_EVENT,
  ANALYTICS_META_NAME,
  CONSENT_STORAGE_KEY,
  PRIVACY_SETTINGS_LINK,
  gtagScriptUrl,
  type ConsentChoice,
} from '../data/analytics';
import {SEARCH_PAGE_PATH} from '../data/search';
import {BANNER_ID, CONSENT_EVENT} from '../ssr/consentBanner';
import {isEmbedded} from '../utils/embed';
import type {TrackedEvent} from '../utils/track';
import './analyticsConsent.css';

export {BANNER_ID};

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & {dataLayer?: unknown[]; gtag?: Gtag};

export function readChoice(storage: Storage | null = safeLocalStorage()): ConsentChoice | null {
  try {
    const value = storage?.getItem(CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function writeChoice(choice: ConsentChoice, storage: Storage | null = safeLocalStorage()): void {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Storage refused: the choice holds for this page only.
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * What a page view tells Google: the address without query or hash, and
 * the title, except on the search page, whose title repeats the query.
 */
export function pageViewParams(location: Pick<Location, 'origin' | 'pathname'>, title: string, baseUrl: string) {
  const searchPage = `${baseUrl.replace(/\/$/, '')}${SEARCH_PAGE_PATH}`;
  return {
    page_location: `${location.origin}${location.pathname}`,
    page_title: location.pathname === searchPage ? 'Search' : title,
  };
}

/** Names of Google Analytics cookies in a `document.cookie` string. */
export function analyticsCookieNames(cookies: string): string[] {
  return cookies
    .split(';')
    .map((pair) => (pair.split('=')[0] ?? '').trim())
    .filter((name) => name === ANALYTICS_COOKIE_PREFIX || name.startsWith(`${ANALYTICS_COOKIE_PREFIX}_`));
}

type Settings = {measurementId: string; baseUrl: string};

function readSettings(doc: Document): Settings | null {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${ANALYTICS_META_NAME}"]`);
  const measurementId = meta?.content ?? '';
  if (!/^G-[A-Z0-9]+$/.test(measurementId)) return null;
  return {
    measurementId,
    baseUrl: meta?.dataset.baseUrl ?? '/',
  };
}

let settings: Settings | null = null;
let counting = false;

function sendPageView(): void {
  const {gtag} = window as AnalyticsWindow;
  if (!counting || !settings || typeof gtag !== 'function') return;
  gtag('event', 'page_view', pageViewParams(window.location, document.title, settings.baseUrl));
}

/** An event a component announced (src/utils/track.ts), sent only while counting. */
function sendTracked(event: Event): void {
  const {gtag} = window as AnalyticsWindow;
  const detail = (event as CustomEvent<TrackedEvent | undefined>).detail;
  if (!counting || typeof gtag !== 'function' || !detail || typeof detail.name !== 'string') return;
  gtag('event', detail.name, detail.params);
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
}

function stopAnalytics(): void {
  const win = window as AnalyticsWindow;
  if (counting && typeof win.gtag === 'function') win.gtag('consent', 'update', {analytics_storage: 'denied'});
  counting = false;
  const domain = window.location.hostname;
  for (const name of analyticsCookieNames(document.cookie)) {
    for (const scope of ['', `; domain=${domain}`, `; domain=.${domain.split('.').slice(-2).join('.')}`]) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${scope}`;
    }
  }
}

function choose(choice: ConsentChoice): void {
  writeChoice(choice);
  if (choice === 'granted') startAnalytics();
  else stopAnalytics();
}

let returnFocusTo: HTMLElement | null = null;

/**
 * Shows the banner that every page carries in its HTML (src/ssr/consentBanner.ts),
 * marking the current answer; `focus` moves the keyboard to it (when the
 * visitor asked for it from the footer). Null if the page has no banner.
 */
export function showBanner(focus = false, doc: Document = document): HTMLElement | null {
  const banner = doc.getElementById(BANNER_ID);
  if (!banner) return null;
  const current = readChoice();
  for (const button of banner.querySelectorAll('button')) {
    if (current) button.setAttribute('aria-pressed', String(button.dataset.consentChoice === current));
  }
  banner.hidden = false;
  if (focus) banner.querySelector('button')?.focus();
  return banner;
}

/** After the banner's own script has stored the answer and hidden it. */
function onChoice(event: Event): void {
  const choice = (event as CustomEvent<unknown>).detail;
  if (choice !== 'granted' && choice !== 'denied') return;
  choose(choice);
  returnFocusTo?.focus();
  returnFocusTo = null;
}

// Embedded in the app or a dock (src/data/embed.ts): no analytics at all, whatever a browser tab chose.
if (typeof window !== 'undefined' && !isEmbedded()) {
  settings = readSettings(document);
  if (settings) {
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
        showBanner(true);
      },
      {capture: true},
    );
  }
}

export function onRouteDidUpdate({
  location,
  previousLocation,
}: {
  location: Location;
  previousLocation: Location | null;
}): void {
  if (previousLocation && location.pathname !== previousLocation.pathname) {
    // After React has set the new page's title.
    window.setTimeout(sendPageView, 0);
  }
}
