import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Me, ResetPasswordBody } from '@/api/types';

/** POST /api/auth/reset-password: sets the password from an emailed link and signs in (404: link no longer valid). */
export function resetPassword(body: ResetPasswordBody): Promise<Me> {
  return apiRequest<Me>('/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
