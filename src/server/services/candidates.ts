import type { CandidatesListOutput, CandidatesQueryInput, StageCountsOutput, StageCountsQueryInput } from '@/domain/schemas';
import { STAGES, type Author, type Candidate, type Note, type Stage, type TimelineEntry } from '@/domain/types';
import { notFound } from '../errors';
import type { Store, Tx } from '../store/types';

/**
 * One page of candidates in id order with the count of the whole match. `afterId` starts the page
 * after that id (a stable cursor for a column that is loaded while cards move).
 */
export async function listCandidates(store: Store, query: CandidatesQueryInput): Promise<CandidatesListOutput> {
  const { stage, jobId, search, afterId } = query;
  return store.transaction('read', (tx) =>
    tx.candidates.page({ stage, jobId, search, afterId }, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
  );
}

/** How many candidates each stage holds under the job filter and search. */
export async function countByStage(store: Store, query: StageCountsQueryInput): Promise<StageCountsOutput> {
  const counts = await store.transaction('read', (tx) => tx.candidates.stageCounts({ jobId: query.jobId, search: query.search }));
  return { counts, totalCount: STAGES.reduce((sum, stage) => sum + counts[stage], 0) };
}

export async function requireCandidate(tx: Tx, id: number): Promise<Candidate> {
  const candidate = await tx.candidates.get(id);
  if (!candidate) throw notFound(`Candidate ${id} not found.`);
  return candidate;
}

export async function getCandidate(store: Store, id: number): Promise<Candidate> {
  return store.transaction('read', (tx) => requireCandidate(tx, id));
}

/** Moves a candidate to a stage; a real change of stage is recorded on the timeline. */
export async function updateCandidateStage(store: Store, id: number, stage: Stage, author?: Author): Promise<Candidate> {
  return store.transaction('write', async (tx) => {
    const candidate = await requireCandidate(tx, id);
    if (candidate.stage === stage) return candidate;
    const next = { ...candidate, stage };
    await tx.candidates.update(next);
    await tx.timeline.insert({
      candidateId: id,
      date: new Date().toISOString(),
      stage,
      notes: `Moved from ${candidate.stage} to ${stage}`,
      ...(author && { author }),
    });
    tx.notify({ entity: 'candidate', action: 'moved', id, jobId: candidate.jobId });
    return next;
  });
}

export async function getTimeline(store: Store, id: number): Promise<TimelineEntry[]> {
  return store.transaction('read', async (tx) => {
    await requireCandidate(tx, id);
    const rows = await tx.timeline.listByCandidate(id);
    return rows.map(({ date, stage, notes, author }) => ({ date, stage, notes, ...(author && { author }) }));
  });
}

export async function listNotes(store: Store, candidateId: number): Promise<Note[]> {
  return store.transaction('read', async (tx) => {
    await requireCandidate(tx, candidateId);
    return tx.notes.listByCandidate(candidateId);
  });
}

export async function addNote(store: Store, candidateId: number, text: string, author?: Author): Promise<Note> {
  return store.transaction('write', async (tx) => {
    await requireCandidate(tx, candidateId);
    const note = await tx.notes.insert({ candidateId, text, createdAt: new Date().toISOString(), ...(author && { author }) });
    tx.notify({ entity: 'note', action: 'added', id: note.id, candidateId });
    return note;
  });
}

/** Forgets a candidate: the candidate, their notes, timeline and responses, in one transaction. */
export async function eraseCandidate(store: Store, id: number): Promise<void> {
  await store.transaction('write', async (tx) => {
    const { jobId } = await requireCandidate(tx, id);
    await tx.candidates.remove(id);
    tx.notify({ entity: 'candidate', action: 'erased', id, jobId });
  });
}
