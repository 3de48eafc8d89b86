import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { candidateKeys } from './keys';

/** POST /api/candidates/:id/emails/:emailId/cancel: a scheduled email stays unsent (204; 409 once it went). */
export function cancelCandidateEmail(candidateId: number, emailId: number): Promise<void> {
  return apiRequest<void>(`/candidates/${candidateId}/emails/${emailId}/cancel`, {
    method: 'POST',
  });
}

/**
 * Cancels a scheduled email. Either way the list is fetched again: after a 409 the email has
 * moved on (sent, or cancelled by a colleague), and the list should say so.
 */
export function useCancelCandidateEmail(candidateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (emailId: number) => cancelCandidateEmail(candidateId, emailId),
    onSettled: () => client.invalidateQueries({ queryKey: candidateKeys.emails(candidateId) }),
  });
}
