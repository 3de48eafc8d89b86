import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import type { StageCounts, StageCountsQuery } from '../types';

/**
 * GET /api/candidates/stage-counts, shared by the board and the job page's pipeline. The key
 * starts with ['candidates', 'list'], so a move, an application or a live change refreshes it.
 */
export const stageCountsKey = (filters: StageCountsQuery) =>
  ['candidates', 'list', 'stage-counts', filters] as const;

export function getStageCounts(
  filters: StageCountsQuery,
  signal?: AbortSignal,
): Promise<StageCounts> {
  return apiRequest<StageCounts>('/candidates/stage-counts', { query: { ...filters }, signal });
}

export function stageCountsQueryOptions(filters: StageCountsQuery) {
  return queryOptions({
    queryKey: stageCountsKey(filters),
    queryFn: ({ signal }) => getStageCounts(filters, signal),
    // While a new search loads, the board keeps showing the last counts instead of blanking.
    placeholderData: keepPreviousData,
  });
}

export function useStageCounts(filters: StageCountsQuery) {
  return useQuery(stageCountsQueryOptions(filters));
}
