import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { EmailKind, EmailState } from '@/domain/outbox';
import { candidateKeys } from './keys';

/** An email to the candidate as their profile lists it, its text included. */
export interface CandidateEmail {
  id: number;
  kind: EmailKind;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  state: EmailState;
  createdAt: string;
  /** When a scheduled email goes (it can be cancelled until then). */
  sendAt: string | null;
  sentAt: string | null;
}

/** GET /api/candidates/:id/emails: a team server's emails to them (browser mode has none). */
export function getCandidateEmails(
  id: number,
  signal?: AbortSignal,
): Promise<{ emails: CandidateEmail[] }> {
  return apiRequest<{ emails: CandidateEmail[] }>(`/candidates/${id}/emails`, { signal });
}

export function candidateEmailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: candidateKeys.emails(id),
    queryFn: ({ signal }) => getCandidateEmails(id, signal),
  });
}

export function useCandidateEmails(id: number, enabled = true) {
  return useQuery({ ...candidateEmailsQueryOptions(id), enabled });
}
