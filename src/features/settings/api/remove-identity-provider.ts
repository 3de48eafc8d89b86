import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { settingsKeys } from './keys';

/** DELETE /api/sso/providers/:id: 204; its domains sign in with passwords again. */
export function removeIdentityProvider(id: number): Promise<void> {
  return apiRequest<void>(`/sso/providers/${id}`, { method: 'DELETE' });
}

/** Removes a provider. The list is fetched again before the mutation settles, after a refusal too. */
export function useRemoveIdentityProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeIdentityProvider,
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.identityProviders() }),
  });
}
