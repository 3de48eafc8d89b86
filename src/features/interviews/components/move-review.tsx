import type { QueryClient } from '@tanstack/react-query';
import type { MoveReview } from '@/lib/move-review';
import { fetchCandidateScorecards } from '../api/get-candidate-scorecards';
import { interviewKeys } from '../api/keys';
import { ScorecardSummary } from './scorecard-summary';

/** Read afresh: the review must show the feedback as it is when the decision is made. */
async function needsReview(client: QueryClient, candidateId: number): Promise<boolean> {
  try {
    const summary = await client.fetchQuery({
      queryKey: interviewKeys.scorecards(candidateId),
      queryFn: ({ signal }) => fetchCandidateScorecards(candidateId, signal),
      staleTime: 0,
    });
    return summary.scorecards.length > 0 || summary.pending.length > 0;
  } catch {
    // Feedback that cannot be read is said in the review, never skipped silently.
    return true;
  }
}

/** The scorecard summary, read before a move to offer or hired. */
export const moveReview: MoveReview = { needsReview, Review: ScorecardSummary };
