import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import type {TranslationState} from '../../source';
import styles from './styles.module.css';

/** At the top of a translated entry the build marked stale (with a link to the English) or missing. */
export default function TranslationNotice({id, state}: {id: string; state: TranslationState}): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  // The same page and entry in the site's default language (English).
  const path = pathname.startsWith(siteConfig.baseUrl) ? pathname.slice(siteConfig.baseUrl.length) : '';
  const english = `${i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? '/'}${path}#${id}`;
  const link = (
    // Another language is another site: a plain link, loaded whole. `@docusaurus/Link` would put
    // this page's base path (`/es/`) in front of the English address.
    // eslint-disable-next-line @docusaurus/no-html-links -- see above
    <a href={english} hrefLang={i18n.defaultLocale}>
      <Translate id="help.translation.english" description="Link to the English version of a help entry">
        read the English
      </Translate>
    </a>
  );
  return (
    <p className={styles.translationNotice} role="note" data-translation={state}>
      {state === 'stale' ? (
        <Translate
          id="help.translation.stale"
          description="Top of a translated help entry whose English has changed since; {link} reads 'read the English'"
          values={{link}}
        >
          {'This translation may be out of date: {link}.'}
        </Translate>
      ) : (
        <Translate
          id="help.translation.missing"
          description="Top of a help entry shown in English because it has no translation yet"
        >
          This answer is not translated yet, so it is shown in English.
        </Translate>
      )}
    </p>
  );
}
