import {useEffect, useReducer, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {NEEDS_SCRIPT_ATTRIBUTE} from '../../AccordionGroup';
import {useHashEntry} from '../../AccordionGroup/useHashEntry';
import {copyText} from '../../CopyLinkButton/copyText';
import {COMMUNITY_LINKS} from '@site/src/data/links';
import {
  CONNECTION_ENTRY_ID,
  CONNECTION_STEPS,
  fixPlaceholders,
  fixTemplate,
  stepAnchor,
  stepIdOfAnchor,
  stepsFor,
  type FixPiece,
} from '@site/src/data/connectionSteps';
import {platformLabel} from '@site/src/data/platforms';
import {SEARCH_IGNORE_ATTRIBUTE} from '@site/src/data/search';
import {contactAboutPath} from '@site/src/data/stillStuck';
import useDataText from '@site/src/i18n/useDataText';
import {useAppVersion, usePlatform} from '@site/src/hooks/useVisitor';
import {scrollBehavior} from '@site/src/utils/location';
import {checkSummary, checkerReducer, initialState, type CheckerState} from './machine';
import styles from './styles.module.css';

const SCRIPT_ONLY = {[NEEDS_SCRIPT_ATTRIBUTE]: '', [SEARCH_IGNORE_ATTRIBUTE]: ''};

/** A fix in the page's language: its translated words, with its code and links put back where the translation places them. */
function Fix({fix}: {fix: readonly FixPiece[]}): ReactNode {
  const t = useDataText();
  const pieces = fixPlaceholders(fix);
  return t(fixTemplate(fix))
    .split(/(\{\d+\})/)
    .map((part, index) => {
      const piece = /^\{(\d+)\}$/.test(part) ? pieces[Number(part.slice(1, -1))] : undefined;
      if (!piece) return part;
      // The parts of one fix never move, so their places are their keys.
      if ('code' in piece) return <code key={index}>{piece.code}</code>;
      return (
        <Link key={index} to={piece.to}>
          {t(piece.text)}
        </Link>
      );
    });
}

type StepStatus = 'list' | 'current' | 'answered' | 'upcoming' | 'skipped';

type Props = {
  /** How the copied summary names the problem: the entry's title. */
  title: string;
};

/**
 * The guided check of "Cannot connect" (steps in src/data/connectionSteps.ts).
 * The server's HTML, and the page without JavaScript, is the ordered
 * checklist: every question with its fix, then "Still stuck?". Once the
 * page is interactive, the visitor answers one question at a time; a step's
 * address (`#connectionIssues-step-firewall`) makes it the current one.
 */
export default function ConnectionChecker({title}: Props): ReactNode {
  const {collectAnchor} = useBrokenLinks();
  const t = useDataText();
  CONNECTION_STEPS.forEach(({id}) => collectAnchor(stepAnchor(id)));
  const interactive = useIsBrowser();
  const [platform] = usePlatform();
  const appVersion = useAppVersion();
  const steps = stepsFor(platform);
  const [state, dispatch] = useReducer(checkerReducer(steps), steps, initialState);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  /** What gets focus after the next render: a question, a fix or the end. */
  const focusNext = useRef<string | null>(null);
  /** The step an address named: once the check has redrawn around it, it is scrolled to. */
  const scrollNext = useRef<{id: string; smooth: boolean} | null>(null);

  useHashEntry((id, initial) => {
    const stepId = stepIdOfAnchor(id);
    if (!stepId) return;
    scrollNext.current = {id: stepAnchor(stepId), smooth: !initial};
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

  const act = (action: Parameters<typeof dispatch>[0], focus: (next: CheckerState) => string | null) => {
    const next = checkerReducer(steps)(state, action);
    focusNext.current = focus(next);
    setCopied(null);
    dispatch(action);
  };
  const focusOf = (next: CheckerState): string | null => {
    if (next.outcome === 'stuck') return `${CONNECTION_ENTRY_ID}-stuck`;
    if (next.outcome === 'solved') return `${CONNECTION_ENTRY_ID}-solved`;
    if (next.current === null) return null;
    return `${stepAnchor(next.current)}-${next.fixing ? 'fix' : 'question'}`;
  };

  const statusOf = (stepId: string): StepStatus => {
    if (!interactive) return 'list';
    if (!steps.some(({id}) => id === stepId)) return 'skipped';
    if (state.current === stepId && state.outcome === null) return 'current';
    return state.answers[stepId] ? 'answered' : 'upcoming';
  };

  const copySummary = async () => {
    const summary = checkSummary(steps, state, {
      title,
      platform: platform ? t(platformLabel(platform)) : null,
      appVersion,
      t,
    });
    setCopied((await copyText(summary)) ? 'copied' : 'failed');
  };

  return (
    <div className={clsx(styles.checker, interactive && styles.interactive)}>
      <p>
        <strong>
          <Translate id="help.connectionChecker.intro.title">Check it step by step.</Translate>
        </strong>{' '}
        {interactive ? (
          <Translate id="help.connectionChecker.intro.interactive">
            Answer each question; a No shows what to do.
          </Translate>
        ) : (
          <Translate id="help.connectionChecker.intro.list" description="Shown without JavaScript, over the checklist">
            Go through these in order; each says what to do when the answer is no.
          </Translate>
        )}
      </p>
      <ol className={styles.steps}>
        {CONNECTION_STEPS.map((step) => {
          const anchor = stepAnchor(step.id);
          const status = statusOf(step.id);
          const answer = state.answers[step.id];
          const showFix = status === 'list' || (status === 'current' && state.fixing);
          return (
            <li key={step.id} id={anchor} className={clsx(styles.step, styles[status])} data-status={status}>
              <p id={`${anchor}-question`} className={styles.question} tabIndex={status === 'current' ? -1 : undefined}>
                <strong>{t(step.question)}</strong>
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
                      values={{platform: t(platformLabel(platform))}}
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
                  <Fix fix={step.fix} />
                </p>
              )}
              {status === 'current' && !state.fixing && (
                <div role="group" aria-labelledby={`${anchor}-question`} className={styles.buttons} {...SCRIPT_ONLY}>
                  <button
                    type="button"
                    className="button button--primary button--sm"
                    onClick={() => act({type: 'answer', answer: 'yes'}, focusOf)}
                  >
                    <Translate id="help.connectionChecker.yes" description="Answer button">
                      Yes
                    </Translate>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--sm"
                    onClick={() => act({type: 'answer', answer: 'no'}, focusOf)}
                  >
                    <Translate id="help.connectionChecker.no" description="Answer button">
                      No
                    </Translate>
                  </button>
                </div>
              )}
              {status === 'current' && state.fixing && (
                <div className={styles.buttons} {...SCRIPT_ONLY}>
                  <button
                    type="button"
                    className="button button--primary button--sm"
                    onClick={() => act({type: 'fixed'}, focusOf)}
                  >
                    <Translate id="help.connectionChecker.fixed">That fixed it</Translate>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--sm"
                    onClick={() => act({type: 'next'}, focusOf)}
                  >
                    <Translate id="help.connectionChecker.next">Still can't connect: next check</Translate>
                  </button>
                </div>
              )}
              {status === 'answered' && (
                <button
                  type="button"
                  className={clsx('button button--link button--sm', styles.change)}
                  aria-label={translate(
                    {
                      id: 'help.connectionChecker.change.label',
                      message: 'Change the answer to: {question}',
                      description: "Accessible name of a step's Change button",
                    },
                    {question: t(step.question)},
                  )}
                  onClick={() => act({type: 'goTo', stepId: step.id}, focusOf)}
                  {...SCRIPT_ONLY}
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
        <p id={`${CONNECTION_ENTRY_ID}-solved`} className={styles.solved} tabIndex={-1} {...SCRIPT_ONLY}>
          <Translate id="help.connectionChecker.solved">Glad it works again.</Translate>{' '}
          <button
            type="button"
            className="button button--link button--sm"
            onClick={() => act({type: 'restart'}, () => null)}
          >
            <Translate id="help.connectionChecker.restart">Start over</Translate>
          </button>
        </p>
      )}
      <div className={clsx(styles.stuck, interactive && state.outcome !== 'stuck' && styles.stuckQuiet)}>
        <p id={`${CONNECTION_ENTRY_ID}-stuck`} className={styles.stuckTitle} tabIndex={-1}>
          <strong>
            <Translate id="help.stillStuck.title" description="Heading of the help for a problem not solved">
              Still stuck?
            </Translate>
          </strong>
        </p>
        <p>
          <Translate
            id="help.connectionChecker.stuck.text"
            description="{discord} links to the community, {contact} to the contact form"
            values={{
              discord: <Link href={COMMUNITY_LINKS.discord.href}>{COMMUNITY_LINKS.discord.label}</Link>,
              contact: (
                <Link to={contactAboutPath(CONNECTION_ENTRY_ID)}>
                  <Translate id="help.connectionChecker.stuck.contact">write to us with the contact form</Translate>
                </Link>
              ),
            }}
          >
            {'Ask the community on {discord}, or {contact}. Say what you checked: it saves a round of questions.'}
          </Translate>
        </p>
        <div className={styles.buttons} {...SCRIPT_ONLY}>
          <button type="button" className="button button--secondary button--sm" onClick={() => void copySummary()}>
            <Translate id="help.connectionChecker.copy">Copy what I checked</Translate>
          </button>
          <span role="status" className={styles.copyStatus}>
            {copied === 'copied' && (
              <Translate id="help.connectionChecker.copied">Copied: paste it into your message.</Translate>
            )}
            {copied === 'failed' && (
              <Translate id="help.connectionChecker.copyFailed">
                Could not copy. Write down the answers above instead.
              </Translate>
            )}
          </span>
        </div>
      </div>
    </div>
  );
}
