import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { CandidateEmailBody } from '@/api/types';
import { candidateKeys } from './keys';

/**
 * The email written on a profile, as the API answers it: on a team server as its outbox keeps it;
 * in browser mode (`mail-app`) as the recruiter's own mail app should open it.
 */
export interface SentEmail {
  id?: number;
  to: string;
  subject: string;
  text: string;
  state: 'queued' | 'scheduled' | 'waiting' | 'mail-app';
  sendAt?: string;
}

/**
 * POST /api/candidates/:id/emails: an email to the candidate, now or (team server) at `sendAt`.
 * 400 for words that break the template rules, a template the team no longer has, or a time.
 */
export function sendCandidateEmail(
  id: number,
  body: CandidateEmailBody,
): Promise<{ email: SentEmail }> {
  return apiRequest<{ email: SentEmail }>(`/candidates/${id}/emails`, { method: 'POST', body });
}

/**
 * Writes to a candidate. The dialog waits for the answer; then the emails (a team server's list)
 * and the timeline (browser mode notes the mail app there) are fetched again.
 */
export function useSendCandidateEmail(candidateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CandidateEmailBody) => sendCandidateEmail(candidateId, body),
    onSuccess: () => {
      // Not awaited: the dialog closes on the answer, and the refetches follow on screen.
      void client.invalidateQueries({ queryKey: candidateKeys.emails(candidateId) });
      void client.invalidateQueries({ queryKey: candidateKeys.timeline(candidateId) });
    },
  });
}
