import type { BulkInput } from '@/domain/schemas';
import type { Author, Candidate, Job } from '@/domain/types';
import { badRequest } from '../errors';
import type { Tx, Store } from '../store/types';
import {
  checkSendAt,
  rejectIn,
  requireReason,
  requireTemplate,
  type RejectContext,
  type RejectOutput,
} from './candidate-emails';
import { listedPages, listFilterOf } from './candidates';
import { requireJob } from './jobs';
import { moveNote, placeOfMove, writeMoves } from './stages';
import { isAt, stageIdOf } from '@/domain/pipelines';
import { BULK_EMAIL_MAX, BULK_MAX } from '@/domain/schemas';
import { LIMITS } from '@/domain/constants';
import { normalizeTags, tagKey } from '@/domain/tags';

/**
 * Adds and removes tags (compared ignoring case); a candidate whose tags do not change is not
 * counted. One who would pass the most tags a candidate keeps is a 400, and nothing changes.
 */
async function retag(
  tx: Tx,
  targets: Candidate[],
  action: { add?: string[]; remove?: string[] },
): Promise<{ updated: number }> {
  const removed = new Set((action.remove ?? []).map(tagKey));
  let updated = 0;
  for (const candidate of targets) {
    const before = candidate.tags ?? [];
    const tags = normalizeTags([
      ...before.filter((tag) => !removed.has(tagKey(tag))),
      ...(action.add ?? []),
    ]);
    if (tags.join('\n') === before.join('\n')) continue;
    if (tags.length > LIMITS.tagsPerCandidate)
      throw badRequest(
        `${candidate.name} would have more than ${LIMITS.tagsPerCandidate} tags. Nothing was changed.`,
      );
    const after = { ...candidate, tags };
    await tx.candidates.update(after);
    tx.record({ type: 'candidate.edited', before: candidate, after });
    updated += 1;
  }
  return { updated };
}

const tooMany = () =>
  badRequest(
    `This would change more than ${BULK_MAX.toLocaleString('en')} candidates: narrow the selection. Nothing was changed.`,
  );

/** The candidates a bulk request names or matches, by id; every id must be a candidate. */
async function targetsOf(tx: Tx, input: BulkInput): Promise<Candidate[]> {
  if (input.ids) {
    const ids = [...new Set(input.ids)];
    const found = await tx.candidates.getMany(ids);
    const missing = ids.filter((_, i) => found[i] === undefined);
    if (missing.length > 0)
      throw badRequest(
        `No candidate has the id ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? '…' : ''}. Nothing was changed.`,
      );
    return found as Candidate[];
  }
  const matched: Candidate[] = [];
  // One past the most: enough to know there are too many.
  for await (const candidates of listedPages(tx, listFilterOf(input.filter!), BULK_MAX + 1)) {
    matched.push(
      ...candidates.map(({ appliedAt: _a, lastActivityAt: _l, ...candidate }) => candidate),
    );
    if (matched.length > BULK_MAX) throw tooMany();
  }
  return matched;
}

/**
 * POST /candidates/bulk: one action on many candidates, in one transaction (all or nothing): each
 * is moved as one move would be, with its own timeline entry, event and counts. A candidate
 * already in the stage is left as is and not counted. A rejection with an email rejects each as
 * a single rejection does (services/candidate-emails.ts), with their own message.
 */
export async function bulkAction(
  store: Store,
  input: BulkInput,
  context: RejectContext & { author?: Author } = {},
): Promise<{ updated: number; emails?: NonNullable<RejectOutput['email']>[] }> {
  const { action } = input;
  const now = context.now ?? new Date();
  const email = action.type === 'reject' ? action.email : undefined;
  const sendAt = checkSendAt(email?.sendAt, now, context.member !== undefined);
  return store.transaction('write', async (tx) => {
    const targets = await targetsOf(tx, input);
    if (action.type === 'tag') return retag(tx, targets, action);
    const reason = action.type === 'reject' ? await requireReason(tx, action.reason) : undefined;
    const ask =
      action.type === 'move'
        ? { stage: action.stage, stageId: action.stageId }
        : { stage: 'rejected' as const };
    const note = action.type === 'reject' ? action.note?.trim() : undefined;
    const date = now.toISOString();
    // Each to its place in its own job's pipeline (a stage id names one job's stage).
    const jobs = new Map<number, Job>();
    for (const candidate of targets)
      if (!jobs.has(candidate.jobId))
        jobs.set(candidate.jobId, await requireJob(tx, candidate.jobId));
    const placed = targets.map((candidate) => ({
      candidate,
      place: placeOfMove(jobs.get(candidate.jobId)!, candidate, ask),
    }));
    const moving = placed.filter(({ candidate, place }) => !isAt(candidate, place));
    if (email && reason) {
      if (moving.length > BULK_EMAIL_MAX)
        throw badRequest(
          `An email goes to at most ${BULK_EMAIL_MAX.toLocaleString('en')} candidates at once: narrow the selection. Nothing was changed.`,
        );
      await requireTemplate(tx, email.templateId);
      const emails: NonNullable<RejectOutput['email']>[] = [];
      for (const { candidate } of moving) {
        const rejection = { reason, note, email, sendAt };
        const sent = await rejectIn(
          tx,
          candidate,
          jobs.get(candidate.jobId),
          rejection,
          context,
          date,
        );
        if (sent) emails.push(sent);
      }
      return { updated: moving.length, emails };
    }
    // As many single moves would leave them, the timeline entries in one statement.
    await writeMoves(
      tx,
      moving.map(({ candidate, place }) => ({
        candidate,
        place,
        notes: `${moveNote(jobs.get(candidate.jobId)!, stageIdOf(candidate), place.stageId)}${note ? `: ${note}` : ''}`,
      })),
      { date, author: context.author, reason },
    );
    return { updated: moving.length };
  });
}
