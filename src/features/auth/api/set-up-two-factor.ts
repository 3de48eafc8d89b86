import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { TwoFactorSetup } from '@/api/types';

/**
 * POST /api/auth/two-factor/setup: a new secret and its otpauth:// address for the authenticator
 * app; nothing changes for sign-in until a code of it turns two-factor on (409 when on already).
 */
export function setUpTwoFactor(): Promise<TwoFactorSetup> {
  return apiRequest<TwoFactorSetup>('/auth/two-factor/setup', { method: 'POST' });
}

export function useSetUpTwoFactor() {
  return useMutation({ mutationFn: setUpTwoFactor });
}
