import { candidateDetailKey } from '@/api/queries/get-candidate';
import { stageCountsKey } from '@/api/queries/get-stage-counts';
import type { CandidatesQuery, Stage, StageCountsQuery } from '@/api/types';

/** The board's filters, as in the address: both optional; absent means unfiltered. */
export type BoardFilters = StageCountsQuery;

/** A board column's query: one category, or one stage of the job's pipeline, under the board's filters. */
export interface ColumnKey extends BoardFilters {
  stage: Stage;
  stageId?: string;
}

/** The column a key holds: its category, and the job's stage if it is one. */
export type ColumnPlace = Pick<ColumnKey, 'stage' | 'stageId'>;

/**
 * Every query key of the candidates feature, defined once. Keys start with 'candidates' so one
 * invalidation reaches the board, a profile and its notes and timeline. The job itself is the
 * shared query in src/api/queries.
 */
export const candidateKeys = {
  all: ['candidates'] as const,
  lists: () => [...candidateKeys.all, 'list'] as const,
  columns: () => [...candidateKeys.lists(), 'column'] as const,
  column: (stage: Stage | ColumnPlace, filters: BoardFilters) =>
    [
      ...candidateKeys.columns(),
      {
        ...filters,
        ...(typeof stage === 'string' ? { stage } : stage),
      } satisfies ColumnKey,
    ] as const,
  /** A page of the candidate list (/candidates/list), under lists(): every change makes it stale. */
  table: (query: CandidatesQuery) => [...candidateKeys.lists(), 'table', query] as const,
  /**
   * A person's other applications (same email, other jobs): lists of candidates, under lists(), so
   * whatever makes the candidate lists stale (a candidate added, edited or erased, an application,
   * another member's change) makes these stale too.
   */
  applicationLists: () => [...candidateKeys.lists(), 'applications'] as const,
  applications: (id: number) => [...candidateKeys.applicationLists(), id] as const,
  /** A job's candidates past their stage's expected days, under lists(): every move makes it stale. */
  attentions: () => [...candidateKeys.lists(), 'attention'] as const,
  attention: (jobId: number) => [...candidateKeys.attentions(), jobId] as const,
  /** The shared stage counts query's key (src/api/queries/get-stage-counts.ts). */
  stageCounts: (filters: BoardFilters) => stageCountsKey(filters),
  details: () => [...candidateKeys.all, 'detail'] as const,
  /** The shared candidate query's key (src/api/queries/get-candidate.ts). */
  detail: (id: number) => candidateDetailKey(id),
  timeline: (id: number) => [...candidateKeys.detail(id), 'timeline'] as const,
  notes: (id: number) => [...candidateKeys.detail(id), 'notes'] as const,
  /** The emails a team server sent the candidate or holds for them. */
  emails: (id: number) => [...candidateKeys.detail(id), 'emails'] as const,
};
