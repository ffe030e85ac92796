/**
 * @jest-environment node
 */
import {
  checkSummary,
  checkerReducer,
  decodeCheck,
  encodeCheck,
  initialState,
  stepAnchor,
  stepIdOfAnchor,
  stepsFor,
  type CheckStep,
  type CheckerAction,
  type CheckerState,
} from '@site/src/plugins/help/theme/HelpTools/ConnectionChecker/machine';

const step = (id: string): CheckStep => ({id, summary: `${id} checked`});
const STEPS = [step('one'), step('two'), step('three')];
const reduce = checkerReducer(STEPS);
const run = (...actions: CheckerAction[]): CheckerState => actions.reduce(reduce, initialState(STEPS));

describe('the connection check state machine', () => {
  it('starts at the first step', () => {
    expect(initialState(STEPS)).toEqual({current: 'one', answers: {}, fixing: false, outcome: null});
  });

  it('moves on after Yes, and ends at "Still stuck?" after the last step', () => {
    expect(run({type: 'answer', answer: 'yes'}).current).toBe('two');
    const end = run(...STEPS.map((): CheckerAction => ({type: 'answer', answer: 'yes'})));
    expect(end).toMatchObject({current: null, outcome: 'stuck', answers: {one: 'yes', two: 'yes', three: 'yes'}});
  });

  it('shows the fix after No, then ends solved or moves on', () => {
    const fixing = run({type: 'answer', answer: 'no'});
    expect(fixing).toMatchObject({current: 'one', fixing: true, answers: {one: 'no'}});
    expect(reduce(fixing, {type: 'fixed'})).toMatchObject({outcome: 'solved', fixing: false});
    expect(reduce(fixing, {type: 'next'})).toMatchObject({current: 'two', fixing: false, outcome: null});
  });

  it('ignores actions that make no sense in the state', () => {
    const start = initialState(STEPS);
    expect(reduce(start, {type: 'fixed'})).toBe(start);
    expect(reduce(start, {type: 'next'})).toBe(start);
    const fixing = run({type: 'answer', answer: 'no'});
    expect(reduce(fixing, {type: 'answer', answer: 'yes'})).toBe(fixing);
    const ended = run({type: 'answer', answer: 'no'}, {type: 'fixed'});
    expect(reduce(ended, {type: 'answer', answer: 'yes'})).toBe(ended);
    expect(reduce(start, {type: 'goTo', stepId: 'unknown'})).toBe(start);
  });

  it('goes to any step (its address, or "Change") and keeps the answers', () => {
    const state = run({type: 'answer', answer: 'yes'}, {type: 'answer', answer: 'no'}, {type: 'goTo', stepId: 'one'});
    expect(state).toMatchObject({current: 'one', fixing: false, outcome: null, answers: {one: 'yes', two: 'no'}});
    const reopened = reduce(run(...STEPS.map((): CheckerAction => ({type: 'answer', answer: 'yes'}))), {
      type: 'goTo',
      stepId: 'three',
    });
    expect(reopened).toMatchObject({current: 'three', outcome: null});
    expect(reduce(state, {type: 'restart'})).toEqual(initialState(STEPS));
  });

  it('skips steps left out for the platform', () => {
    const withoutTwo = checkerReducer([STEPS[0]!, STEPS[2]!]);
    expect(withoutTwo(initialState(STEPS), {type: 'answer', answer: 'yes'}).current).toBe('three');
  });
});

describe('the summary to copy', () => {
  it('lists every step with its answer, and the device and version when known', () => {
    const state = run({type: 'answer', answer: 'yes'}, {type: 'answer', answer: 'no'}, {type: 'next'});
    expect(checkSummary(STEPS, state, {title: 'Cannot connect to SAMMI', platform: 'iOS', appVersion: '1.5.2'})).toBe(
      [
        'Cannot connect to SAMMI: what I checked',
        'Device: iOS',
        'Deck Hopper version: 1.5.2',
        '- one checked: yes',
        '- two checked: no, tried the fix',
        '- three checked: not checked',
        "Still can't connect to SAMMI.",
      ].join('\n'),
    );
  });

  it('leaves out what is unknown and says when a fix worked', () => {
    const solved = run({type: 'answer', answer: 'no'}, {type: 'fixed'});
    const summary = checkSummary(STEPS, solved, {title: 'T'});
    expect(summary).not.toContain('Device');
    expect(summary).not.toContain('version');
    expect(summary.split('\n').at(-1)).toBe('The last fix solved it.');
  });
});

describe('the steps of a visitor', () => {
  const android: CheckStep = {id: 'webView', summary: 'web view', platforms: ['android']};

  it('leave out a step for other platforms, and keep every step when the platform is unknown', () => {
    expect(stepsFor([...STEPS, android], 'ios')).toEqual(STEPS);
    expect(stepsFor([...STEPS, android], 'android')).toEqual([...STEPS, android]);
    expect(stepsFor([...STEPS, android], null)).toEqual([...STEPS, android]);
  });

  it('each have an address inside their entry, and only a known step is read from one', () => {
    expect(stepAnchor('connectionIssues', 'two')).toBe('connectionIssues-step-two');
    expect(stepIdOfAnchor('connectionIssues', STEPS, 'connectionIssues-step-two')).toBe('two');
    expect(stepIdOfAnchor('connectionIssues', STEPS, 'connectionIssues-step-nope')).toBeNull();
    expect(stepIdOfAnchor('connectionIssues', STEPS, 'otherEntry-step-two')).toBeNull();
  });
});

describe('the check in the address', () => {
  const yes: CheckerAction = {type: 'answer', answer: 'yes'};
  const no: CheckerAction = {type: 'answer', answer: 'no'};
  const states: Record<string, CheckerState> = {
    asking: run(yes),
    fixing: run(yes, no),
    movedOn: run(yes, no, {type: 'next'}),
    solved: run(no, {type: 'fixed'}),
    stuck: run(yes, yes, no, {type: 'next'}),
    backToAnAnsweredStep: run(yes, yes, {type: 'goTo', stepId: 'one'}),
  };

  it.each(Object.entries(states))('keeps every state exactly: %s', (_name, state) => {
    const value = encodeCheck(STEPS, state);
    expect(value).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(decodeCheck(STEPS, value)).toEqual(state);
  });

  it('leaves a check with nothing answered out of the address, wherever it stands', () => {
    expect(encodeCheck(STEPS, initialState(STEPS))).toBeNull();
    expect(encodeCheck(STEPS, run({type: 'goTo', stepId: 'three'}))).toBeNull();
  });

  it.each([
    'one-y',
    '_nowhere',
    'one-y.one-n_two',
    'four-y_two',
    'one-x_two',
    'one-y_two-fix',
    '_stuck_',
    '<img src=x>_stuck',
    `${'one-y.'.repeat(100)}_two`,
  ])('ignores %j', (value) => {
    expect(decodeCheck(STEPS, value)).toBeNull();
  });
});
