import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

/** POST /api/users/:id/password-reset (admin): emails the member a link to choose a new password. */
export function sendPasswordReset(id: number): Promise<void> {
  return apiRequest<void>(`/users/${id}/password-reset`, { method: 'POST' });
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
