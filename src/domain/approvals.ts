import type { Role } from './access';

/**
 * Approval chains: ordered steps, each one member or the members of a role, asking any one of them
 * or all of them. One mechanism for whatever needs approving (an offer today); what is approved
 * keeps its decisions, and these rules say where a round stands.
 */

export const APPROVALS_KEY = 'approval-chains';
/** The roles a step may name: members who see every candidate (an interviewer never approves). */
export const APPROVER_ROLES = ['admin', 'recruiter'] as const satisfies readonly Role[];
export type ApproverRole = (typeof APPROVER_ROLES)[number];
export const CHAIN_MAX = 10;

export type ApprovalStep =
  { kind: 'member'; memberId: number } | { kind: 'role'; role: ApproverRole; rule: 'any' | 'all' };

export interface ApprovalChains {
  offers: ApprovalStep[];
}
export const DEFAULT_CHAINS: ApprovalChains = { offers: [] };

/** One member's decision on one step of one round. */
export interface ApprovalDecision {
  round: number;
  step: number;
  memberId: number;
  name: string;
  decision: 'approved' | 'declined';
  at: string;
  reason?: string;
}

/** A member who may approve: their id, role and whether they are active. */
export interface Approver {
  id: number;
  role: Role;
  active: boolean;
}

/** Who a step asks: its member, or the active members of its role. */
export function membersOfStep(step: ApprovalStep, members: readonly Approver[]): number[] {
  if (step.kind === 'member')
    return members.some((m) => m.id === step.memberId && m.active && isApprover(m.role))
      ? [step.memberId]
      : [];
  return members.filter((m) => m.active && m.role === step.role).map((m) => m.id);
}

const isApprover = (role: Role): boolean => (APPROVER_ROLES as readonly Role[]).includes(role);

export type RoundState =
  | { state: 'approved' }
  | { state: 'declined'; step: number }
  | {
      state: 'waiting';
      step: number;
      /** The members whose decision the step still waits for. */
      waitingOn: number[];
    };

/**
 * Where a round stands: each step in turn is done when any one of its members approved (or, for
 * `all`, every member it asks now); a decline ends the round. A step that asks nobody (a member
 * since deactivated, a role with no members) waits on nobody: an admin may decide it.
 */
export function roundState(
  chain: readonly ApprovalStep[],
  decisions: readonly ApprovalDecision[],
  round: number,
  members: readonly Approver[],
): RoundState {
  const ofRound = decisions.filter((d) => d.round === round);
  for (let step = 0; step < chain.length; step++) {
    const mine = ofRound.filter((d) => d.step === step);
    if (mine.some((d) => d.decision === 'declined')) return { state: 'declined', step };
    const approvedBy = new Set(mine.map((d) => d.memberId));
    const asked = membersOfStep(chain[step]!, members);
    const rule =
      chain[step]!.kind === 'role' ? (chain[step] as { rule: 'any' | 'all' }).rule : 'any';
    const done = approvedBy.size > 0 && (rule === 'any' || asked.every((id) => approvedBy.has(id)));
    if (!done)
      return { state: 'waiting', step, waitingOn: asked.filter((id) => !approvedBy.has(id)) };
  }
  return { state: 'approved' };
}

/**
 * Whether a member may decide the step a round waits on: one it asks who has not decided yet, or
 * an admin when the step asks nobody any more.
 */
export function mayDecide(
  state: RoundState,
  member: { id: number; role: Role },
  chain: readonly ApprovalStep[],
  members: readonly Approver[],
): boolean {
  if (state.state !== 'waiting') return false;
  if (state.waitingOn.includes(member.id)) return true;
  return member.role === 'admin' && membersOfStep(chain[state.step]!, members).length === 0;
}

/** Problems that keep a chain from being saved: a member who may not approve, a step twice. */
export function chainProblems(
  chain: readonly ApprovalStep[],
  members: readonly Approver[],
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  chain.forEach((step, i) => {
    const key = step.kind === 'member' ? `m${step.memberId}` : `r${step.role}`;
    if (seen.has(key)) problems.push(`Step ${i + 1} repeats an earlier step.`);
    seen.add(key);
    if (step.kind === 'member') {
      const member = members.find((m) => m.id === step.memberId);
      if (!member) problems.push(`Step ${i + 1} names a member who does not exist.`);
      else if (!isApprover(member.role))
        problems.push(`Step ${i + 1} names an interviewer: only admins and recruiters approve.`);
      else if (!member.active)
        problems.push(`Step ${i + 1} names a deactivated member: choose someone who can approve.`);
    }
  });
  return problems;
}
