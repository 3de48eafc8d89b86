import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { ForgotPasswordBody } from '@/api/types';

/** POST /api/auth/forgot-password: 202 whether or not the address is a member's; 429 when limited. */
export function forgotPassword(body: ForgotPasswordBody): Promise<void> {
  return apiRequest<void>('/auth/forgot-password', { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
