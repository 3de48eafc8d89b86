import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { CandidateFile } from '@/api/types';
import { fileKeys } from './keys';

/** GET /api/candidates/:id/files: the candidate's files, oldest first, without their content. */
export function fetchCandidateFiles(
  candidateId: number,
  signal?: AbortSignal,
): Promise<CandidateFile[]> {
  return apiRequest<CandidateFile[]>(`/candidates/${candidateId}/files`, { signal });
}

export function useCandidateFiles(candidateId: number | null) {
  return useQuery({
    queryKey: fileKeys.candidate(candidateId ?? 0),
    queryFn: ({ signal }) => fetchCandidateFiles(candidateId ?? 0, signal),
    enabled: candidateId !== null,
  });
}
