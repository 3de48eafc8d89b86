import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { BulkBody } from '@/api/types';
import { candidateKeys } from './keys';

export interface BulkResult {
  /** How many candidates changed: one already in the stage is left alone and not counted. */
  updated: number;
  /** A rejection with an email: each candidate's (in the outbox on a team server). */
  emails?: Array<{ id?: number; to: string; state: string; sendAt?: string }>;
}

/**
 * POST /api/candidates/bulk: one move or rejection of many candidates, in one transaction. A bad
 * request (an unknown id, a reason not on the team's list) is a 400 and changes nothing.
 */
export function bulkUpdateCandidates(body: BulkBody): Promise<BulkResult> {
  return apiRequest<BulkResult>('/candidates/bulk', { method: 'POST', body });
}

/**
 * Sends a bulk action. Nothing changes on screen before the server answers, so a refusal leaves
 * the board as it was; then what a move or a rejection refreshes is fetched again, as after a
 * single one: the board's columns and stage counts, and the profiles (every candidate's, since
 * many changed).
 */
export function useBulkUpdateCandidates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateCandidates,
    onSuccess: () => {
      // Not awaited: the bar says what was done on the answer, and the columns follow.
      void client.invalidateQueries({ queryKey: candidateKeys.lists() });
      void client.invalidateQueries({ queryKey: candidateKeys.details() });
    },
  });
}
