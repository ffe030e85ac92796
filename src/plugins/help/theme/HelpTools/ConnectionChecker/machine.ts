/**
 * The connection check as a state machine, apart from React. Yes moves on; No
 * shows the step's fix, after which "That fixed it" ends the check and "Still
 * can't connect" moves on; after the last step it ends at "Still stuck?". Any
 * step can be chosen again (its address, or "Change").
 */
import {translate} from '@docusaurus/Translate';
import {TOOL_NAME} from '@site/src/data/constants';
import {visitorLines, type VisitorContext} from '../../../client/summary';
import type {PlatformId} from '@site/src/data/platforms';

/** A step as the machine and the summary need it; its texts are in the page's language already. */
export type CheckStep = {id: string; summary: string; platforms?: readonly PlatformId[]};

export type Answer = 'yes' | 'no';

export type CheckerState = {
  /** Id of the step being asked; null once the check has ended. */
  current: string | null;
  answers: Readonly<Record<string, Answer>>;
  /** The current step was answered No: its fix is shown. */
  fixing: boolean;
  /** How the check ended: the fix worked, or every step was gone through. */
  outcome: 'solved' | 'stuck' | null;
};

export type CheckerAction =
  | {type: 'answer'; answer: Answer}
  | {type: 'fixed'}
  | {type: 'next'}
  | {type: 'goTo'; stepId: string}
  | {type: 'restore'; state: CheckerState}
  | {type: 'restart'};

export function initialState(steps: readonly CheckStep[]): CheckerState {
  return {current: steps[0]?.id ?? null, answers: {}, fixing: false, outcome: steps.length > 0 ? null : 'stuck'};
}

/** Moves to the step after the current one, or ends the check at "Still stuck?". */
function advance(state: CheckerState, steps: readonly CheckStep[]): CheckerState {
  const next = steps[steps.findIndex(({id}) => id === state.current) + 1];
  return {...state, current: next?.id ?? null, fixing: false, outcome: next ? null : 'stuck'};
}

/** The reducer for a list of steps (the visitor's platform may leave some out); a senseless action changes nothing. */
export function checkerReducer(steps: readonly CheckStep[]) {
  return (state: CheckerState, action: CheckerAction): CheckerState => {
    const asking = state.current !== null && state.outcome === null;
    switch (action.type) {
      case 'answer': {
        if (!asking || state.fixing || state.current === null) return state;
        const answered = {...state, answers: {...state.answers, [state.current]: action.answer}};
        return action.answer === 'yes' ? advance(answered, steps) : {...answered, fixing: true};
      }
      case 'fixed':
        return asking && state.fixing ? {...state, fixing: false, outcome: 'solved'} : state;
      case 'next':
        return asking && state.fixing ? advance(state, steps) : state;
      case 'goTo':
        return steps.some(({id}) => id === action.stepId)
          ? {...state, current: action.stepId, fixing: false, outcome: null}
          : state;
      case 'restore':
        return action.state;
      case 'restart':
        return initialState(steps);
    }
  };
}

/** The query parameter that keeps the check's state in the address: a reload or a shared link restores it. */
export const CHECK_QUERY_KEY = 'check';

const ANSWER_CODES: Record<Answer, string> = {yes: 'y', no: 'n'};
const STUCK = 'stuck';
const FIXING = '-fix';
const SOLVED = '-solved';
/** Longer values cannot be a check of ours; they are ignored unread. */
const MAX_CHECK_LENGTH = 500;

/**
 * The state as the address keeps it, in characters a query never escapes:
 * the answers in step order, then where the check is:
 * `sammiRunning-y.firewall-n_firewall-fix` (the fix of "firewall" shown),
 * `…_sameNetwork` (asking), `…_firewall-solved` (its fix worked),
 * `…_stuck`. Null while nothing is answered.
 */
export function encodeCheck(steps: readonly CheckStep[], state: CheckerState): string | null {
  const answers = steps.flatMap(({id}) => {
    const answer = state.answers[id];
    return answer ? [`${id}-${ANSWER_CODES[answer]}`] : [];
  });
  // Nothing answered yet: the address stays as it was (a step's own address names where to start).
  if (answers.length === 0 && state.outcome === null) return null;
  const at =
    state.outcome === 'stuck'
      ? STUCK
      : `${state.current ?? ''}${state.outcome === 'solved' ? SOLVED : state.fixing ? FIXING : ''}`;
  return `${answers.join('.')}_${at}`;
}

/** The state an address names, for these steps; null when `encodeCheck` could not have written the value for them. */
export function decodeCheck(steps: readonly CheckStep[], value: string | null): CheckerState | null {
  if (!value || value.length > MAX_CHECK_LENGTH) return null;
  const match = /^((?:[a-zA-Z0-9]+-[yn])(?:\.[a-zA-Z0-9]+-[yn])*)?_([a-zA-Z0-9]+)(-fix|-solved)?$/.exec(value);
  if (!match) return null;
  const ids = new Set(steps.map(({id}) => id));
  const answers: Record<string, Answer> = {};
  for (const pair of match[1]?.split('.') ?? []) {
    const [id = '', code] = pair.split('-');
    if (!ids.has(id) || id in answers) return null;
    answers[id] = code === 'y' ? 'yes' : 'no';
  }
  const [, , at = '', mark] = match;
  if (at === STUCK && !mark) return steps.length > 0 ? {current: null, answers, fixing: false, outcome: 'stuck'} : null;
  if (!ids.has(at)) return null;
  // A fix is shown, or worked, only for a step answered No.
  if (mark && answers[at] !== 'no') return null;
  return {current: at, answers, fixing: mark === FIXING, outcome: mark === SOLVED ? 'solved' : null};
}

/** `link`: the address that reopens the check as it is. */
type SummaryContext = VisitorContext & {title: string; link?: string | null};

function answerText(answer: Answer | undefined): string {
  if (answer === 'yes') return translate({id: 'help.connectionChecker.summary.yes', message: 'yes'});
  if (answer === 'no') return translate({id: 'help.connectionChecker.summary.no', message: 'no, tried the fix'});
  return translate({id: 'help.connectionChecker.summary.notChecked', message: 'not checked'});
}

/** Each step with its answer, and how the check ended: what a summary of the help carries once the check has answers. */
export function checkLines(steps: readonly CheckStep[], state: CheckerState): string[] {
  const end =
    state.outcome === 'solved'
      ? translate({id: 'help.connectionChecker.summary.solved', message: 'The last fix solved it.'})
      : translate(
          {id: 'help.connectionChecker.summary.stuck', message: "Still can't connect to {tool}."},
          {tool: TOOL_NAME},
        );
  return [...steps.map((step) => `- ${step.summary}: ${answerText(state.answers[step.id])}`), end];
}

/** What the visitor copies for the community chat: each step with its answer, so support does not ask again. */
export function checkSummary(steps: readonly CheckStep[], state: CheckerState, context: SummaryContext): string {
  const title = translate(
    {
      id: 'help.connectionChecker.summary.title',
      message: '{title}: what I checked',
      description: 'First line of the copied summary',
    },
    {title: context.title},
  );
  return [title, ...(context.link ? [context.link] : []), ...visitorLines(context), ...checkLines(steps, state)].join(
    '\n',
  );
}

/** The steps for a visitor on `platform` (all of them when it is unknown). */
export function stepsFor<S extends CheckStep>(steps: readonly S[], platform: PlatformId | null): readonly S[] {
  return platform ? steps.filter((step) => !step.platforms || step.platforms.includes(platform)) : steps;
}

/** The element id, and the address hash, of a step: `connectionIssues-step-firewall`. */
export const stepAnchor = (entryId: string, stepId: string): string => `${entryId}-step-${stepId}`;

/** The step of `steps` an anchor names, or null. */
export function stepIdOfAnchor(entryId: string, steps: readonly CheckStep[], anchor: string): string | null {
  return steps.find(({id}) => stepAnchor(entryId, id) === anchor)?.id ?? null;
}
