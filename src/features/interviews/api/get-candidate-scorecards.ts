import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { ScorecardOutput } from '@/domain/schemas';
import { interviewKeys } from './keys';

export interface ScorecardSummary {
  scorecards: ScorecardOutput[];
  pending: Array<{ interviewId: number; interviewerId: number }>;
}

/**
 * GET /api/candidates/:id/scorecards: the submitted scorecards and who has yet to submit. An
 * interviewer who has not submitted their own for the candidate is answered 403.
 */
export function fetchCandidateScorecards(
  candidateId: number,
  signal?: AbortSignal,
): Promise<ScorecardSummary> {
  return apiRequest(`/candidates/${candidateId}/scorecards`, { signal });
}

export function useCandidateScorecards(candidateId: number | null, enabled = true) {
  return useQuery({
    queryKey: interviewKeys.scorecards(candidateId ?? 0),
    queryFn: ({ signal }) => fetchCandidateScorecards(candidateId ?? 0, signal),
    enabled: enabled && candidateId !== null,
    // A 403 (own scorecard first) is an answer, not a hiccup to retry.
    retry: false,
  });
}
