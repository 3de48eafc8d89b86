import Dexie, { type Collection, type InsertType } from 'dexie';
import type { Candidate, Note, Stage, TimelineEntry } from '@/domain/types';
import { STAGES } from '@/domain/types';
import type { CandidateRow, TalentflowDB } from '../db';
import { notFound } from '../errors';
import { searchTerms } from '../search-tokens';
import type { CandidatesQueryInput, StageCountsQueryInput } from '../validate/candidates';

export interface CandidatesPage {
  candidates: Candidate[];
  totalCount: number;
}

export interface StageCounts {
  counts: Record<Stage, number>;
  totalCount: number;
}

type CandidateCollection = Collection<CandidateRow, number, InsertType<CandidateRow, 'id'>>;
interface IndexFilters {
  stage?: Stage;
  jobId?: number;
}

/**
 * The index range for the stage and job filters, in id order, holding only ids above `afterId`.
 * Every index used ends in the id, so "after this id" is a key range too: nothing is skipped
 * by reading, however deep the page.
 */
function filterRange(db: TalentflowDB, { stage, jobId }: IndexFilters, afterId = 0): CandidateCollection {
  const { maxKey } = Dexie;
  if (stage && jobId !== undefined) return db.candidates.where('[jobId+stage+id]').between([jobId, stage, afterId], [jobId, stage, maxKey], false, true);
  if (stage) return db.candidates.where('[stage+id]').between([stage, afterId], [stage, maxKey], false, true);
  if (jobId !== undefined) return db.candidates.where('[jobId+id]').between([jobId, afterId], [jobId, maxKey], false, true);
  return afterId > 0 ? db.candidates.where(':id').above(afterId) : db.candidates.toCollection();
}

const ascending = (a: number, b: number) => a - b;

/**
 * The ids of the candidates matching every search term (a token starting with it), read from the
 * `*searchTokens` index alone. Null when the search has nothing to look for.
 */
async function searchIds(db: TalentflowDB, search: string | undefined): Promise<Set<number> | null> {
  const terms = search ? searchTerms(search) : [];
  if (terms.length === 0) return null;
  let result: Set<number> | null = null;
  for (const term of terms) {
    const keys = await db.candidates.where('searchTokens').startsWith(term).primaryKeys();
    const next = new Set<number>();
    for (const key of keys) if (result === null || result.has(key)) next.add(key);
    result = next;
    if (result.size === 0) break;
  }
  return result;
}

/** The ids matching the index filters and the search, in id order: keys only, no rows read. */
async function matchingIds(db: TalentflowDB, filters: IndexFilters, matches: Set<number>): Promise<number[]> {
  if (filters.stage === undefined && filters.jobId === undefined) return [...matches].sort(ascending);
  const keys = await filterRange(db, filters).primaryKeys();
  return keys.filter((id) => matches.has(id));
}

/**
 * One page of candidates in id order with the count of the whole match. Stage and job filters
 * read an index range; `afterId` starts the page after that id (a stable cursor for a column
 * that is loaded while cards move); a search reads the token index, then only the page's rows.
 */
export async function listCandidates(db: TalentflowDB, query: CandidatesQueryInput): Promise<CandidatesPage> {
  const filters = { stage: query.stage, jobId: query.jobId };
  const afterId = query.afterId ?? 0;
  const offset = (query.page - 1) * query.pageSize;
  return db.transaction('r', db.candidates, async () => {
    const matches = await searchIds(db, query.search);
    if (matches === null) {
      const [totalCount, candidates] = await Promise.all([
        filterRange(db, filters).count(),
        filterRange(db, filters, afterId).offset(offset).limit(query.pageSize).toArray(),
      ]);
      return { candidates, totalCount };
    }
    const ids = await matchingIds(db, filters, matches);
    const first = afterId > 0 ? firstAbove(ids, afterId) : 0;
    const pageIds = ids.slice(first + offset, first + offset + query.pageSize);
    const rows = await db.candidates.bulkGet(pageIds);
    return { candidates: rows.filter((row) => row !== undefined), totalCount: ids.length };
  });
}

/** The index of the first id above `afterId` in a sorted list (binary search). */
function firstAbove(ids: readonly number[], afterId: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((ids[mid] as number) <= afterId) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Past this many search matches, counting by stage reads index keys instead of the matching rows. */
const ROWS_FOR_SEARCH_COUNTS = 1000;

/**
 * How many candidates each stage holds under the job filter and search. Without a search these are
 * index counts (no row is read); with one, the matches are grouped by stage from their rows when
 * few, or by intersecting each stage's index keys when many.
 */
export async function countByStage(db: TalentflowDB, query: StageCountsQueryInput): Promise<StageCounts> {
  const { jobId } = query;
  return db.transaction('r', db.candidates, async () => {
    const counts = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;
    const matches = await searchIds(db, query.search);
    if (matches === null) {
      const values = await Promise.all(STAGES.map((stage) => filterRange(db, { stage, jobId }).count()));
      STAGES.forEach((stage, i) => (counts[stage] = values[i] ?? 0));
    } else if (matches.size <= ROWS_FOR_SEARCH_COUNTS) {
      for (const row of await db.candidates.bulkGet([...matches])) {
        if (row && (jobId === undefined || row.jobId === jobId) && row.stage in counts) counts[row.stage] += 1;
      }
    } else {
      const values = await Promise.all(STAGES.map((stage) => matchingIds(db, { stage, jobId }, matches)));
      STAGES.forEach((stage, i) => (counts[stage] = values[i]?.length ?? 0));
    }
    return { counts, totalCount: STAGES.reduce((sum, stage) => sum + counts[stage], 0) };
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
