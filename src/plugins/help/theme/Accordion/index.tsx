import {useMemo, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import CopyLinkButton from '../CopyLinkButton';
import EntryEnd from '../EntryEnd';
import ProBadge from '@site/src/components/site/ProBadge';
import {useAccordionGroup} from '../AccordionGroup/context';
import {platformBadge} from '../HelpVisitor/PlatformLimit';
import TranslationNotice from './TranslationNotice';
import VisitorVersion from '../HelpVisitor/VisitorVersion';
import {EntryContext} from './context';
import {useLatestRelease} from '../../client/useHelpData';
import {
  ENTRY_ANSWER_ATTRIBUTE,
  ENTRY_ATTRIBUTE,
  ENTRY_TITLE_ATTRIBUTE,
  NEEDS_RELEASE_ATTRIBUTE,
  PLATFORM_BADGE_ATTRIBUTE,
  PLATFORM_NOTE_ATTRIBUTE,
  type RelatedEntry,
} from '../../contract';
import type {TranslationState} from '../../source';
import {PRODUCT_NAME} from '@site/src/data/constants';
import {PLATFORM_IDS, entryPlatformNote, isPlatformLimitId} from '@site/src/data/platforms';
import {limitSentence} from '@site/src/texts/platforms';
import {SEARCH_IGNORE_ATTRIBUTE} from '@site/src/data/search';
import styles from './styles.module.css';

type Props = {
  /** Anchor id: the app links to `page#id`, so never rename a published one. */
  id: string;
  title: string;
  /** Marks a Deck Hopper Pro feature with the star badge. */
  pro?: boolean;
  /** Ids the entry had before a rename: released apps still open it with them. */
  formerIds?: readonly string[];
  /** The release that introduced the feature (`since="1.6"`): visitors on an older version are told to update. */
  since?: string;
  /** The platform limits the entry is about (`limits="vibrate hapticFeedback"`, ids of src/data/platforms.ts). */
  limits?: string;
  /** The entry still applies where its limits leave a platform out ("Limited on iOS" rather than "Not on iOS"). */
  partly?: boolean;
  /** Words visitors search with that the entry does not use; for the search, never shown. */
  keywords?: string;
  /** Overrides the group's "Still stuck?" link, for an entry that ends with its own. */
  stillStuck?: boolean;
  /** An account or purchase problem: "Still stuck?" leads to the contact form (every other entry: the community chat). */
  account?: boolean;
  /** Ids of entries of the same version to try next (`related="connectionIssues buttonPress"`); the build resolves them. */
  related?: string;
  /** Written by the build from `related`: each related entry's page and title. */
  relatedEntries?: readonly RelatedEntry[];
  /** Written by the build on a translated page: the translation is behind its English, or missing. */
  translation?: TranslationState;
  /** Written by the build: the limits the entry's body states itself, which its note leaves out. */
  statedLimits?: readonly string[];
  children: ReactNode;
};

/** A note at the top of an entry for the visitors `shownBy` names, in every visitor's HTML (`visitorCss`). */
function VisitorNote({shownBy, children}: {shownBy: Record<string, string>; children: ReactNode}): ReactNode {
  return (
    <div
      className={styles.visitorNotes}
      role="note"
      data-visitor-note=""
      {...shownBy}
      {...{[SEARCH_IGNORE_ATTRIBUTE]: ''}}
    >
      {children}
    </div>
  );
}

/**
 * One help entry inside an `<AccordionGroup>`: a real heading carrying the anchor (the search reads
 * an entry's text as what follows it), then a native `<details>` whose summary covers the title, so
 * a tap opens it whether or not the scripts have run. React never sets `open`: the browser, the
 * visitor and the opener script own it, so hydration cannot undo a tap.
 */
export default function Accordion({
  id,
  title,
  pro = false,
  formerIds = [],
  since,
  limits = '',
  partly = false,
  stillStuck,
  account = false,
  relatedEntries = [],
  translation,
  statedLimits = [],
  children,
}: Props): ReactNode {
  const group = useAccordionGroup();
  const latest = useLatestRelease();
  const {collectAnchor} = useBrokenLinks();
  formerIds.forEach((formerId) => collectAnchor(formerId));
  const limitIds = useMemo(() => limits.split(/\s+/).filter(isPlatformLimitId), [limits]);
  const entry = useMemo(() => ({id, title, limits: limitIds}), [id, title, limitIds]);
  const labelId = `${id}-title`;
  // For each platform that lacks something here, the mark beside the title and a note on the limits
  // the body does not state itself; all in the HTML, the visitor's shown by `visitorCss`.
  const lacking = PLATFORM_IDS.flatMap((platform) => {
    const note = entryPlatformNote(limitIds, partly, platform);
    if (!note) return [];
    const unstated = note.missing.filter((limit) => !statedLimits.includes(limit));
    return [{platform, badge: platformBadge(note, platform), unstated}];
  });

  return (
    <section className={styles.entry} {...{[ENTRY_ATTRIBUTE]: ''}}>
      <Heading as="h2" id={id} className={styles.title}>
        {formerIds.map((formerId) => (
          <span key={formerId} id={formerId} />
        ))}
        <span id={labelId} className={styles.label} {...{[ENTRY_TITLE_ATTRIBUTE]: ''}}>
          {title}
        </span>
        {pro && <ProBadge />}
        {lacking.map(({platform, badge}) => (
          <span
            key={platform}
            className={styles.platformBadge}
            {...{[PLATFORM_BADGE_ATTRIBUTE]: platform, [SEARCH_IGNORE_ATTRIBUTE]: ''}}
          >
            {badge}
          </span>
        ))}
      </Heading>
      {/* `open` and the marker of the opener script may differ from the server's HTML by design. */}
      <details name={group.name} className={styles.details} suppressHydrationWarning>
        <summary id={`${id}-toggle`} className={styles.toggle} aria-labelledby={labelId}>
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 15.6 5.7 9.3l1.4-1.4 4.9 4.9 4.9-4.9 1.4 1.4z" />
          </svg>
        </summary>
        <div id={`${id}-panel`} className={styles.body}>
          {translation && <TranslationNotice id={id} state={translation} />}
          {lacking.map(
            ({platform, unstated}) =>
              unstated.length > 0 && (
                <VisitorNote key={platform} shownBy={{[PLATFORM_NOTE_ATTRIBUTE]: platform}}>
                  <p>{unstated.map(limitSentence).join(' ')}</p>
                </VisitorNote>
              ),
          )}
          {since && (
            <VisitorNote shownBy={{[NEEDS_RELEASE_ATTRIBUTE]: since}}>
              <p>
                <strong>
                  <Translate
                    id="help.accordion.needsUpdate.title"
                    description="An entry's feature came with a later release than the visitor's app"
                    values={{product: PRODUCT_NAME, since}}
                  >
                    {'Needs {product} {since} or later.'}
                  </Translate>
                </strong>{' '}
                <Translate
                  id="help.accordion.needsUpdate.text"
                  description="Follows the title: the visitor's version and the latest one"
                  values={{version: <VisitorVersion />, latest}}
                >
                  {'You have {version}: update to {latest} to use this.'}
                </Translate>
              </p>
            </VisitorNote>
          )}
          <div {...{[ENTRY_ANSWER_ATTRIBUTE]: ''}}>
            <EntryContext.Provider value={entry}>{children}</EntryContext.Provider>
          </div>
          <CopyLinkButton anchor={id} />
          <EntryEnd entry={entry} account={account} stillStuck={stillStuck} related={relatedEntries} />
        </div>
      </details>
    </section>
  );
}
