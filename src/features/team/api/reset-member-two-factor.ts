import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { TwoFactorReset } from '@/api/types';

/**
 * DELETE /api/users/:id/two-factor (admin): removes a member's second factor and recovery codes;
 * whether it was on. An admin's own is 409 (it goes off on their Account page).
 */
export function resetMemberTwoFactor(id: number): Promise<TwoFactorReset> {
  return apiRequest<TwoFactorReset>(`/users/${id}/two-factor`, { method: 'DELETE' });
}

export function useResetMemberTwoFactor() {
  return useMutation({ mutationFn: resetMemberTwoFactor });
}
