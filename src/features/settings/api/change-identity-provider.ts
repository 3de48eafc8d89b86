import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { IdentityProviderInput, IdentityProviderOutput } from '@/domain/schemas';
import { settingsKeys } from './keys';

/**
 * PUT /api/sso/providers/:id: the provider's new settings, answered as kept; without
 * `clientSecret` the one kept stays.
 */
export function changeIdentityProvider(
  id: number,
  body: IdentityProviderInput,
): Promise<IdentityProviderOutput> {
  return apiRequest<IdentityProviderOutput>(`/sso/providers/${id}`, { method: 'PUT', body });
}

export interface ChangeIdentityProviderInput {
  id: number;
  body: IdentityProviderInput;
}

/**
 * Changes a provider. The list is fetched again before the mutation settles, after a refusal too:
 * a 404 means another admin removed it.
 */
export function useChangeIdentityProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: ChangeIdentityProviderInput) => changeIdentityProvider(id, body),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.identityProviders() }),
  });
}
