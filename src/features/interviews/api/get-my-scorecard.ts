import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { ScorecardOutput } from '@/domain/schemas';
import { interviewKeys } from './keys';

/**
 * GET /api/interviews/:id/scorecards/mine: one's own scorecard (null before the first save). In
 * browser mode the local recruiter names the interviewer it is written for.
 */
export function fetchMyScorecard(
  interviewId: number,
  interviewerId: number | undefined,
  signal?: AbortSignal,
): Promise<{ scorecard: ScorecardOutput | null }> {
  return apiRequest(`/interviews/${interviewId}/scorecards/mine`, {
    query: { interviewerId },
    signal,
  });
}

/** The query of one's own card, shared by the form and the summary (which waits for it). */
export const myScorecardQuery = (interviewId: number, interviewerId?: number) => ({
  queryKey: interviewKeys.myScorecard(interviewId, interviewerId),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    fetchMyScorecard(interviewId, interviewerId, signal),
  staleTime: Infinity,
});

export function useMyScorecard(interviewId: number, interviewerId: number | undefined) {
  return useQuery({
    queryKey: interviewKeys.myScorecard(interviewId, interviewerId),
    queryFn: ({ signal }) => fetchMyScorecard(interviewId, interviewerId, signal),
    // A draft is this screen's own: no other writer changes it under the form.
    staleTime: Infinity,
  });
}
