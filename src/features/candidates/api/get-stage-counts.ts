import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { StageCounts } from '@/api/types';
import { candidateKeys, type BoardFilters } from './keys';

/** How many candidates each stage holds under the filters (GET /candidates/stage-counts). */
export function getStageCounts(filters: BoardFilters, signal?: AbortSignal): Promise<StageCounts> {
  return apiRequest<StageCounts>('/candidates/stage-counts', { query: { ...filters }, signal });
}

export function stageCountsQueryOptions(filters: BoardFilters) {
  return queryOptions({
    queryKey: candidateKeys.stageCounts(filters),
    queryFn: ({ signal }) => getStageCounts(filters, signal),
    // While a new search loads, the board keeps showing the last counts instead of blanking.
    placeholderData: keepPreviousData,
  });
}

export function useStageCounts(filters: BoardFilters) {
  return useQuery(stageCountsQueryOptions(filters));
}
