import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {LOCALE_CONFIGS, isLocale, type Locale} from '@site/src/data/locales';
import {ROUTES, type RoutePath} from '@site/src/data/routes';
import styles from './styles.module.css';

type WayBack = {to: RoutePath; label: string; hint: string};

/** Called at render, so the texts are in the page's language. */
const waysBack = (): readonly WayBack[] => [
  {
    to: ROUTES.home,
    label: translate({id: 'site.notFound.home.label', message: 'Home'}),
    hint: translate({id: 'site.notFound.home.hint', message: 'What Deck Hopper is and does'}),
  },
  {
    to: ROUTES.setup,
    label: translate({id: 'site.notFound.setup.label', message: 'Setup'}),
    hint: translate({id: 'site.notFound.setup.hint', message: 'Connect the app to SAMMI and learn every feature'}),
  },
  {
    to: ROUTES.faq,
    label: translate({id: 'site.notFound.faq.label', message: 'FAQ'}),
    hint: translate({id: 'site.notFound.faq.hint', message: 'Short answers to common questions'}),
  },
  {
    to: ROUTES.troubleshooting,
    label: translate({id: 'site.notFound.troubleshooting.label', message: 'Help'}),
    hint: translate({id: 'site.notFound.troubleshooting.hint', message: 'Fixes for connection and display problems'}),
  },
];

/** The ways back offered by the 404 page (no search needed). */
export default function NotFoundLinks(): ReactNode {
  return (
    <ul className={clsx('clean-list', styles.list)}>
      {waysBack().map(({to, label, hint}) => (
        <li key={to}>
          <Link className={styles.link} to={to}>
            <span className={styles.label}>{label}</span>
            <span className={styles.hint}>{hint}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Each language's way home, written in that language itself: it is shown on
 * the 404 page of the other languages, which a host with a single 404 page
 * (GitHub Pages) serves for every missing address, `/es/…` included.
 */
const HOME_IN_OWN_LANGUAGE: Readonly<Record<Locale, string>> = {
  en: 'Go to the home page in English',
  // cspell:disable-next-line -- Spanish, on purpose
  es: 'Ir a la página de inicio en español',
};

/** Links to the home page of every other language, each in its own language. */
export function OtherLanguageHomes(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const others = i18n.locales.filter((locale) => locale !== i18n.currentLocale).filter(isLocale);
  if (others.length === 0) return null;
  return (
    <ul className={clsx('clean-list', styles.languages)}>
      {others.map((locale) => (
        <li key={locale} lang={LOCALE_CONFIGS[locale].htmlLang}>
          {/* Another language is another site: a full page load, at that language's base URL. */}
          <Link
            href={`pathname://${i18n.localeConfigs[locale]?.baseUrl ?? '/'}`}
            autoAddBaseUrl={false}
            target="_self"
            hrefLang={LOCALE_CONFIGS[locale].htmlLang}
          >
            {HOME_IN_OWN_LANGUAGE[locale]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
