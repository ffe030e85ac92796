/**
 * Google Analytics behind the visitor's consent (see ./README.md): a `<meta>`
 * with the measurement id, the consent banner as markup plus its own inline
 * script (in the first paint, answerable before the site's scripts run), and
 * the client module that loads the tag after Accept (./client.ts).
 */
import path from 'node:path';
import escapeHtml from 'escape-html';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {ANALYTICS_POLICY_PATH} from '../../data/analytics';
import {EMBED_ATTRIBUTE} from '../../data/embed';
import {scriptLiteral as literal, translatedPageTexts, type PageTexts} from '../pageTexts';
import {ANALYTICS_META_NAME, BANNER_ID, CHOICE_ATTRIBUTE, CONSENT_EVENT, CONSENT_STORAGE_KEY} from './contract';

/** The service the banner names. */
export const ANALYTICS_PROVIDER = 'Google Analytics';

/** The plugin's translation file: `i18n/<locale>/analytics-consent/banner.json`. */
export const CONSENT_TRANSLATION_FILE = 'banner';

/** The banner's texts in English, the one place they are written. `{provider}` stands for ANALYTICS_PROVIDER. */
export const CONSENT_TEXTS = {
  region: 'Privacy choices',
  message:
    'May we count your visit with {provider}? It stores cookies in your browser and tells Google which pages you read. Nothing is sent to Google unless you accept.',
  policyLink: 'How analytics works here',
  accept: 'Accept',
  decline: 'Decline',
} as const;

export type ConsentTexts = PageTexts<keyof typeof CONSENT_TEXTS>;

/** What each banner text is, for translators. */
const DESCRIPTIONS: ConsentTexts = {
  region: 'Accessible name of the analytics consent banner',
  message: 'The consent question; {provider}: the analytics service (Google Analytics)',
  policyLink: 'Link after the question to the analytics section of the privacy policy',
  accept: 'Button: agree to analytics',
  decline: 'Button: refuse analytics',
};

/**
 * The data block (`<script type="text/html">`, never run) holding the banner's
 * markup: its script puts the banner in the page, so a page read without
 * JavaScript, in a text browser for one, shows no buttons that could do nothing.
 */
const MARKUP_ID = `${BANNER_ID}-markup`;

/** The banner's markup in its data block; the banner stays hidden until its script finds no stored choice. */
export function consentBannerHtml(policyHref: string, texts: ConsentTexts = CONSENT_TEXTS): string {
  // The same look for both answers: neither is pushed. Global class names (./banner.css): no CSS module out here.
  const button = (choice: 'granted' | 'denied', label: string) =>
    `<button type="button" class="button button--secondary analytics-consent__button" ${CHOICE_ATTRIBUTE}="${choice}">${escapeHtml(label)}</button>`;
  const message = texts.message.replace('{provider}', ANALYTICS_PROVIDER);
  // Every text is escaped, so the block cannot hold the "</script" that would end it.
  return (
    `<script type="text/html" id="${MARKUP_ID}">` +
    `<section id="${BANNER_ID}" class="analytics-consent" aria-label="${escapeHtml(texts.region)}" hidden>` +
    `<p class="analytics-consent__text">${escapeHtml(message)} <a href="${escapeHtml(policyHref)}">${escapeHtml(texts.policyLink)}</a>.</p>` +
    `<div class="analytics-consent__actions">${button('granted', texts.accept)}${button('denied', texts.decline)}</div>` +
    `</section></script>`
  );
}

/**
 * The inline script that follows the banner: it puts the markup in the page, shows the banner when no
 * choice is stored (never in embed mode), and on an answer stores it, hides the banner and fires
 * `CONSENT_EVENT`. The same in every language, so is its hash in the pages' CSP.
 */
export function consentBannerScript(): string {
  return (
    `<script>(function(){var m=document.getElementById(${literal(MARKUP_ID)});` +
    `if(!m||document.documentElement.hasAttribute(${literal(EMBED_ATTRIBUTE)}))return;` +
    `m.insertAdjacentHTML("afterend",m.textContent);var b=document.getElementById(${literal(BANNER_ID)});if(!b)return;` +
    `var k=${literal(CONSENT_STORAGE_KEY)},c=null;try{c=localStorage.getItem(k)}catch(e){}` +
    'if(c!=="granted"&&c!=="denied")b.hidden=false;' +
    `b.addEventListener("click",function(e){var t=e.target.closest&&e.target.closest("[${CHOICE_ATTRIBUTE}]");if(!t)return;` +
    `var v=t.getAttribute(${literal(CHOICE_ATTRIBUTE)});try{localStorage.setItem(k,v)}catch(x){}b.hidden=true;` +
    `document.dispatchEvent(new CustomEvent(${literal(CONSENT_EVENT)},{detail:v}))})})();</script>`
  );
}

export default function analyticsPlugin({measurementId}: {measurementId: string}): PluginModule {
  return ({baseUrl}) => {
    const plugin: Plugin<ConsentTexts> = {
      name: 'analytics-consent',
      getClientModules: () => [path.resolve(__dirname, 'client.ts')],
      ...translatedPageTexts(CONSENT_TRANSLATION_FILE, CONSENT_TEXTS, DESCRIPTIONS),
      injectHtmlTags: ({content}) => ({
        // The locale's base URL (`/deckhopper/es/` in the Spanish build): the policy in the banner's language.
        // In the HTML, so the banner is there in the first paint and takes a tap before the scripts run.
        postBodyTags: [
          consentBannerHtml(`${baseUrl}${ANALYTICS_POLICY_PATH.slice(1)}`, content),
          consentBannerScript(),
        ],
        headTags: [
          {tagName: 'meta', attributes: {name: ANALYTICS_META_NAME, content: measurementId, 'data-base-url': baseUrl}},
        ],
      }),
    };
    // The config lists plugins of any content; this one's content is its banner texts.
    return plugin as Plugin;
  };
}
