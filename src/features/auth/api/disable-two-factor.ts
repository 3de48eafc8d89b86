import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { TwoFactorDisableBody, TwoFactorStatus } from '@/api/types';
import { accountKeys } from './keys';

/**
 * POST /api/auth/two-factor/disable: off again with the password and a code (204); 400
 * `wrong_password` or `wrong_code`, the error's `field` naming which.
 */
export function disableTwoFactor(body: TwoFactorDisableBody): Promise<void> {
  return apiRequest<void>('/auth/two-factor/disable', { method: 'POST', body });
}

/** Turns it off; the status shows it at once, then is fetched again. */
export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      client.setQueryData<TwoFactorStatus>(accountKeys.twoFactor(), (status) =>
        status ? { ...status, enabled: false, recoveryCodesLeft: 0 } : status,
      );
      void client.invalidateQueries({ queryKey: accountKeys.twoFactor() });
    },
  });
}
