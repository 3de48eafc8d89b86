import type {
  CandidatesListOutput,
  CandidatesQueryInput,
  CreateCandidateInput,
  StageCountsOutput,
  StageCountsQueryInput,
  UpdateCandidateInput,
} from '@/domain/schemas';
import {
  DUPLICATE_CANDIDATE_CODE,
  DUPLICATE_CANDIDATE_MESSAGE,
  JOB_CLOSED_MESSAGE,
  MOVED_MEANWHILE_CODE,
  movedMeanwhileMessage,
} from '@/domain/constants';
import { STAGES, type Author, type Candidate, type Note, type TimelineEntry } from '@/domain/types';
import { DomainError, notFound } from '../errors';
import type { Store, Tx } from '../store/types';
import { requireJob } from './jobs';

/**
 * One page of candidates in id order with the count of the whole match. `afterId` starts the page
 * after that id (a stable cursor for a column that is loaded while cards move).
 */
export async function listCandidates(
  store: Store,
  query: CandidatesQueryInput,
): Promise<CandidatesListOutput> {
  const { stage, jobId, search, afterId } = query;
  return store.transaction('read', (tx) =>
    tx.candidates.page(
      { stage, jobId, search, afterId },
      { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
    ),
  );
}

/** How many candidates each stage holds under the job filter and search. */
export async function countByStage(
  store: Store,
  query: StageCountsQueryInput,
): Promise<StageCountsOutput> {
  const counts = await store.transaction('read', (tx) =>
    tx.candidates.stageCounts({ jobId: query.jobId, search: query.search }),
  );
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

/**
 * Adds a candidate by hand to a job, with a timeline entry naming the source. One email is one
 * candidate per job: an email already on the job is a 409 that carries that candidate's id.
 */
export async function createCandidate(
  store: Store,
  input: CreateCandidateInput,
  author?: Author,
): Promise<Candidate> {
  return store.transaction('write', async (tx) => {
    const { name, email, phone, jobId, stage, source } = input;
    // A closed job takes no one new, by hand or by application.
    if ((await requireJob(tx, jobId)).status === 'archived')
      throw new DomainError('conflict', 'job_closed', JOB_CLOSED_MESSAGE);
    const existing = await tx.candidates.findByJobAndEmail(jobId, email);
    if (existing) {
      throw new DomainError('conflict', DUPLICATE_CANDIDATE_CODE, DUPLICATE_CANDIDATE_MESSAGE, {
        candidateId: existing.id,
      });
    }
    // A blank phone is none: a stored candidate never holds an empty one.
    const candidate = await tx.candidates.insert({
      name,
      email,
      stage,
      jobId,
      source,
      ...(phone && { phone }),
    });
    await tx.timeline.insert({
      candidateId: candidate.id,
      date: new Date().toISOString(),
      stage,
      notes: `Added by hand (${source})`,
      ...(author && { author }),
    });
    tx.notify({ entity: 'candidate', action: 'created', id: candidate.id, jobId });
    return candidate;
  });
}

/**
 * Changes a candidate's stage, phone or source. A real change of stage is a move, recorded on the
 * timeline; a changed phone or source is an edit. An empty phone removes it. Nothing that is
 * already so is written again.
 */
export async function updateCandidate(
  store: Store,
  id: number,
  changes: UpdateCandidateInput,
  author?: Author,
): Promise<Candidate> {
  return store.transaction('write', async (tx) => {
    const candidate = await requireCandidate(tx, id);
    if (changes.fromStage !== undefined && changes.fromStage !== candidate.stage) {
      const last = (await tx.timeline.listByCandidate(id)).at(-1);
      const by = last?.stage === candidate.stage ? last.author : undefined;
      throw new DomainError(
        'conflict',
        MOVED_MEANWHILE_CODE,
        movedMeanwhileMessage(candidate.name, candidate.stage, by?.name),
        { stage: candidate.stage, ...(by && { movedBy: by }) },
      );
    }
    const { stage = candidate.stage, source = candidate.source } = changes;
    const { phone: oldPhone, ...rest } = candidate;
    // '' removes the phone; the stored candidate then has none rather than an empty one.
    const phone = changes.phone === undefined ? oldPhone : changes.phone || undefined;
    const next: Candidate = { ...rest, stage, ...(source && { source }), ...(phone && { phone }) };
    const moved = stage !== candidate.stage;
    const edited = phone !== candidate.phone || source !== candidate.source;
    if (!moved && !edited) return candidate;
    await tx.candidates.update(next);
    if (moved) {
      await tx.timeline.insert({
        candidateId: id,
        date: new Date().toISOString(),
        stage,
        notes: `Moved from ${candidate.stage} to ${stage}`,
        ...(author && { author }),
      });
      tx.notify({ entity: 'candidate', action: 'moved', id, jobId: candidate.jobId });
    }
    if (edited) tx.notify({ entity: 'candidate', action: 'edited', id, jobId: candidate.jobId });
    return next;
  });
}

export async function getTimeline(store: Store, id: number): Promise<TimelineEntry[]> {
  return store.transaction('read', async (tx) => {
    await requireCandidate(tx, id);
    const rows = await tx.timeline.listByCandidate(id);
    return rows.map(({ date, stage, notes, author }) => ({
      date,
      stage,
      notes,
      ...(author && { author }),
    }));
  });
}

export async function listNotes(store: Store, candidateId: number): Promise<Note[]> {
  return store.transaction('read', async (tx) => {
    await requireCandidate(tx, candidateId);
    return tx.notes.listByCandidate(candidateId);
  });
}

export async function addNote(
  store: Store,
  candidateId: number,
  text: string,
  author?: Author,
): Promise<Note> {
  return store.transaction('write', async (tx) => {
    await requireCandidate(tx, candidateId);
    const note = await tx.notes.insert({
      candidateId,
      text,
      createdAt: new Date().toISOString(),
      ...(author && { author }),
    });
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
