import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import VisuallyHidden from '@site/src/components/site/VisuallyHidden';
import {EDITION_NAMES} from '@site/src/data/editions';
import {SEARCH_IGNORE_ATTRIBUTE} from '@site/src/data/search';
import styles from './styles.module.css';

/** The badge's tooltip, the specification's "Pro Feature". */
export const proBadgeTitle = (): string =>
  translate({id: 'site.proBadge.label', message: 'Pro Feature', description: 'Tooltip of the Pro badge'});

/**
 * The star badge marking a feature of Deck Hopper Pro, the same wherever a
 * Pro feature is named (help entries, home cards). It shows "Pro" and reads
 * as ", Pro Feature": the hidden comma keeps it from running into the title
 * before it in screen readers, text browsers and copied text.
 */
export default function ProBadge(): ReactNode {
  return (
    <span className={styles.badge} title={proBadgeTitle()} {...{[SEARCH_IGNORE_ATTRIBUTE]: ''}}>
      <VisuallyHidden>, </VisuallyHidden>
      <svg className={styles.star} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="m12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
      </svg>
      {EDITION_NAMES.pro}
      <VisuallyHidden>
        <Translate
          id="site.proBadge.hiddenSuffix"
          description="Read by screen readers right after the visible word 'Pro' of the badge (keep the leading space)"
        >
          {' Feature'}
        </Translate>
      </VisuallyHidden>
    </span>
  );
}
