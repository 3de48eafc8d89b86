import { seesOnlyTheirCandidates, type Role } from '@/domain/access';
import { candidateOfChange, type ChangeEvent } from '@/domain/changes';
import type { ChangeFilter } from '../events';
import type { Store, Tx } from '../store/types';

/**
 * Who may open a candidate: the one place of the rule (team mode's data minimization). Recruiters
 * and admins open every candidate; an interviewer opens those of the interviews not cancelled that
 * name them (`tx.interviews.candidateIdsOf`). The routes' scope (`scope.ts`), the lists, and who
 * hears of a candidate (notices, emails, live events) all ask here.
 */

/** Which candidates a caller sees: all of them (undefined), or only those of their interviews. */
export type CandidateScope = { interviewerId: number } | undefined;

/** A member as the rule reads them. */
export interface Opener {
  id: number;
  role: Role;
}

export const scopeFor = (member: Opener | undefined): CandidateScope =>
  member && seesOnlyTheirCandidates(member.role) ? { interviewerId: member.id } : undefined;

/** The ids of the candidates the scope lets through, or undefined for all of them. */
export async function visibleIds(tx: Tx, scope: CandidateScope): Promise<Set<number> | undefined> {
  if (!scope) return undefined;
  return new Set(await tx.interviews.candidateIdsOf(scope.interviewerId));
}

/** Whether this member may open this candidate. */
export async function mayOpen(tx: Tx, member: Opener, candidateId: number): Promise<boolean> {
  const visible = await visibleIds(tx, scopeFor(member));
  return !visible || visible.has(candidateId);
}

/** Those of `members` who may open this candidate, in their order. */
export async function whoMayOpen<M extends Opener>(
  tx: Tx,
  candidateId: number,
  members: readonly M[],
): Promise<M[]> {
  const may: M[] = [];
  for (const member of members) if (await mayOpen(tx, member, candidateId)) may.push(member);
  return may;
}

/** Changes after which the candidates an interviewer may open are read again. */
const movesWhoOpens = (event: ChangeEvent): boolean =>
  event.entity === 'interview' ||
  event.entity === 'data' ||
  // A merge moves the merged-away candidate's interviews to the one kept.
  (event.entity === 'candidate' && event.action === 'erased');

/**
 * What a live stream carries for this scope: everything (undefined), or for an interviewer the
 * changes about a candidate they may open and every change about no candidate (a job, a member).
 * Their candidates are read once and kept for the stream, and read again after a change that may
 * move them; such a change reaches them when they could open its candidate before or after it, so
 * their page also drops what they may no longer open.
 */
export function liveFilter(store: Store, scope: CandidateScope): ChangeFilter | undefined {
  if (!scope) return undefined;
  let kept: Promise<Set<number>> | undefined;
  const read = (): Promise<Set<number>> => {
    const reading = store.query(async (tx) => (await visibleIds(tx, scope)) ?? new Set<number>());
    kept = reading;
    // A failed read is not kept: the next change reads again.
    reading.catch(() => {
      if (kept === reading) kept = undefined;
    });
    return reading;
  };
  return {
    async sees(event) {
      // Offers are never an interviewer's, not even that one changed.
      if (event.entity === 'offer') return false;
      const candidateId = candidateOfChange(event);
      if (!movesWhoOpens(event)) {
        return candidateId === undefined || (await (kept ?? read())).has(candidateId);
      }
      const before = kept && (await kept);
      const after = await read();
      return candidateId === undefined || !!before?.has(candidateId) || after.has(candidateId);
    },
    forget() {
      kept = undefined;
    },
  };
}
