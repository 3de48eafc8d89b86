import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { ApiTokenCreated, ApiTokens, CreateApiTokenBody } from '@/domain/schemas';
import { apiTokensKey } from './get-api-tokens';

/** POST /api/tokens (admin): a new token and its secret, answered this once. */
export function createApiToken(body: CreateApiTokenBody): Promise<ApiTokenCreated> {
  return apiRequest<ApiTokenCreated>('/tokens', { method: 'POST', body });
}

/** Makes a token; the list shows it at once (without its secret), then is fetched again. */
export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: ({ token }) =>
      client.setQueryData<ApiTokens>(apiTokensKey, (list) =>
        list ? { tokens: [token, ...list.tokens.filter((t) => t.id !== token.id)] } : list,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: apiTokensKey }),
  });
}
