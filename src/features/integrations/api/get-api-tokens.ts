import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { ApiTokens } from '@/domain/schemas';

/** The query key of the team's API tokens (shared by the hooks that change them). */
export const apiTokensKey = ['integrations', 'api-tokens'] as const;

/** GET /api/tokens (admin): the team's API tokens, newest first, never their secrets. */
export function getApiTokens(signal?: AbortSignal): Promise<ApiTokens> {
  return apiRequest<ApiTokens>('/tokens', { signal });
}

export function apiTokensQueryOptions() {
  return queryOptions({
    queryKey: apiTokensKey,
    queryFn: ({ signal }) => getApiTokens(signal),
  });
}

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}
