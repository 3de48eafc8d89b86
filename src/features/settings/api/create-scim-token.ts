import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { ScimTokenStatus } from './get-scim-token';
import { settingsKeys } from './keys';

/** A new SCIM token: its secret is answered this once. */
export interface ScimTokenCreated {
  baseUrl: string;
  token: string;
  createdAt: string;
}

/** POST /api/scim/token: 201, a new token, which replaces the one before (that stops working). */
export function createScimToken(): Promise<ScimTokenCreated> {
  return apiRequest<ScimTokenCreated>('/scim/token', { method: 'POST' });
}

/** Makes the SCIM token; the section shows its dates at once (never its secret), then refetches. */
export function useCreateScimToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createScimToken,
    onSuccess: ({ baseUrl, createdAt }) =>
      client.setQueryData<ScimTokenStatus>(settingsKeys.scimToken(), {
        baseUrl,
        token: { createdAt, lastUsedAt: null },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.scimToken() }),
  });
}
