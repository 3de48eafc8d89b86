import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { InvitationCreated, InviteBody } from '@/api/types';
import { teamKeys } from './keys';

/** POST /api/invitations (admin): a one-time link for this email and role. */
export function createInvitation(body: InviteBody): Promise<InvitationCreated> {
  return apiRequest<InvitationCreated>('/invitations', { method: 'POST', body });
}

export function useCreateInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSettled: () => client.invalidateQueries({ queryKey: teamKeys.invitations() }),
  });
}
