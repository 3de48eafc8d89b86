import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { ScimTokenStatus } from './get-scim-token';
import { settingsKeys } from './keys';

/** DELETE /api/scim/token: 204; the identity provider can no longer provision (404: none). */
export function revokeScimToken(): Promise<void> {
  return apiRequest<void>('/scim/token', { method: 'DELETE' });
}

/** Revokes the SCIM token: the section says so at once, and is fetched again, after a refusal too. */
export function useRevokeScimToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeScimToken,
    onSuccess: () =>
      client.setQueryData<ScimTokenStatus>(settingsKeys.scimToken(), (status) =>
        status ? { ...status, token: null } : status,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.scimToken() }),
  });
}
