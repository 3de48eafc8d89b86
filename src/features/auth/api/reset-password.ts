import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Me, ResetPasswordBody } from '@/api/types';

/**
 * What a reset answers: the member, signed in; or, for a member who uses two-factor sign-in, only
 * that the password is set (they sign in next with it and a code).
 */
export type ResetPasswordResult = Me | { twoFactorRequired: true };

/** POST /api/auth/reset-password: sets the password from an emailed link (404: link no longer valid). */
export function resetPassword(body: ResetPasswordBody): Promise<ResetPasswordResult> {
  return apiRequest<ResetPasswordResult>('/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
