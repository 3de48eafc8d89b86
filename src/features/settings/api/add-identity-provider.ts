import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { IdentityProviderInput, IdentityProviderOutput } from '@/domain/schemas';
import { settingsKeys } from './keys';

/**
 * POST /api/sso/providers: a new provider, answered as kept (201); 400 when its configuration
 * cannot be read, 409 when another provider claims one of its domains.
 */
export function addIdentityProvider(body: IdentityProviderInput): Promise<IdentityProviderOutput> {
  return apiRequest<IdentityProviderOutput>('/sso/providers', { method: 'POST', body });
}

/** Adds a provider. The list is fetched again before the mutation settles, so it shows the new one. */
export function useAddIdentityProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addIdentityProvider,
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.identityProviders() }),
  });
}
