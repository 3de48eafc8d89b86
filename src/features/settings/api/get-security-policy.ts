import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { SecurityPolicy } from '@/api/types';
import { settingsKeys } from './keys';

/** GET /api/settings/security (team mode): the team's sign-in rules. */
export function getSecurityPolicy(signal?: AbortSignal): Promise<SecurityPolicy> {
  return apiRequest<SecurityPolicy>('/settings/security', { signal });
}

export function securityPolicyQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.security(),
    queryFn: ({ signal }) => getSecurityPolicy(signal),
  });
}

export function useSecurityPolicy() {
  return useQuery(securityPolicyQueryOptions());
}
