import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { CandidatesList, CandidatesQuery } from '@/api/types';
import { BOARD_PAGE_SIZE } from '@/domain/constants';
import { candidateKeys } from './keys';

export function getCandidates(query: CandidatesQuery, signal?: AbortSignal): Promise<CandidatesList> {
  return apiRequest<CandidatesList>('/candidates', { query: { ...query }, signal });
}

/** The board's query: up to 1000 candidates (GET /candidates?pageSize=1000), optionally narrowed. */
export function boardQuery(filters: { search?: string; jobId?: number } = {}): CandidatesQuery {
  const query: CandidatesQuery = { pageSize: BOARD_PAGE_SIZE };
  if (filters.search?.trim()) query.search = filters.search.trim();
  if (filters.jobId) query.jobId = filters.jobId;
  return query;
}

export function candidatesQueryOptions(query: CandidatesQuery) {
  return queryOptions({
    queryKey: candidateKeys.list(query),
    queryFn: ({ signal }) => getCandidates(query, signal),
    // While a new search loads, the board keeps showing the last result instead of blanking.
    placeholderData: keepPreviousData,
  });
}

export function useCandidates(query: CandidatesQuery) {
  return useQuery(candidatesQueryOptions(query));
}
