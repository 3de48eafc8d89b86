import {
  chainProblems,
  mayDecide,
  membersOfStep,
  roundState,
  type ApprovalDecision,
  type ApprovalStep,
  type Approver,
} from './approvals';

const MEMBERS: Approver[] = [
  { id: 1, role: 'admin', active: true },
  { id: 2, role: 'recruiter', active: true },
  { id: 3, role: 'recruiter', active: true },
  { id: 4, role: 'interviewer', active: true },
  { id: 5, role: 'recruiter', active: false },
];

let at = 0;
/** One decision, at a later time than the one before. */
function decided(
  memberId: number,
  step: number,
  decision: ApprovalDecision['decision'] = 'approved',
  round = 1,
): ApprovalDecision {
  at += 1;
  return {
    round,
    step,
    memberId,
    name: `Member ${memberId}`,
    decision,
    at: new Date(Date.UTC(2027, 0, 1, 0, at)).toISOString(),
    ...(decision === 'declined' ? { reason: 'Too high' } : {}),
  };
}

const member = (memberId: number): ApprovalStep => ({ kind: 'member', memberId });
const recruiters = (rule: 'any' | 'all'): ApprovalStep => ({
  kind: 'role',
  role: 'recruiter',
  rule,
});

describe('membersOfStep', () => {
  it('asks a step’s member while they may approve, or the active members of its role', () => {
    expect(membersOfStep(member(2), MEMBERS)).toEqual([2]);
    expect(membersOfStep(member(4), MEMBERS)).toEqual([]);
    expect(membersOfStep(member(5), MEMBERS)).toEqual([]);
    expect(membersOfStep(member(99), MEMBERS)).toEqual([]);
    expect(membersOfStep(recruiters('any'), MEMBERS)).toEqual([2, 3]);
    expect(membersOfStep({ kind: 'role', role: 'admin', rule: 'all' }, MEMBERS)).toEqual([1]);
  });
});

describe('roundState', () => {
  it('approves a round at once when the chain is empty', () => {
    expect(roundState([], [], 1, MEMBERS)).toEqual({ state: 'approved' });
  });

  it('waits on a member step’s member, then moves to the next step', () => {
    const chain = [member(2), member(1)];
    expect(roundState(chain, [], 1, MEMBERS)).toEqual({
      state: 'waiting',
      step: 0,
      waitingOn: [2],
    });
    expect(roundState(chain, [decided(2, 0)], 1, MEMBERS)).toEqual({
      state: 'waiting',
      step: 1,
      waitingOn: [1],
    });
    expect(roundState(chain, [decided(2, 0), decided(1, 1)], 1, MEMBERS)).toEqual({
      state: 'approved',
    });
  });

  it('has a role step asking any one done when one of its members approved', () => {
    const chain = [recruiters('any')];
    expect(roundState(chain, [], 1, MEMBERS)).toEqual({
      state: 'waiting',
      step: 0,
      waitingOn: [2, 3],
    });
    expect(roundState(chain, [decided(3, 0)], 1, MEMBERS)).toEqual({ state: 'approved' });
  });

  it('has a role step asking all wait until every active member of the role approved', () => {
    const chain = [recruiters('all'), member(1)];
    const first = decided(3, 0);
    // Member 5 is a recruiter too, but deactivated: not waited on.
    expect(roundState(chain, [first], 1, MEMBERS)).toEqual({
      state: 'waiting',
      step: 0,
      waitingOn: [2],
    });
    expect(roundState(chain, [first, decided(2, 0)], 1, MEMBERS)).toEqual({
      state: 'waiting',
      step: 1,
      waitingOn: [1],
    });
  });

  it('ends the round at the step declined, whatever else was approved there', () => {
    const chain = [member(1), recruiters('all'), member(3)];
    const decisions = [decided(1, 0), decided(3, 1), decided(2, 1, 'declined')];
    expect(roundState(chain, decisions, 1, MEMBERS)).toEqual({ state: 'declined', step: 1 });
    expect(roundState([member(1)], [decided(1, 0, 'declined')], 1, MEMBERS)).toEqual({
      state: 'declined',
      step: 0,
    });
  });

  it('counts only the decisions of the round asked about', () => {
    const chain = [member(2), member(3)];
    const earlier = [decided(2, 0, 'approved', 1), decided(3, 1, 'declined', 1)];
    expect(roundState(chain, earlier, 1, MEMBERS)).toEqual({ state: 'declined', step: 1 });
    expect(roundState(chain, earlier, 2, MEMBERS)).toEqual({
      state: 'waiting',
      step: 0,
      waitingOn: [2],
    });
    expect(roundState(chain, [...earlier, decided(2, 0, 'approved', 2)], 2, MEMBERS)).toEqual({
      state: 'waiting',
      step: 1,
      waitingOn: [3],
    });
  });

  it('has a step whose member was deactivated wait on nobody, until someone decides it', () => {
    const chain = [member(5), member(2)];
    expect(roundState(chain, [], 1, MEMBERS)).toEqual({ state: 'waiting', step: 0, waitingOn: [] });
    // An admin decides it in their stead.
    expect(roundState(chain, [decided(1, 0)], 1, MEMBERS)).toEqual({
      state: 'waiting',
      step: 1,
      waitingOn: [2],
    });
  });
});

describe('mayDecide', () => {
  const admin = { id: 1, role: 'admin' as const };
  const ann = { id: 2, role: 'recruiter' as const };
  const ben = { id: 3, role: 'recruiter' as const };

  it('lets only a member the step still waits on decide', () => {
    const chain = [recruiters('all')];
    const state = roundState(chain, [decided(2, 0)], 1, MEMBERS);
    expect(mayDecide(state, ben, chain, MEMBERS)).toBe(true);
    // Ann approved already; the admin is not asked while the step asks someone.
    expect(mayDecide(state, ann, chain, MEMBERS)).toBe(false);
    expect(mayDecide(state, admin, chain, MEMBERS)).toBe(false);
    expect(mayDecide(state, { id: 4, role: 'interviewer' }, chain, MEMBERS)).toBe(false);
  });

  it('lets nobody decide a round that is over', () => {
    const chain = [member(2)];
    expect(mayDecide(roundState(chain, [decided(2, 0)], 1, MEMBERS), ann, chain, MEMBERS)).toBe(
      false,
    );
    const declined = roundState(chain, [decided(2, 0, 'declined')], 1, MEMBERS);
    expect(mayDecide(declined, ann, chain, MEMBERS)).toBe(false);
    expect(mayDecide(declined, admin, chain, MEMBERS)).toBe(false);
  });

  it('lets an admin, and only an admin, decide a step that asks nobody', () => {
    const chain = [member(5)];
    const state = roundState(chain, [], 1, MEMBERS);
    expect(mayDecide(state, admin, chain, MEMBERS)).toBe(true);
    expect(mayDecide(state, ann, chain, MEMBERS)).toBe(false);
    // A role with no active member asks nobody either.
    const noAdmins = MEMBERS.filter((m) => m.role !== 'admin');
    const adminsChain: ApprovalStep[] = [{ kind: 'role', role: 'admin', rule: 'any' }];
    const empty = roundState(adminsChain, [], 1, noAdmins);
    expect(empty).toEqual({ state: 'waiting', step: 0, waitingOn: [] });
    expect(mayDecide(empty, { id: 9, role: 'admin' }, adminsChain, noAdmins)).toBe(true);
  });
});

describe('chainProblems', () => {
  it('accepts a chain of approvers, each step once', () => {
    expect(chainProblems([member(2), recruiters('all'), member(1)], MEMBERS)).toEqual([]);
    expect(chainProblems([], MEMBERS)).toEqual([]);
  });

  it('refuses an interviewer, a member who does not exist and a repeated step', () => {
    expect(chainProblems([member(1), member(4)], MEMBERS)).toEqual([
      'Step 2 names an interviewer: only admins and recruiters approve.',
    ]);
    expect(chainProblems([member(42)], MEMBERS)).toEqual([
      'Step 1 names a member who does not exist.',
    ]);
    expect(chainProblems([member(5)], MEMBERS)).toEqual([
      'Step 1 names a deactivated member: choose someone who can approve.',
    ]);
    expect(chainProblems([member(2), member(3), member(2)], MEMBERS)).toEqual([
      'Step 3 repeats an earlier step.',
    ]);
    // The same role twice is a repeat, whatever each step's rule.
    expect(chainProblems([recruiters('any'), recruiters('all')], MEMBERS)).toEqual([
      'Step 2 repeats an earlier step.',
    ]);
  });
});
