import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Me } from '@/api/types';
import { accountKeys } from './keys';

/** PATCH /api/auth/me: one's own time zone (null: the team's default). */
export function updateMe(body: { timeZone: string | null }): Promise<Me> {
  return apiRequest<Me>('/auth/me', { method: 'PATCH', body });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => queryClient.setQueryData(accountKeys.me(), me),
  });
}
