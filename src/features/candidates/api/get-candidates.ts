import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  usePrefetchInfiniteQuery,
} from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { CandidatesList, CandidatesQuery, Stage } from '@/api/types';
import type { ColumnData, ColumnPage } from '../logic/column-pages';
import { candidateKeys, type BoardFilters, type ColumnPlace } from './keys';

/** A column's place: a category, or a stage of the job's pipeline. */
const placeOf = (stage: Stage | ColumnPlace): ColumnPlace =>
  typeof stage === 'string' ? { stage } : stage;

/** Cards a board column asks for at a time: a few screens' worth. */
export const COLUMN_PAGE_SIZE = 50;

export function getCandidates(
  query: CandidatesQuery,
  signal?: AbortSignal,
): Promise<CandidatesList> {
  return apiRequest<CandidatesList>('/candidates', { query: { ...query }, signal });
}

/**
 * One page of a column: the candidates of a stage after the last id already loaded. One extra
 * row is asked for, only to know whether another page follows. No total: the board reads its
 * columns' totals from the stage counts, so the server counts nothing for a page.
 */
export async function getColumnPage(
  stage: Stage | ColumnPlace,
  filters: BoardFilters,
  afterId: number,
  signal?: AbortSignal,
): Promise<ColumnPage> {
  const list = await getCandidates(
    {
      ...filters,
      ...placeOf(stage),
      pageSize: COLUMN_PAGE_SIZE + 1,
      afterId: afterId || undefined,
      withTotal: '0',
    },
    signal,
  );
  const candidates = list.candidates.slice(0, COLUMN_PAGE_SIZE);
  const more = list.candidates.length > COLUMN_PAGE_SIZE;
  return {
    candidates,
    ...(list.totalCount !== undefined && { totalCount: list.totalCount }),
    nextAfterId: more ? (candidates.at(-1)?.id ?? null) : null,
  };
}

/** A board column, loaded a page at a time as it is scrolled (keyed by the id of its last card). */
export function candidateColumnQueryOptions(stage: Stage | ColumnPlace, filters: BoardFilters) {
  return infiniteQueryOptions<
    ColumnPage,
    Error,
    ColumnData,
    ReturnType<typeof candidateKeys.column>,
    number
  >({
    queryKey: candidateKeys.column(stage, filters),
    queryFn: ({ pageParam, signal }) => getColumnPage(stage, filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextAfterId ?? undefined,
    // While a new search loads, the column keeps showing its last cards instead of blanking.
    placeholderData: keepPreviousData,
  });
}

export function useCandidateColumn(stage: Stage | ColumnPlace, filters: BoardFilters) {
  return useInfiniteQuery(candidateColumnQueryOptions(stage, filters));
}

/** Starts loading a column's first page before the column is on screen (while counts load). */
export function usePrefetchCandidateColumn(stage: Stage | ColumnPlace, filters: BoardFilters) {
  usePrefetchInfiniteQuery(candidateColumnQueryOptions(stage, filters));
}
