import type { Interview, Scorecard } from '@/domain/interviews';
import type { ScorecardInputBody, ScorecardOutput } from '@/domain/schemas';
import {
  mayReadScorecards,
  pendingScorecards,
  ratedAttributes,
  savedScorecard,
  scorecardProblems,
} from '@/domain/scorecards';
import { badRequest, DomainError } from '../errors';
import type { Store, Tx } from '../store/types';
import { requireCandidate } from './candidates';
import { planOf, requireInterview } from './interviews';

/** Who reads scorecards: an interviewer reads others' only after submitting their own. */
export type ScorecardReader = { interviewerId: number; onlyAfterOwn: boolean } | undefined;

export const NOT_YOUR_INTERVIEW = 'Only this interview’s interviewers write its scorecards.';
export const OWN_FIRST =
  'Submit your own scorecard for this candidate first: feedback is read after it is given.';
export const CANCELLED_TAKES_NO_SCORECARD = 'This interview was cancelled: it takes no scorecards.';

/** How a scorecard is answered: absent fields as null. */
export function scorecardOutput(card: Scorecard): ScorecardOutput {
  const { id: _id, candidateId: _c, recommendation, submittedAt, editedAt, ...rest } = card;
  return {
    ...rest,
    recommendation: recommendation ?? null,
    submittedAt: submittedAt ?? null,
    editedAt: editedAt ?? null,
  };
}

/** One interviewer's card on an interview, if they saved one. */
async function cardOf(tx: Tx, interviewId: number, interviewerId: number) {
  return (await tx.scorecards.listByInterview(interviewId)).find(
    (c) => c.interviewerId === interviewerId,
  );
}

function requireInterviewer(interview: Interview, interviewerId: number): void {
  if (!interview.interviewerIds.includes(interviewerId))
    throw new DomainError('forbidden', 'not_interviewer', NOT_YOUR_INTERVIEW);
}

/** The attributes an interview's scorecard rates: its plan item's as the plan has them now. */
async function attributesOf(tx: Tx, interview: Interview, card: Scorecard | undefined) {
  const planned = (await planOf(tx, interview.jobId)).find(
    (item) => item.id === interview.planInterviewId,
  );
  return ratedAttributes(planned?.attributes, card ? [card] : []);
}

/** One's own scorecard on an interview (null before the first save). */
export async function getMyScorecard(
  store: Store,
  interviewId: number,
  interviewerId: number,
): Promise<{ scorecard: ScorecardOutput | null }> {
  return store.query(async (tx) => {
    const interview = await requireInterview(tx, interviewId);
    requireInterviewer(interview, interviewerId);
    const card = await cardOf(tx, interviewId, interviewerId);
    return { scorecard: card ? scorecardOutput(card) : null };
  });
}

/**
 * Saves an interviewer's scorecard: a draft, or submitted (then visible, and marked edited on
 * each later change). The interview's interviewers only; never on a cancelled interview.
 */
export async function saveMyScorecard(
  store: Store,
  interviewId: number,
  interviewerId: number,
  input: ScorecardInputBody,
): Promise<{ scorecard: ScorecardOutput }> {
  return store.transaction('write', async (tx) => {
    const interview = await requireInterview(tx, interviewId);
    requireInterviewer(interview, interviewerId);
    if (interview.status === 'cancelled')
      throw new DomainError('conflict', 'conflict', CANCELLED_TAKES_NO_SCORECARD);
    const before = await cardOf(tx, interviewId, interviewerId);
    const attributes = await attributesOf(tx, interview, before);
    const problem = scorecardProblems(input, attributes, Boolean(before?.submittedAt))[0];
    if (problem) throw badRequest(problem);
    const saved = savedScorecard(input, attributes, before, new Date().toISOString());
    const card: Scorecard = before
      ? { id: before.id, interviewId, candidateId: interview.candidateId, interviewerId, ...saved }
      : await tx.scorecards.insert({
          interviewId,
          candidateId: interview.candidateId,
          interviewerId,
          ...saved,
        });
    if (before) await tx.scorecards.update(card);
    // Drafts are the interviewer's own business: only a visible change is announced.
    if (card.submittedAt)
      tx.record(
        before?.submittedAt
          ? { type: 'scorecard.edited', before, after: card }
          : { type: 'scorecard.submitted', scorecard: card },
      );
    return { scorecard: scorecardOutput(card) };
  });
}

export interface ScorecardSummary {
  scorecards: ScorecardOutput[];
  pending: Array<{ interviewId: number; interviewerId: number }>;
}

/** The submitted scorecards of some of a candidate's interviews, and who has yet to submit. */
async function summaryOf(
  tx: Tx,
  candidateId: number,
  reader: ScorecardReader,
  only?: Interview,
): Promise<ScorecardSummary> {
  const cards = await tx.scorecards.listByCandidate(candidateId);
  if (!mayReadScorecards(reader, cards))
    throw new DomainError('forbidden', 'own_scorecard_first', OWN_FIRST);
  const interviews = only ? [only] : await tx.interviews.listByCandidate(candidateId);
  const shown = cards.filter((c) => c.submittedAt && (!only || c.interviewId === only.id));
  return {
    scorecards: shown.map(scorecardOutput),
    pending: pendingScorecards(interviews, cards),
  };
}

/** GET /interviews/:id/scorecards. */
export async function interviewScorecards(
  store: Store,
  interviewId: number,
  reader: ScorecardReader,
): Promise<ScorecardSummary> {
  return store.query(async (tx) => {
    const interview = await requireInterview(tx, interviewId);
    return summaryOf(tx, interview.candidateId, reader, interview);
  });
}

/** GET /candidates/:id/scorecards: the summary of every interview of a candidate. */
export async function candidateScorecards(
  store: Store,
  candidateId: number,
  reader: ScorecardReader,
): Promise<ScorecardSummary> {
  return store.query(async (tx) => {
    await requireCandidate(tx, candidateId);
    return summaryOf(tx, candidateId, reader);
  });
}
