import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import type { Candidate } from '../types';

/**
 * GET /api/candidates/:id, shared by the profile and the sections the app adds to it (its
 * interviews need the candidate's job), so they share one cache entry. The key starts with
 * 'candidates', so anything that invalidates candidates refreshes it.
 */
export const candidateDetailKey = (id: number) => ['candidates', 'detail', id] as const;

export function getCandidate(id: number, signal?: AbortSignal): Promise<Candidate> {
  return apiRequest<Candidate>(`/candidates/${id}`, { signal });
}

export function candidateQueryOptions(id: number) {
  return queryOptions({
    queryKey: candidateDetailKey(id),
    queryFn: ({ signal }) => getCandidate(id, signal),
  });
}

export function useCandidate(id: number, enabled = true) {
  return useQuery({ ...candidateQueryOptions(id), enabled });
}
