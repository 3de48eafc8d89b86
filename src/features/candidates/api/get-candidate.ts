import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Candidate } from '@/api/types';
import { candidateKeys } from './keys';

export function getCandidate(id: number, signal?: AbortSignal): Promise<Candidate> {
  return apiRequest<Candidate>(`/candidates/${id}`, { signal });
}

export function candidateQueryOptions(id: number) {
  return queryOptions({
    queryKey: candidateKeys.detail(id),
    queryFn: ({ signal }) => getCandidate(id, signal),
  });
}

export function useCandidate(id: number, enabled = true) {
  return useQuery({ ...candidateQueryOptions(id), enabled });
}
