import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { InvitationCreated } from '@/api/types';
import { teamKeys } from './keys';

/** POST /api/invitations/:id/resend (admin): a new link for the same email and role; the old one stops working. */
export function resendInvitation(id: number): Promise<InvitationCreated> {
  return apiRequest<InvitationCreated>(`/invitations/${id}/resend`, { method: 'POST' });
}

export function useResendInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => client.invalidateQueries({ queryKey: teamKeys.invitations() }),
  });
}
