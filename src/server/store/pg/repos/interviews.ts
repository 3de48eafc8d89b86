import { and, arrayContains, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Interview, Scorecard } from '@/domain/interviews';
import type { InterviewsRepo, ScorecardsRepo } from '../../types';
import type { PgDb } from '../migrate';
import { INTERVIEWS, SCORECARDS } from '../rows';
import { interviews, scorecards } from '../schema';
import { isId, pgTime } from '../values';
import { ownedRepo } from './owned';

/**
 * The interviews a member is on that are not cancelled, by the GIN index of interviewers: what
 * makes a candidate theirs (their ids here, or a page of candidates narrowed to them).
 */
export const interviewsOfMember = (interviewerId: number): SQL =>
  and(
    arrayContains(interviews.interviewerIds, [interviewerId]),
    eq(interviews.status, 'scheduled'),
  )!;

/** Scheduled interviews: a candidate's by start; one read or replaced by its id. */
export function interviewsRepo(q: PgDb): InterviewsRepo {
  const read = INTERVIEWS.read as (row: unknown) => Interview;
  return {
    ...ownedRepo(q, INTERVIEWS),
    get: async (id) => {
      if (!isId(id)) return undefined;
      const [row] = await q
        .select(INTERVIEWS.columns as never)
        .from(interviews)
        .where(eq(interviews.id, id));
      return row === undefined ? undefined : read(row);
    },
    listStarting: async (from, to, interviewerId) => {
      if (interviewerId !== undefined && !isId(interviewerId)) return [];
      const rows = await q
        .select(INTERVIEWS.columns as never)
        .from(interviews)
        .where(
          and(
            gte(interviews.startsAt, pgTime(from)),
            lt(interviews.startsAt, pgTime(to)),
            // One member's, by the GIN index of interviewers.
            interviewerId === undefined
              ? undefined
              : arrayContains(interviews.interviewerIds, [interviewerId]),
          ),
        )
        .orderBy(asc(interviews.startsAt), asc(interviews.id));
      return (rows as unknown[]).map(read);
    },
    candidateIdsOf: async (interviewerId) => {
      if (!isId(interviewerId)) return [];
      const rows = await q
        .selectDistinct({ id: interviews.candidateId })
        .from(interviews)
        .where(interviewsOfMember(interviewerId))
        .orderBy(asc(interviews.candidateId));
      return rows.map((row) => row.id);
    },
    update: async (interview) => {
      if (!isId(interview.id)) return;
      await q
        .update(interviews)
        .set({
          name: interview.name,
          startsAt: pgTime(interview.startsAt),
          durationMinutes: interview.durationMinutes,
          interviewerIds: interview.interviewerIds,
          location: interview.location ?? null,
          videoUrl: interview.videoUrl ?? null,
          instructions: interview.instructions ?? null,
          status: interview.status,
          sequence: interview.sequence,
        })
        .where(eq(interviews.id, interview.id));
    },
  };
}

/** Scorecards: a candidate's by id, an interview's, and one replaced by its id. */
export function scorecardsRepo(q: PgDb): ScorecardsRepo {
  const read = SCORECARDS.read as (row: unknown) => Scorecard;
  return {
    ...ownedRepo(q, SCORECARDS),
    listByInterview: async (interviewId) => {
      if (!isId(interviewId)) return [];
      const rows = await q
        .select(SCORECARDS.columns as never)
        .from(scorecards)
        .where(eq(scorecards.interviewId, interviewId))
        .orderBy(asc(scorecards.id));
      return (rows as unknown[]).map(read);
    },
    update: async (card) => {
      if (!isId(card.id)) return;
      await q
        .update(scorecards)
        .set({
          ratings: card.ratings,
          takeaways: card.takeaways,
          recommendation: card.recommendation ?? null,
          submittedAt: card.submittedAt === undefined ? null : pgTime(card.submittedAt),
          updatedAt: pgTime(card.updatedAt),
          editedAt: card.editedAt === undefined ? null : pgTime(card.editedAt),
        })
        .where(eq(scorecards.id, card.id));
    },
  };
}
