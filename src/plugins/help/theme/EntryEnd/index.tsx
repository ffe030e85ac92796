import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {APP_QUERY_KEY} from '@site/src/data/appVersion';
import {COMMUNITY_LINKS} from '@site/src/data/links';
import {PLATFORM_QUERY_KEY, type PlatformId} from '@site/src/data/platforms';
import {APP_BUG_REPORT_MENU, contactAboutPath} from '@site/src/data/stillStuck';
import {useStoredValue} from '../../client/useBrowserValue';
import {platformLabel} from '@site/src/texts/platforms';
import {track} from '@site/src/utils/track';
import {useAccordionGroup} from '../AccordionGroup/context';
import {useCopyStatus} from '../CopyLinkButton/useCopyStatus';
import {CopyStatus, linkToAnchor} from '../CopyLinkButton';
import {visitorLines} from '../../client/summary';
import {SCRIPT_ONLY_PROPS, helpAnswerKey, type RelatedEntry} from '../../contract';
import copyStyles from '../CopyLinkButton/styles.module.css';
import styles from './styles.module.css';

type Answer = 'yes' | 'no';
const isAnswer = (value: string | null): value is Answer => value === 'yes' || value === 'no';

/** The analytics event of an answer (see "Reading the answers" in src/plugins/analytics/README.md). */
export const ANSWER_EVENT = 'help_answer';

/** The contact form naming the entry, with the visitor's platform and app version when known. */
function contactPathFor(entryId: string, platform: PlatformId | null, appVersion: string | null): string {
  const params = new URLSearchParams();
  if (platform) params.set(PLATFORM_QUERY_KEY, platform);
  if (appVersion) params.set(APP_QUERY_KEY, appVersion);
  const more = params.toString();
  return more ? `${contactAboutPath(entryId)}&${more}` : contactAboutPath(entryId);
}

type Props = {
  entry: {id: string; title: string};
  /** The contact form handles the entry's problem (account and purchases). */
  account: boolean;
  /** "Still stuck?" whatever the answer, not only after No; by default, as the group says (troubleshooting). */
  stillStuck?: boolean;
  related: readonly RelatedEntry[];
};

/**
 * The end of a help entry: "Did this fix it?", the related entries after No, and "Still stuck?"
 * (README.md, "When an answer does not help"): the contact form for an `account` entry only.
 */
export default function EntryEnd({entry, account, stillStuck, related}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const version = useActiveDocContext(undefined).activeVersion;
  // The group's: one reading of the address and the storage for the page, not one per entry.
  const {platform, appVersion, stillStuck: groupStillStuck, checkedRef} = useAccordionGroup();
  const [stored, slot] = useStoredValue(helpAnswerKey(version?.name, entry.id), {
    persistence: 'sessionStorage',
  });
  const answer = isAnswer(stored) ? stored : null;
  const [answeredNow, setAnsweredNow] = useState(false);
  const [copyStatus, copy] = useCopyStatus();
  const versionPath = (version?.path ?? '').replace(/\/$/, '');

  const choose = (next: Answer) => {
    setAnsweredNow(true);
    if (next === answer) return;
    slot.set(next);
    track(ANSWER_EVENT, {
      entry_id: entry.id,
      answer: next,
      page: window.location.pathname,
      docs_version: version?.name ?? null,
      locale: i18n.currentLocale,
      platform,
      app_version: appVersion,
    });
  };

  const copySummary = () => {
    const visitor = {platform: platform && platformLabel(platform), appVersion, docsVersion: version?.label};
    const title = translate(
      {
        id: 'help.entryEnd.summary.title',
        message: 'Not solved by the help: {title}',
        description: 'First line of the copied summary',
      },
      {title: entry.title},
    );
    void copy([title, linkToAnchor(entry.id), ...visitorLines(visitor), ...checkedRef.current].join('\n'), {
      copied: translate({id: 'help.connectionChecker.copied', message: 'Copied: paste it into your message.'}),
      failed: translate({
        id: 'help.entryEnd.copyFailed',
        message: 'Could not copy. Give the page address, your device and app version instead.',
      }),
    });
  };

  const stuck = (
    <strong>
      <Translate id="help.stillStuck.title" description="Heading of the help for a problem not solved">
        Still stuck?
      </Translate>
    </strong>
  );
  const wayOut = account ? (
    <p className={styles.wayOut}>
      <Translate
        id="help.accordion.stillStuck"
        description="End of an account or purchase entry; {link} is the contact form link"
        values={{
          stuck,
          link: (
            <Link to={contactPathFor(entry.id, platform, appVersion)}>
              <Translate id="help.accordion.stillStuck.link" description="Link to the contact form">
                Write to us with the contact form
              </Translate>
            </Link>
          ),
        }}
      >
        {'{stuck} {link}; your message will start with this problem.'}
      </Translate>
    </p>
  ) : (
    <p className={styles.wayOut}>
      {stuck}{' '}
      <Translate
        id="help.entryEnd.community"
        description="Where help problems go; {discord} links to the community chat, {menu} is the app's menu path"
        values={{
          discord: <Link href={COMMUNITY_LINKS.discord.href}>{COMMUNITY_LINKS.discord.label}</Link>,
          menu: <strong>{APP_BUG_REPORT_MENU}</strong>,
        }}
      >
        {'Ask in the help channel of the {discord} community, or report it from the app in {menu}.'}
      </Translate>{' '}
      <span {...SCRIPT_ONLY_PROPS} className={styles.copy}>
        <button type="button" className={copyStyles.button} onClick={copySummary}>
          <Translate id="help.entryEnd.copy" description="Copies a summary of the entry and the visitor's device">
            Copy a summary to paste there
          </Translate>
        </button>{' '}
        <CopyStatus status={copyStatus} />
      </span>
    </p>
  );

  return (
    <>
      <div className={styles.feedback} role="group" aria-labelledby={`${entry.id}-feedback`} {...SCRIPT_ONLY_PROPS}>
        <span id={`${entry.id}-feedback`} className={styles.question}>
          {groupStillStuck ? (
            <Translate id="help.entryEnd.question.fix" description="Asked at the end of a troubleshooting entry">
              Did this fix it?
            </Translate>
          ) : (
            <Translate id="help.entryEnd.question.help" description="Asked at the end of a setup or FAQ entry">
              Did this answer your question?
            </Translate>
          )}
        </span>
        {(['yes', 'no'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className={clsx(copyStyles.button, styles.answer, answer === choice && styles.chosen)}
            aria-pressed={answer === choice}
            onClick={() => choose(choice)}
          >
            {choice === 'yes' ? (
              <Translate id="help.entryEnd.yes" description="Answer to 'Did this fix it?'">
                Yes
              </Translate>
            ) : (
              <Translate id="help.entryEnd.no" description="Answer to 'Did this fix it?'">
                No
              </Translate>
            )}
          </button>
        ))}
        <span role="status" className={styles.thanks}>
          {answeredNow && answer === 'yes' && (
            <Translate id="help.entryEnd.thanks" description="After Yes">
              Thanks! Glad it helped.
            </Translate>
          )}
          {answeredNow &&
            answer === 'no' &&
            (related.length > 0 ? (
              <Translate id="help.entryEnd.sorry" description="After No; the next steps follow">
                Sorry it did not. Try these next:
              </Translate>
            ) : (
              <Translate id="help.entryEnd.sorryAlone" description="After No, for an entry with no next steps">
                Sorry it did not.
              </Translate>
            ))}
        </span>
      </div>
      {answer === 'no' && related.length > 0 && (
        <ul className={styles.related} {...SCRIPT_ONLY_PROPS}>
          {related.map((item) => (
            <li key={item.id}>
              <Link to={`${versionPath}/${item.page}#${item.id}`}>
                {item.checklist ? (
                  <Translate
                    id="help.entryEnd.checklist"
                    description="Link to the connection checklist; {title} is its entry's title"
                    values={{title: item.title}}
                  >
                    {'Check the connection step by step ({title})'}
                  </Translate>
                ) : (
                  item.title
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {/* Once the visitor says it is fixed, no way out is offered. */}
      {(((stillStuck ?? groupStillStuck) && answer !== 'yes') || answer === 'no') && wayOut}
    </>
  );
}
