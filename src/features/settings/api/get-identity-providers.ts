import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { IdentityProviderOutput } from '@/domain/schemas';
import { settingsKeys } from './keys';

export interface IdentityProviders {
  providers: IdentityProviderOutput[];
  /** Where OpenID Connect providers send people back: what an admin registers with each. */
  redirectUri: string;
  /** Where SAML providers post their responses, and TalentFlow's entity id for them. */
  acsUrl: string;
  samlEntityId: string;
}

/** GET /api/sso/providers (admins, team mode): the company sign-in providers. */
export function getIdentityProviders(signal?: AbortSignal): Promise<IdentityProviders> {
  return apiRequest<IdentityProviders>('/sso/providers', { signal });
}

export function identityProvidersQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.identityProviders(),
    queryFn: ({ signal }) => getIdentityProviders(signal),
  });
}

export function useIdentityProviders() {
  return useQuery(identityProvidersQueryOptions());
}
