import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { settingsKeys } from './keys';

/** Whether the team has a SCIM token: never the token itself. */
export interface ScimTokenStatus {
  /** The SCIM base URL to give the identity provider. */
  baseUrl: string;
  token: { createdAt: string; lastUsedAt: string | null } | null;
}

/** GET /api/scim/token (admins, team mode): the SCIM base URL, and the token's dates if any. */
export function getScimToken(signal?: AbortSignal): Promise<ScimTokenStatus> {
  return apiRequest<ScimTokenStatus>('/scim/token', { signal });
}

export function scimTokenQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.scimToken(),
    queryFn: ({ signal }) => getScimToken(signal),
  });
}

export function useScimToken() {
  return useQuery(scimTokenQueryOptions());
}
