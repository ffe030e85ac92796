import {useEffect, useReducer, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useHistory} from '@docusaurus/router';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {createStorageSlot} from '@docusaurus/theme-common';
import {useAccordionGroup} from '../../AccordionGroup/context';
import {useHashEntry} from '../../AccordionGroup/useHashEntry';
import {CopyStatus, linkToAnchor} from '../../CopyLinkButton';
import {useCopyStatus} from '../../CopyLinkButton/useCopyStatus';
import {useEntry} from '../../Accordion/context';
import {replaceQueryValue} from '../../../client/useVisitor';
import {rowsOf} from '../rows';
import {COMMUNITY_LINKS, PHONE_STORE_LINKS} from '@site/src/data/links';
import {ROUTES} from '@site/src/data/routes';
import {compareVersions} from '@site/src/utils/compareVersions';
import {useLatestRelease} from '../../../client/useHelpData';
import {APP_BUG_REPORT_MENU} from '@site/src/data/stillStuck';
import {parsePlatform, type PlatformId} from '@site/src/data/platforms';
import {platformLabel} from '@site/src/texts/platforms';
import {scrollBehavior} from '@site/src/utils/location';
import {track} from '@site/src/utils/track';
import {
  CHECK_QUERY_KEY,
  checkLines,
  checkSummary,
  checkerReducer,
  type CheckerAction,
  decodeCheck,
  encodeCheck,
  initialState,
  stepAnchor,
  stepIdOfAnchor,
  stepsFor,
  type CheckerState,
} from './machine';
import styles from './styles.module.css';
import {OWN_WAY_OUT_ATTRIBUTE, SCRIPT_ONLY_PROPS, helpAnswerKey} from '../../../contract';

type StepProps = {
  /** Lower camelCase; part of the step's address, `#connectionIssues-step-<id>`: never rename a published one. */
  id: string;
  /** One question, answered Yes when all is well. */
  question: string;
  /** How the summary the visitor copies names the check. */
  summary: string;
  /** Only where Deck Hopper runs on one of these (space-separated platform ids); every platform by default. */
  platforms?: string;
  /** What to do when the answer is No (Markdown, on one line). */
  children: ReactNode;
};

/** One step of `<ConnectionChecker>`; it renders nothing by itself. */
export function ConnectionStep(_props: StepProps): ReactNode {
  return null;
}

type Step = Omit<StepProps, 'platforms'> & {platforms?: PlatformId[]};

const stepOf = ({platforms, ...step}: StepProps): Step => ({
  ...step,
  ...(platforms && {platforms: platforms.split(/\s+/).flatMap((id) => parsePlatform(id) ?? [])}),
});

type StepStatus = 'list' | 'current' | 'answered' | 'upcoming' | 'skipped';

/** The analytics event of a check that ended (see "Reading the answers" in src/plugins/analytics/README.md). */
const CHECK_EVENT = 'connection_check';

/** The step that asks whether Deck Hopper is up to date: with `?app=` older than the latest, it says so itself. */
const APP_VERSION_STEP = 'versions';

/** Where the visitor's platform gets the latest Deck Hopper: its phone's store, else the download page. */
function UpdateLink({platform}: {platform: PlatformId | null}): ReactNode {
  const store = platform && PHONE_STORE_LINKS[platform];
  if (store) return <Link href={store.href}>{store.label}</Link>;
  return (
    <Link to={ROUTES.download}>
      <Translate id="help.connectionChecker.outdated.download">the download page</Translate>
    </Link>
  );
}

/**
 * The guided check of "Cannot connect", written as `<ConnectionStep>` rows in
 * its entry: a checklist in the server's HTML, one question at a time once
 * interactive (see `mode`), its answers in the address (`?check=…`, see
 * `encodeCheck`). README.md beside this folder, "The connection check".
 */
export default function ConnectionChecker({children}: {children: ReactNode}): ReactNode {
  const entry = useEntry();
  const allSteps = rowsOf(children, ConnectionStep, 'ConnectionChecker').map(stepOf);
  const {collectAnchor} = useBrokenLinks();
  allSteps.forEach(({id}) => collectAnchor(stepAnchor(entry.id, id)));
  const isBrowser = useIsBrowser();
  const rootRef = useRef<HTMLDivElement>(null);
  /**
   * One question at a time once the scripts run, unless the check was open as the page loaded
   * without answers in the address: redrawn, it would move the page under the reader, so it stays
   * the checklist it was painted as until the visitor starts it.
   */
  const [mode, setMode] = useState<'undecided' | 'list' | 'steps'>('undecided');
  const interactive = isBrowser && mode === 'steps';
  const {platform, appVersion, checkedRef} = useAccordionGroup();
  const steps = stepsFor(allSteps, platform);
  const [state, dispatch] = useReducer(checkerReducer(steps), steps, initialState);
  const latest = useLatestRelease();
  const outdated = appVersion !== null && compareVersions(appVersion, latest) < 0;
  const history = useHistory();
  const {i18n} = useDocusaurusContext();
  const version = useActiveDocContext(undefined).activeVersion;
  const stepKey = steps.map(({id}) => id).join();

  // The address's check, once the visitor's platform (which leaves steps out) is known; anything else is ignored.
  useEffect(() => {
    const restored = decodeCheck(steps, new URLSearchParams(history.location.search).get(CHECK_QUERY_KEY));
    if (restored) dispatch({type: 'restore', state: restored});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepKey]);

  // The address says this Deck Hopper is out of date: its step is answered, and shows how to update.
  useEffect(() => {
    if (interactive && outdated && state.current === APP_VERSION_STEP && !state.answers[APP_VERSION_STEP])
      dispatch({type: 'answer', answer: 'no'});
  }, [interactive, outdated, state]);

  // Every answer replaces the address's check (no new history entry; the page does not scroll), and the page's summaries carry it.
  useEffect(() => {
    const code = interactive ? encodeCheck(steps, state) : null;
    checkedRef.current = code ? checkLines(steps, state) : [];
    if (interactive) replaceQueryValue(history, CHECK_QUERY_KEY, code);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  const [copyStatus, copy] = useCopyStatus();
  /** What gets focus after the next render: a question, a fix or the end. */
  const focusNext = useRef<string | null>(null);
  /** The step an address named: once the check has redrawn around it, it is scrolled to. */
  const scrollNext = useRef<{id: string; smooth: boolean} | null>(null);

  useEffect(() => {
    const answered = decodeCheck(allSteps, new URLSearchParams(history.location.search).get(CHECK_QUERY_KEY));
    const openAtLoad = rootRef.current?.closest('details')?.open === true;
    const list = openAtLoad && !answered;
    setMode((current) => (current === 'undecided' ? (list ? 'list' : 'steps') : current));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useHashEntry((id, initial) => {
    const stepId = stepIdOfAnchor(entry.id, allSteps, id);
    if (!stepId) return;
    // A later address is the visitor's doing (a link followed): the check starts at its step.
    if (!initial) setMode('steps');
    scrollNext.current = {id: stepAnchor(entry.id, stepId), smooth: !initial};
    dispatch({type: 'goTo', stepId});
  });

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target) document.getElementById(target)?.focus();
    const scroll = interactive ? scrollNext.current : null;
    if (scroll) scrollNext.current = null;
    // The interactive check is shorter than the checklist of the first paint, so the step has moved.
    if (scroll)
      document
        .getElementById(scroll.id)
        ?.scrollIntoView({behavior: scroll.smooth ? scrollBehavior() : 'auto', block: 'start'});
  });

  /** What takes the focus after an answer: the next question or fix, or the check's end (`#…-solved`). */
  const focusAfter = (next: CheckerState): string | null => {
    if (next.outcome) return `${entry.id}-${next.outcome}`;
    return next.current && `${stepAnchor(entry.id, next.current)}-${next.fixing ? 'fix' : 'question'}`;
  };

  const act = (action: CheckerAction) => {
    const next = checkerReducer(steps)(state, action);
    focusNext.current = action.type === 'restart' ? null : focusAfter(next);
    if (next.outcome && next.outcome !== state.outcome) {
      // The entry's "Did this fix it?" tells the same story.
      createStorageSlot(helpAnswerKey(version?.name, entry.id), {persistence: 'sessionStorage'}).set(
        next.outcome === 'solved' ? 'yes' : 'no',
      );
      const failed = steps.filter(({id}) => next.answers[id] === 'no').map(({id}) => id);
      track(CHECK_EVENT, {
        outcome: next.outcome,
        // Solved: the step whose fix worked; stuck: the first step that failed.
        step: (next.outcome === 'solved' ? state.current : failed[0]) ?? null,
        steps_failed: failed.join(','),
        docs_version: version?.name ?? null,
        locale: i18n.currentLocale,
        platform,
        app_version: appVersion,
      });
    }
    dispatch(action);
  };

  const statusOf = (stepId: string): StepStatus => {
    if (!interactive) return 'list';
    if (!steps.some(({id}) => id === stepId)) return 'skipped';
    if (state.current === stepId && state.outcome === null) return 'current';
    return state.answers[stepId] ? 'answered' : 'upcoming';
  };

  const copySummary = () => {
    const summary = checkSummary(steps, state, {
      title: entry.title,
      link: linkToAnchor(entry.id),
      platform: platform ? platformLabel(platform) : null,
      appVersion,
      docsVersion: version?.label,
    });
    void copy(summary, {
      copied: translate({id: 'help.connectionChecker.copied', message: 'Copied: paste it into your message.'}),
      failed: translate({
        id: 'help.connectionChecker.copyFailed',
        message: 'Could not copy. Write down the answers above instead.',
      }),
    });
  };

  return (
    <div ref={rootRef} className={styles.checker}>
      <p>
        <strong>
          <Translate id="help.connectionChecker.intro.title">Check it step by step.</Translate>
        </strong>{' '}
        {interactive ? (
          <Translate id="help.connectionChecker.intro.interactive">
            Answer each question; a No shows what to do.
          </Translate>
        ) : (
          <Translate
            id="help.connectionChecker.intro.list"
            description="Over the checklist: without JavaScript, or until the visitor starts the check"
          >
            Go through these in order; each says what to do when the answer is no.
          </Translate>
        )}
      </p>
      {!interactive && (
        // Its place is kept from the first paint, so it appears without moving anything.
        <button
          type="button"
          className={clsx('button button--primary', styles.start, !isBrowser && styles.waiting)}
          onClick={() => {
            focusNext.current = state.current && `${stepAnchor(entry.id, state.current)}-question`;
            setMode('steps');
          }}
          {...SCRIPT_ONLY_PROPS}
        >
          <Translate id="help.connectionChecker.start" description="Turns the checklist into one question at a time">
            Answer one question at a time
          </Translate>
        </button>
      )}
      <ol className={styles.steps}>
        {allSteps.map((step) => {
          const anchor = stepAnchor(entry.id, step.id);
          const status = statusOf(step.id);
          const answer = state.answers[step.id];
          const showFix = status === 'list' || (status === 'current' && state.fixing);
          return (
            <li key={step.id} id={anchor} className={clsx(styles.step, styles[status])} data-status={status}>
              <p id={`${anchor}-question`} className={styles.question} tabIndex={status === 'current' ? -1 : undefined}>
                <strong>{step.question}</strong>
                {status === 'answered' && answer && (
                  <span className={clsx(styles.answer, answer === 'no' && styles.answerNo)}>
                    {answer === 'yes' ? (
                      <Translate id="help.connectionChecker.answered.yes" description="A step answered Yes">
                        Yes
                      </Translate>
                    ) : (
                      <Translate
                        id="help.connectionChecker.answered.no"
                        description="A step answered No, then moved on"
                      >
                        No, fix tried
                      </Translate>
                    )}
                  </span>
                )}
                {status === 'skipped' && platform && (
                  <span className={styles.answer}>
                    <Translate
                      id="help.connectionChecker.skipped"
                      description="A step that does not concern the visitor's platform"
                      values={{platform: platformLabel(platform)}}
                    >
                      {'Not for {platform}: skipped'}
                    </Translate>
                  </span>
                )}
              </p>
              {showFix && (
                <p id={`${anchor}-fix`} className={styles.fix} tabIndex={status === 'current' ? -1 : undefined}>
                  <strong>
                    <Translate id="help.connectionChecker.ifNot" description="Before the fix of a step">
                      If not:
                    </Translate>
                  </strong>{' '}
                  {step.children}
                </p>
              )}
              {showFix && interactive && outdated && step.id === APP_VERSION_STEP && (
                <p className={styles.fix}>
                  <Translate
                    id="help.connectionChecker.outdated"
                    description="{app}: the visitor's Deck Hopper version; {latest}: the latest; {update}: where to get it"
                    values={{app: appVersion, latest, update: <UpdateLink platform={platform} />}}
                  >
                    {'Your Deck Hopper is version {app}; the latest is {latest}. Update it: {update}.'}
                  </Translate>
                </p>
              )}
              {status === 'current' && !state.fixing && (
                <div
                  role="group"
                  aria-labelledby={`${anchor}-question`}
                  className={styles.buttons}
                  {...SCRIPT_ONLY_PROPS}
                >
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => act({type: 'answer', answer: 'yes'})}
                  >
                    <Translate id="help.connectionChecker.yes" description="Answer button">
                      Yes
                    </Translate>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => act({type: 'answer', answer: 'no'})}
                  >
                    <Translate id="help.connectionChecker.no" description="Answer button">
                      No
                    </Translate>
                  </button>
                </div>
              )}
              {status === 'current' && state.fixing && (
                <div className={styles.buttons} {...SCRIPT_ONLY_PROPS}>
                  <button type="button" className="button button--primary" onClick={() => act({type: 'fixed'})}>
                    <Translate id="help.connectionChecker.fixed">That fixed it</Translate>
                  </button>
                  <button type="button" className="button button--secondary" onClick={() => act({type: 'next'})}>
                    <Translate id="help.connectionChecker.next">Still can't connect: next check</Translate>
                  </button>
                </div>
              )}
              {status === 'answered' && (
                <button
                  type="button"
                  className="button button--link padding-left--none"
                  aria-label={translate(
                    {
                      id: 'help.connectionChecker.change.label',
                      message: 'Change the answer to: {question}',
                      description: "Accessible name of a step's Change button",
                    },
                    {question: step.question},
                  )}
                  onClick={() => act({type: 'goTo', stepId: step.id})}
                  {...SCRIPT_ONLY_PROPS}
                >
                  <Translate id="help.connectionChecker.change" description="Goes back to an answered step">
                    Change
                  </Translate>
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {interactive && state.outcome === 'solved' && (
        <p id={`${entry.id}-solved`} className="text--semibold" tabIndex={-1} {...SCRIPT_ONLY_PROPS}>
          <Translate id="help.connectionChecker.solved">Glad it works again.</Translate>{' '}
          <button type="button" className="button button--link" onClick={() => act({type: 'restart'})}>
            <Translate id="help.connectionChecker.restart">Start over</Translate>
          </button>
        </p>
      )}
      <div
        className={clsx(
          styles.stuck,
          interactive && state.outcome !== 'stuck' && styles.stuckQuiet,
          interactive && state.outcome === 'solved' && styles.gone,
        )}
        {...{[OWN_WAY_OUT_ATTRIBUTE]: ''}}
      >
        <p id={`${entry.id}-stuck`} className={styles.stuckTitle} tabIndex={-1}>
          <strong>
            <Translate id="help.stillStuck.title" description="Heading of the help for a problem not solved">
              Still stuck?
            </Translate>
          </strong>
        </p>
        <p>
          <Translate
            id="help.connectionChecker.stuck.community"
            description="{discord} links to the community chat, {menu} is the app's menu path"
            values={{
              discord: <Link href={COMMUNITY_LINKS.discord.href}>{COMMUNITY_LINKS.discord.label}</Link>,
              menu: <strong>{APP_BUG_REPORT_MENU}</strong>,
            }}
          >
            {
              'Ask in the help channel of the {discord} community, or report it from the app in {menu}. Say what you checked: it saves a round of questions.'
            }
          </Translate>
        </p>
        <div className={styles.buttons} {...SCRIPT_ONLY_PROPS}>
          <button type="button" className="button button--secondary" onClick={copySummary}>
            <Translate id="help.connectionChecker.copy">Copy what I checked</Translate>
          </button>
          <CopyStatus status={copyStatus} />
        </div>
      </div>
    </div>
  );
}
