import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { CandidateDuplicates } from '@/api/types';
import { duplicateKeys } from './get-duplicate-groups';

export type CandidateDuplicate = CandidateDuplicates['duplicates'][number];

/** GET /api/candidates/:id/duplicates: the candidate's possible duplicates, with the reason. */
export async function getCandidateDuplicates(
  id: number,
  signal?: AbortSignal,
): Promise<CandidateDuplicate[]> {
  const { duplicates } = await apiRequest<CandidateDuplicates>(`/candidates/${id}/duplicates`, {
    signal,
  });
  return duplicates;
}

export function candidateDuplicatesQueryOptions(id: number) {
  return queryOptions({
    queryKey: duplicateKeys.of(id),
    queryFn: ({ signal }) => getCandidateDuplicates(id, signal),
  });
}

export function useCandidateDuplicates(id: number, enabled = true) {
  return useQuery({ ...candidateDuplicatesQueryOptions(id), enabled });
}
