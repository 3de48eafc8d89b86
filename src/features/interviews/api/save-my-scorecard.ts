import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { ScorecardInputBody, ScorecardOutput } from '@/domain/schemas';
import { interviewKeys } from './keys';

export interface SaveScorecard {
  interviewId: number;
  candidateId: number;
  /** Browser mode: the interviewer the local recruiter writes for. */
  interviewerId?: number;
  body: ScorecardInputBody;
}

/** PUT /api/interviews/:id/scorecards/mine: a draft, or the card submitted (or changed after). */
export function saveMyScorecard({
  interviewId,
  interviewerId,
  body,
}: SaveScorecard): Promise<{ scorecard: ScorecardOutput }> {
  return apiRequest(`/interviews/${interviewId}/scorecards/mine`, {
    method: 'PUT',
    query: { interviewerId },
    body,
  });
}

/** Saves a scorecard; the card is kept as answered, and a visible one refreshes the summary. */
export function useSaveMyScorecard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMyScorecard,
    onSuccess: async ({ scorecard }, { interviewId, interviewerId, candidateId }) => {
      client.setQueryData(interviewKeys.myScorecard(interviewId, interviewerId), { scorecard });
      if (scorecard.submittedAt)
        await client.invalidateQueries({ queryKey: interviewKeys.scorecards(candidateId) });
    },
  });
}
