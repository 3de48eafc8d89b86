import Dexie, { type Collection, type InsertType } from 'dexie';
import type { Candidate, Note, Stage, TimelineEntry } from '@/domain/types';
import type { CandidateRow, TalentflowDB } from '../db';
import { notFound } from '../errors';
import type { CandidatesQueryInput } from '../validate/candidates';

export interface CandidatesPage {
  candidates: Candidate[];
  totalCount: number;
}

/** The narrowest index for the filters given; every branch yields candidates in id order. */
function candidateSource(db: TalentflowDB, query: CandidatesQueryInput): Collection<CandidateRow, number, InsertType<CandidateRow, 'id'>> {
  const { stage, jobId } = query;
  if (stage && jobId !== undefined) return db.candidates.where('[jobId+stage]').equals([jobId, stage]);
  if (stage) return db.candidates.where('[stage+id]').between([stage, Dexie.minKey], [stage, Dexie.maxKey]);
  if (jobId !== undefined) return db.candidates.where('jobId').equals(jobId);
  return db.candidates.toCollection();
}

export async function listCandidates(db: TalentflowDB, query: CandidatesQueryInput): Promise<CandidatesPage> {
  let source = candidateSource(db, query);
  const search = query.search?.toLowerCase();
  if (search) source = source.filter((c) => c.name.toLowerCase().includes(search) || c.email.toLowerCase().includes(search));
  const offset = (query.page - 1) * query.pageSize;
  // Counting and paging read the same collection: one pass each, both inside one read transaction.
  return db.transaction('r', db.candidates, async () => {
    const [totalCount, candidates] = await Promise.all([source.clone().count(), source.clone().offset(offset).limit(query.pageSize).toArray()]);
    return { candidates, totalCount };
  });
}

export async function getCandidate(db: TalentflowDB, id: number): Promise<Candidate> {
  const candidate = await db.candidates.get(id);
  if (!candidate) throw notFound(`Candidate ${id} not found.`);
  return candidate;
}

/** Moves a candidate to a stage; a real change of stage is recorded on the timeline. */
export async function updateCandidateStage(db: TalentflowDB, id: number, stage: Stage): Promise<Candidate> {
  return db.transaction('rw', db.candidates, db.timeline, async () => {
    const candidate = await getCandidate(db, id);
    if (candidate.stage === stage) return candidate;
    const next = { ...candidate, stage };
    await db.candidates.put(next);
    await db.timeline.add({
      candidateId: id,
      date: new Date().toISOString(),
      stage,
      notes: `Moved from ${candidate.stage} to ${stage}`,
    });
    return next;
  });
}

export async function getTimeline(db: TalentflowDB, id: number): Promise<TimelineEntry[]> {
  return db.transaction('r', db.candidates, db.timeline, async () => {
    await getCandidate(db, id);
    const rows = await db.timeline.where('[candidateId+date]').between([id, Dexie.minKey], [id, Dexie.maxKey]).toArray();
    return rows.map(({ date, stage, notes }) => ({ date, stage, notes }));
  });
}

export async function listNotes(db: TalentflowDB, candidateId: number): Promise<Note[]> {
  return db.transaction('r', db.candidates, db.notes, async () => {
    await getCandidate(db, candidateId);
    const notes = await db.notes.where('candidateId').equals(candidateId).toArray();
    return notes.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  });
}

export async function addNote(db: TalentflowDB, candidateId: number, text: string): Promise<Note> {
  return db.transaction('rw', db.candidates, db.notes, async () => {
    await getCandidate(db, candidateId);
    const note = { candidateId, text, createdAt: new Date().toISOString() };
    const id = await db.notes.add(note);
    return { ...note, id };
  });
}
