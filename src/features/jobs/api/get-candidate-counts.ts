import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { JobCounts } from '@/api/types';

/** GET /api/jobs/candidate-counts: how many candidates each of these jobs has (the cards' totals). */
export function getCandidateCounts(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<JobCounts> {
  return apiRequest<JobCounts>('/jobs/candidate-counts', { query: { ids: ids.join(',') }, signal });
}

export function useCandidateCounts(ids: readonly number[]) {
  return useQuery({
    // Under ['candidates', 'list']: whatever changes candidates (a move, an application, another
    // member's change) refreshes the totals.
    queryKey: ['candidates', 'list', 'by-job', [...ids]] as const,
    queryFn: ({ signal }) => getCandidateCounts(ids, signal),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}
