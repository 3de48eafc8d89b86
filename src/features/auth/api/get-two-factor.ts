import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { TwoFactorStatus } from '@/api/types';
import { accountKeys } from './keys';

/** GET /api/auth/two-factor: whether the member uses it, whether the team requires it, codes left. */
export function getTwoFactor(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return apiRequest<TwoFactorStatus>('/auth/two-factor', { signal });
}

export function twoFactorQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.twoFactor(),
    queryFn: ({ signal }) => getTwoFactor(signal),
  });
}

export function useTwoFactor() {
  return useQuery(twoFactorQueryOptions());
}
