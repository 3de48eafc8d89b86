import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { RecoveryCodes, TwoFactorEnableBody, TwoFactorStatus } from '@/api/types';
import { accountKeys } from './keys';

/**
 * POST /api/auth/two-factor/enable: the member's password and a code of the new secret turn
 * two-factor sign-in on; the answer holds the ten recovery codes, shown this once (400
 * `wrong_password` or `wrong_code`, the error's `field` naming which).
 */
export function enableTwoFactor(body: TwoFactorEnableBody): Promise<RecoveryCodes> {
  return apiRequest<RecoveryCodes>('/auth/two-factor/enable', { method: 'POST', body });
}

/** Turns it on; the status shows it at once, then is fetched again. */
export function useEnableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: ({ recoveryCodes }) => {
      client.setQueryData<TwoFactorStatus>(accountKeys.twoFactor(), (status) =>
        status ? { ...status, enabled: true, recoveryCodesLeft: recoveryCodes.length } : status,
      );
      void client.invalidateQueries({ queryKey: accountKeys.twoFactor() });
    },
  });
}
