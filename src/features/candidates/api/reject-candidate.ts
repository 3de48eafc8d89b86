import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/api/client';
import type { Candidate, RejectBody } from '@/api/types';
import type { EmailState } from '@/domain/outbox';
import { candidateKeys } from './keys';
import { placeInCache } from './update-candidate-stage';

/**
 * The email a rejection made: on a team server as its outbox keeps it; in browser mode
 * (`mail-app`) as the recruiter's own mail app should open it, TalentFlow sending nothing.
 */
export interface RejectionEmail {
  id?: number;
  to: string;
  subject: string;
  text: string;
  html?: string;
  state: Extract<EmailState, 'queued' | 'scheduled' | 'waiting'> | 'mail-app';
  sendAt?: string;
}

export interface Rejected {
  candidate: Candidate;
  email?: RejectionEmail;
}

/**
 * POST /api/candidates/:id/reject: moves the candidate to Rejected with a reason from the team's
 * list (400 otherwise, or for a bad email), 409 `already_rejected`.
 */
export function rejectCandidate(id: number, body: RejectBody): Promise<Rejected> {
  return apiRequest<Rejected>(`/candidates/${id}/reject`, { method: 'POST', body });
}

export interface RejectCandidateInput {
  candidate: Pick<Candidate, 'id'>;
  body: RejectBody;
}

/**
 * Rejects a candidate. Nothing changes on screen before the server answers (the dialog says it is
 * rejecting), so a refusal leaves the candidate exactly as it was. Then the candidate is shown
 * where the answer puts it, and what the rejection changed is fetched again: the profile with its
 * timeline and emails (all under its detail key), the board's columns and the stage counts.
 */
export function useRejectCandidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ candidate, body }: RejectCandidateInput) => rejectCandidate(candidate.id, body),
    onSuccess: ({ candidate }) => {
      placeInCache(client, candidate);
      // Not awaited: the dialog closes on the answer, and the refetches follow on screen.
      void client.invalidateQueries({ queryKey: candidateKeys.lists() });
      void client.invalidateQueries({ queryKey: candidateKeys.detail(candidate.id) });
    },
    onError: (error, { candidate }) => {
      // Rejected meanwhile (by a colleague, or in another tab): the profile shows it as it is.
      if (error instanceof ApiError && error.status === 409)
        void client.invalidateQueries({ queryKey: candidateKeys.detail(candidate.id) });
    },
  });
}
