import {CORE_DEFAULT_PORT, LOCAL_IP} from '@site/src/data/constants';
import {
  CONNECTION_ENTRY_ID,
  CONNECTION_STEPS,
  fixText,
  stepAnchor,
  stepIdOfAnchor,
  stepsFor,
} from '@site/src/data/connectionSteps';
import {ROUTES} from '@site/src/data/routes';
import {ENTRY_ID_PATTERN} from '@site/src/plugins/help/remark';

const ids = CONNECTION_STEPS.map(({id}) => id);

describe('the connection check steps', () => {
  it('have unique camelCase ids, so each has its own address', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(ENTRY_ID_PATTERN.test(id) ? id : `"${id}" is not camelCase`).toBe(id);
  });

  it('ask in the order a support person would', () => {
    const order = ['versions', 'network', 'settings', 'firewall', 'antivirus', 'webView', 'instances'];
    const positions = order.map((id) => ids.indexOf(id));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('each ask one question and give a fix for No', () => {
    for (const step of CONNECTION_STEPS) {
      expect(step.question.endsWith('?') && step.question.split('?').length === 2).toBe(true);
      expect(fixText(step.fix).length).toBeGreaterThan(20);
      expect(step.summary).not.toBe('');
    }
  });

  it('give the local address and the default port from the constants', () => {
    const all = CONNECTION_STEPS.map(({fix}) => fixText(fix)).join(' ');
    expect(all).toContain(LOCAL_IP);
    expect(all).toContain(String(CORE_DEFAULT_PORT));
  });

  it('link only to routes of the site', () => {
    const routes = new Set<string>(Object.values(ROUTES));
    for (const {fix} of CONNECTION_STEPS) {
      for (const piece of fix) {
        if (typeof piece === 'object' && 'to' in piece)
          expect(routes.has(piece.to.split('#')[0]!) ? 'route' : piece.to).toBe('route');
      }
    }
  });

  it('name their addresses after the entry', () => {
    expect(stepAnchor('firewall')).toBe(`${CONNECTION_ENTRY_ID}-step-firewall`);
    for (const id of ids) expect(stepIdOfAnchor(stepAnchor(id))).toBe(id);
    expect(stepIdOfAnchor('connectionIssues-step-nope')).toBeNull();
    expect(stepIdOfAnchor('connectionIssues')).toBeNull();
    expect(stepIdOfAnchor('firewall')).toBeNull();
  });

  it('leave out the Android web view step for other platforms only', () => {
    expect(stepsFor(null)).toBe(CONNECTION_STEPS);
    expect(stepsFor('android').map(({id}) => id)).toContain('webView');
    expect(stepsFor('ios').map(({id}) => id)).not.toContain('webView');
    expect(stepsFor('ios')).toHaveLength(CONNECTION_STEPS.length - 1);
  });
});
