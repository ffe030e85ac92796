/**
 * The analytics consent banner, in the static HTML of every page of a build
 * with a measurement id (see src/plugins/analytics.ts).
 *
 * It is markup plus one small inline script, not a React component, so it
 * shows in the first paint and takes a tap before the site's scripts have
 * run: the script puts the banner's markup in the page and reveals it when
 * no choice is stored, and on Accept or Decline stores the choice, hides the
 * banner and announces it with a `CONSENT_EVENT` on `document`. The client module
 * (src/clientModules/analyticsConsent.ts) starts the Google tag for a stored
 * "granted", answers that event, and reopens the banner from the footer.
 * Without JavaScript there is no banner: analytics could not run anyway. In
 * embed mode (src/data/embed.ts) there is none either: the app has its own consent.
 */
import {ANALYTICS_PROVIDER, CONSENT_STORAGE_KEY} from '../data/analytics';
import {EMBED_ATTRIBUTE} from '../data/embed';

export const BANNER_ID = 'analytics-consent';

/** Fired on `document` with the choice (`'granted'` or `'denied'`) as its detail. */
export const CONSENT_EVENT = 'analytics-consent-choice';

/** Global class names: the banner is written before any CSS module exists. */
export const BANNER_CLASSES = {
  banner: 'analytics-consent',
  text: 'analytics-consent__text',
  actions: 'analytics-consent__actions',
  button: 'analytics-consent__button',
} as const;

/**
 * The banner's texts in English, the one place they are written. The
 * analytics plugin hands them to Docusaurus as its translation file
 * (`i18n/<locale>/analytics-consent/banner.json`, written by
 * `write-translations`) and writes the banner in the built locale's words.
 * `{provider}` stands for ANALYTICS_PROVIDER.
 */
export const CONSENT_TEXTS = {
  region: 'Privacy choices',
  message:
    'May we count your visit with {provider}? It stores cookies in your browser and tells Google which pages you read. Nothing is sent to Google unless you accept.',
  policyLink: 'How analytics works here',
  accept: 'Accept',
  decline: 'Decline',
} as const;

export type ConsentTextKey = keyof typeof CONSENT_TEXTS;
export type ConsentTexts = Readonly<Record<ConsentTextKey, string>>;

const CHOICE_ATTRIBUTE = 'data-consent-choice';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The data block (`<script type="text/html">`, never run) holding the banner's
 * markup: its script puts the banner in the page, so a page read without
 * JavaScript, in a text browser for one, shows no buttons that could do nothing.
 */
const MARKUP_ID = `${BANNER_ID}-markup`;

/** The banner's markup in its data block; the banner stays hidden until its script finds no stored choice. */
export function consentBannerHtml(policyHref: string, texts: ConsentTexts = CONSENT_TEXTS): string {
  const link = policyHref ? ` <a href="${escapeHtml(policyHref)}">${escapeHtml(texts.policyLink)}</a>.` : '';
  // The same look for both answers: neither is pushed.
  const button = (choice: 'granted' | 'denied', label: string) =>
    `<button type="button" class="button button--secondary ${BANNER_CLASSES.button}" ${CHOICE_ATTRIBUTE}="${choice}">${escapeHtml(label)}</button>`;
  const message = texts.message.replace('{provider}', ANALYTICS_PROVIDER);
  // Every text is escaped, so the block cannot hold the "</script" that would end it.
  return (
    `<script type="text/html" id="${MARKUP_ID}">` +
    `<section id="${BANNER_ID}" class="${BANNER_CLASSES.banner}" aria-label="${escapeHtml(texts.region)}" hidden>` +
    `<p class="${BANNER_CLASSES.text}">${escapeHtml(message)}${link}</p>` +
    `<div class="${BANNER_CLASSES.actions}">${button('granted', texts.accept)}${button('denied', texts.decline)}</div>` +
    `</section></script>`
  );
}

/** The inline script that follows the banner (its hash goes into the page's CSP). */
export function consentBannerScript(): string {
  const body = `(function(){var m=document.getElementById(${JSON.stringify(MARKUP_ID)});if(!m||document.documentElement.hasAttribute(${JSON.stringify(EMBED_ATTRIBUTE)}))return;m.insertAdjacentHTML("afterend",m.textContent);var b=document.getElementById(${JSON.stringify(BANNER_ID)});if(!b)return;var k=${JSON.stringify(CONSENT_STORAGE_KEY)},c=null;try{c=localStorage.getItem(k)}catch(e){}if(c!=="granted"&&c!=="denied")b.hidden=false;b.addEventListener("click",function(e){var t=e.target.closest&&e.target.closest("[${CHOICE_ATTRIBUTE}]");if(!t)return;var v=t.getAttribute(${JSON.stringify(CHOICE_ATTRIBUTE)});try{localStorage.setItem(k,v)}catch(x){}b.hidden=true;document.dispatchEvent(new CustomEvent(${JSON.stringify(CONSENT_EVENT)},{detail:v}))})})();`;
  return `<script>${body}</script>`;
}
