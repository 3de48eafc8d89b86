import {
  daysSince,
  enteredStageAt,
  isAt,
  isOverdue,
  isDefaultPipeline,
  newStageId,
  placeFields,
  placeFor,
  placeOf,
  stageIdOf,
  stageRemovals,
  stageWord,
  stagesOf,
  withStageIds,
  type PipelineStage,
  type Place,
} from '@/domain/pipelines';
import { STAGE_LABELS } from '@/domain/constants';
import { groupByCandidate } from '@/domain/events';
import { ATTENTION_MAX, type Attention, type ReplaceStagesInput } from '@/domain/schemas';
import type { Author, Candidate, Job, Stage } from '@/domain/types';
import { badRequest } from '../errors';
import type { Store, Tx } from '../store/types';
import { visibleIds, type CandidateScope } from './candidate-access';
import { requireJob } from './jobs';

/** A job's pipeline: its stages, what a move asks for among them, and replacing them. */

/** Where a move to `ask` puts a candidate of `job`: a 400 in words when the job has no such stage. */
export function placeIn(job: Pick<Job, 'stages'>, ask: { stage?: Stage; stageId?: string }): Place {
  const place = placeFor(stagesOf(job), ask);
  if (typeof place === 'string') throw badRequest(place);
  return place;
}

/**
 * Where a move asked of `candidate` goes: a stage id, or a category (the one they are in keeps
 * them where they are; another sends them to its first stage).
 */
export function placeOfMove(
  job: Pick<Job, 'stages'>,
  candidate: Candidate,
  ask: { stage?: Stage; stageId?: string },
): Place {
  if (ask.stageId === undefined && (ask.stage === undefined || ask.stage === candidate.stage))
    return placeOf(candidate);
  return placeIn(job, ask);
}

/** One move of a batch: the candidate as read, where they go, and what their timeline says. */
export interface BatchMove {
  candidate: Candidate;
  place: Place;
  notes: string;
}

/**
 * Moves candidates as single moves would: their timeline entries in one statement, then each
 * one's stage and event (`candidate.rejected`, when the moves carry a rejection's reason).
 */
export async function writeMoves(
  tx: Tx,
  moves: readonly BatchMove[],
  { date, author, reason }: { date: string; author?: Author; reason?: string },
): Promise<void> {
  await tx.timeline.insertMany(
    moves.map(({ candidate, place, notes }) => ({
      candidateId: candidate.id,
      date,
      ...placeFields(place),
      notes,
      ...(reason && { reason }),
      ...(author && { author }),
    })),
  );
  for (const { candidate, place } of moves) {
    await tx.candidates.setStage(candidate.id, place);
    const { id, jobId, stage: from } = candidate;
    const { stage } = place;
    const at = placeFields(place);
    const ids = { fromStageId: stageIdOf(candidate), toStageId: place.stageId };
    tx.record(
      reason
        ? {
            type: 'candidate.rejected',
            id,
            jobId,
            from,
            ...ids,
            reason,
            entry: { date, ...at, reason },
          }
        : { type: 'candidate.moved', id, jobId, from, to: stage, ...ids, entry: { date, ...at } },
    );
  }
}

/** "Moved from Portfolio review to Design exercise": the entry a move writes on the timeline. */
export const moveNote = (job: Pick<Job, 'stages'>, fromId: string, toId: string): string => {
  const stages = stagesOf(job);
  return `Moved from ${stageWord(stages, fromId)} to ${stageWord(stages, toId)}`;
};

export async function getStages(store: Store, jobId: number): Promise<PipelineStage[]> {
  return store.query(async (tx) => [...stagesOf(await requireJob(tx, jobId))]);
}

/**
 * Replaces a job's stages, in one transaction: kept stages keep their ids (and their candidates),
 * new ones get ids, and each removed stage's candidates move where `moveTo` says, each with a
 * timeline entry and a move event as a single move makes. A removed stage that still holds
 * candidates without somewhere to send them is a 400, and nothing changes.
 */
export async function replaceStages(
  store: Store,
  jobId: number,
  input: ReplaceStagesInput,
  author?: Author,
): Promise<PipelineStage[]> {
  return store.transaction('write', async (tx) => {
    const job = await requireJob(tx, jobId);
    const before = stagesOf(job);
    const after = withStageIds(input.stages, newStageId);
    const counts = new Map(Object.entries(await tx.candidates.stageIdCounts({ jobId })));
    const { removals, problems } = stageRemovals(before, after, counts, input.moveTo);
    if (problems.length > 0) throw badRequest(problems.join(' '));
    const next: Job = { ...job };
    // The six default stages are kept as none of the job's own: the job reads as it always did.
    if (isDefaultPipeline(after)) delete next.stages;
    else next.stages = after;
    await tx.jobs.update(next);
    tx.record({ type: 'job.edited', before: job, after: next });
    for (const { id, moveTo } of removals)
      if (moveTo !== null) await moveAll(tx, next, before, id, moveTo, author);
    // A kept stage under another category takes its candidates there.
    for (const stage of after) {
      const was = before.find((old) => old.id === stage.id);
      if (was && was.category !== stage.category && (counts.get(stage.id) ?? 0) > 0)
        await moveAll(tx, next, before, stage.id, stage.id, author);
    }
    return after;
  });
}

/**
 * Every candidate of the stage `fromId` (of the job's stages `before`) to `toId` of its stages now,
 * each as a single move (a timeline entry and an event): a removed stage's, or a kept stage's
 * whose category changed (`fromId` = `toId`).
 */
async function moveAll(
  tx: Tx,
  job: Job,
  before: readonly PipelineStage[],
  fromId: string,
  toId: string,
  author?: Author,
): Promise<void> {
  const place = placeIn(job, { stageId: toId });
  const date = new Date().toISOString();
  const stages = stagesOf(job);
  const notes =
    fromId === toId
      ? `“${stageWord(stages, toId)}” moved to ${STAGE_LABELS[place.stage]}`
      : `Moved from ${stageWord(before, fromId)} to ${stageWord(stages, toId)}: “${stageWord(before, fromId)}” was removed from the pipeline`;
  let afterId = 0;
  for (;;) {
    const { candidates } = await tx.candidates.page(
      { jobId: job.id, stageId: fromId, afterId },
      { offset: 0, limit: 500 },
      'none',
    );
    if (candidates.length === 0) return;
    afterId = candidates.at(-1)!.id;
    // Those already there (moved in from a removed stage just now) stay as they are.
    const moving = candidates
      .filter((candidate) => !isAt(candidate, place))
      .map((candidate) => ({ candidate, place, notes }));
    await writeMoves(tx, moving, { date, author });
  }
}

/** Candidates read at once when looking for those past their stage's expected days. */
const ATTENTION_BATCH = 500;

/**
 * A job's candidates longer in their stage than it expects (stages with expected days only), the
 * most days over first: when each entered their stage is read from their timeline. An
 * interviewer's scope narrows it to their candidates.
 */
export async function needsAttention(
  store: Store,
  jobId: number,
  scope: CandidateScope,
  now = Date.now(),
): Promise<Attention> {
  return store.transaction('read', async (tx) => {
    const job = await requireJob(tx, jobId);
    const visible = await visibleIds(tx, scope);
    const found: Attention['candidates'] = [];
    for (const stage of stagesOf(job)) {
      if (stage.expectedDays === undefined) continue;
      let afterId = 0;
      for (;;) {
        const { candidates } = await tx.candidates.page(
          { jobId, stageId: stage.id, afterId },
          { offset: 0, limit: ATTENTION_BATCH },
          'none',
        );
        if (candidates.length === 0) break;
        afterId = candidates.at(-1)!.id;
        const theirs = visible ? candidates.filter((c) => visible.has(c.id)) : candidates;
        const entries = groupByCandidate(
          await tx.timeline.listByCandidates(theirs.map((c) => c.id)),
        );
        for (const candidate of theirs) {
          const since = enteredStageAt(placeOf(candidate), entries.get(candidate.id) ?? []);
          if (since === null) continue;
          const days = daysSince(since, now);
          if (!isOverdue(stage, days)) continue;
          found.push({
            id: candidate.id,
            name: candidate.name,
            stage: candidate.stage,
            stageId: stage.id,
            since,
            daysInStage: days,
            expectedDays: stage.expectedDays,
          });
        }
      }
    }
    found.sort(
      (a, b) => b.daysInStage - b.expectedDays - (a.daysInStage - a.expectedDays) || a.id - b.id,
    );
    return { candidates: found.slice(0, ATTENTION_MAX), total: found.length };
  });
}
