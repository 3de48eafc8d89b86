import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { InterviewOutput } from '@/domain/schemas';
import { interviewKeys } from './keys';

/** GET /api/candidates/:id/interviews: the candidate's interviews, by start. */
export function fetchCandidateInterviews(
  candidateId: number,
  signal?: AbortSignal,
): Promise<{ interviews: InterviewOutput[] }> {
  return apiRequest(`/candidates/${candidateId}/interviews`, { signal });
}

export function useCandidateInterviews(candidateId: number | null) {
  return useQuery({
    queryKey: interviewKeys.candidate(candidateId ?? 0),
    queryFn: ({ signal }) => fetchCandidateInterviews(candidateId ?? 0, signal),
    enabled: candidateId !== null,
  });
}
