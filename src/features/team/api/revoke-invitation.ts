import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Invitations } from '@/api/types';
import { teamKeys } from './keys';

/** DELETE /api/invitations/:id (admin): the link stops working. */
export function revokeInvitation(id: number): Promise<void> {
  return apiRequest<void>(`/invitations/${id}`, { method: 'DELETE' });
}

export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: (_data, id) =>
      client.setQueryData<Invitations>(teamKeys.invitations(), (list) =>
        list
          ? { invitations: list.invitations.filter((invitation) => invitation.id !== id) }
          : list,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: teamKeys.invitations() }),
  });
}
