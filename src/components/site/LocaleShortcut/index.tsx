import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistorySelector} from '@docusaurus/theme-common';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import {DEFAULT_LOCALE, LOCALES, LOCALE_CONFIGS, isLocale, type Locale} from '@site/src/data/locales';
import styles from './styles.module.css';

/** The offer is written in the language it offers, not the page's: it is in no translation file. */
const OFFER: Readonly<Record<Locale, {read: string; dismiss: string}>> = {
  en: {read: 'Read this page in English', dismiss: 'No, thanks'},
  // cspell:disable-next-line -- Spanish, on purpose
  es: {read: 'Lee esta página en español', dismiss: 'No, gracias'},
};
const OFFER_SEEN_KEY = 'deckhopper.languageOffer';

/** The site language the browser prefers first, if it is one of the site's. */
const preferredLocale = (): Locale | undefined => navigator.languages.map((tag) => tag.split('-')[0]).find(isLocale);

let offered: boolean | undefined;
/**
 * Whether this page view offers `locale`: decided once per page load, and never again once offered.
 * Never over a deep link: the address's entry is what the visitor came for.
 */
function offerOnce(locale: Locale): boolean {
  if (offered === undefined) {
    try {
      offered =
        locale !== DEFAULT_LOCALE &&
        window.location.hash === '' &&
        !localStorage.getItem(OFFER_SEEN_KEY) &&
        preferredLocale() === locale;
      if (offered) localStorage.setItem(OFFER_SEEN_KEY, '1');
    } catch {
      // No storage: no offer, rather than one on every page.
      offered = false;
    }
  }
  return offered;
}

/**
 * The same page in the other language, one tap away in the phone's header
 * (`EN` / `ES`) instead of three taps deep in the side menu. A full page load,
 * as the theme's language links; the open help entry's hash goes with it (see
 * AccordionGroup). Once, on an English page (a translated page was chosen), a
 * visitor whose browser prefers a translation is offered the page in it, on a
 * line laid over the top of the page below the header (nothing moves), gone
 * once they scroll, and never over a deep link.
 */
export default function LocaleShortcut({mobile}: {mobile?: boolean}): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const {createUrl} = useAlternatePageUtils();
  const {search, hash} = useHistorySelector((history) => history.location);
  const other = LOCALES.find((locale) => locale !== currentLocale);
  const [dismissed, setDismissed] = useState(false);
  // Nothing in the server's HTML and the hydration; the browser decides after.
  const offer = useIsBrowser() && !mobile && isLocale(other) && offerOnce(other);
  // It lies over the top of the page: once the visitor scrolls on, it goes, so it covers nothing they read.
  useEffect(() => {
    if (!offer || dismissed) return undefined;
    const onScroll = () => {
      if (window.scrollY > 0) setDismissed(true);
    };
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => window.removeEventListener('scroll', onScroll);
  }, [offer, dismissed]);

  // The side menu has the theme's full language menu.
  if (mobile || !isLocale(other)) return null;
  const {label, htmlLang} = LOCALE_CONFIGS[other];
  const link = {
    href: `pathname://${createUrl({locale: other, fullyQualified: false})}${search}${hash}`,
    autoAddBaseUrl: false,
    target: '_self',
    lang: htmlLang,
    hrefLang: htmlLang,
  };
  return (
    <>
      <Link className={styles.shortcut} aria-label={label} {...link}>
        {other.toUpperCase()}
      </Link>
      {offer && !dismissed && (
        <p className={styles.offer} lang={htmlLang} data-language-offer="">
          <Link {...link}>{OFFER[other].read}</Link>
          <button type="button" className="clean-btn" onClick={() => setDismissed(true)}>
            {OFFER[other].dismiss}
          </button>
        </p>
      )}
    </>
  );
}
