import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { AcceptInvitationBody, Me } from '@/api/types';

/** POST /api/invitations/:token/accept: makes the invited account and signs it in. */
export function acceptInvitation(token: string, body: AcceptInvitationBody): Promise<Me> {
  return apiRequest<Me>(`/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    body,
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({ mutationFn: (body: AcceptInvitationBody) => acceptInvitation(token, body) });
}
