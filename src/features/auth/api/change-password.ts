import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { ChangePasswordBody } from '@/api/types';

/** PUT /api/auth/password: one's own new password, after the current one; other sessions end. */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return apiRequest<void>('/auth/password', { method: 'PUT', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
