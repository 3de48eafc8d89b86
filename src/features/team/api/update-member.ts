import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { deactivatedMembersKey } from '@/api/queries/get-deactivated-members';
import { membersKey } from '@/api/queries/get-members';
import type { Member, Members, UpdateMemberBody } from '@/api/types';

/**
 * PATCH /api/users/:id (admin): a new role, `active: false` to deactivate (409 for the last admin),
 * or `active: true` to bring a deactivated member back.
 */
export function updateMember(id: number, body: UpdateMemberBody): Promise<{ user: Member }> {
  return apiRequest<{ user: Member }>(`/users/${id}`, { method: 'PATCH', body });
}

export interface UpdateMemberInput {
  id: number;
  body: UpdateMemberBody;
}

/**
 * Changes a member; the list shows the server's answer (a deactivated member leaves it, a
 * reactivated one joins it), then both lists are fetched again.
 */
export function useUpdateMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: UpdateMemberInput) => updateMember(id, body),
    onSuccess: ({ user }, { body }) =>
      client.setQueryData<Members>(membersKey, (list) =>
        list
          ? {
              users:
                body.active === false
                  ? list.users.filter((member) => member.id !== user.id)
                  : list.users.some((member) => member.id === user.id)
                    ? list.users.map((member) => (member.id === user.id ? user : member))
                    : [...list.users, user],
            }
          : list,
      ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: membersKey }),
        client.invalidateQueries({ queryKey: deactivatedMembersKey }),
      ]),
  });
}
