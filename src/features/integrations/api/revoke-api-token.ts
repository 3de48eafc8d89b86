import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { ApiTokens } from '@/domain/schemas';
import { apiTokensKey } from './get-api-tokens';

/** DELETE /api/tokens/:id (admin): the token stops working at once, everywhere. */
export function revokeApiToken(id: number): Promise<void> {
  return apiRequest<void>(`/tokens/${id}`, { method: 'DELETE' });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: (_data, id) =>
      client.setQueryData<ApiTokens>(apiTokensKey, (list) =>
        list ? { tokens: list.tokens.filter((token) => token.id !== id) } : list,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: apiTokensKey }),
  });
}
