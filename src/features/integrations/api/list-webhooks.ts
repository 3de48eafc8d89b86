import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { WebhookList } from '@/domain/schemas';

/** Every query key of the webhooks section: the list, and each endpoint's deliveries. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => ['webhooks', 'list'] as const,
  deliveries: (id: number) => ['webhooks', 'deliveries', id] as const,
};

/** GET /api/webhooks (team mode, admin): the endpoints, never their secrets. */
export function getWebhooks(signal?: AbortSignal): Promise<WebhookList> {
  return apiRequest<WebhookList>('/webhooks', { signal });
}

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: webhookKeys.list(), queryFn: ({ signal }) => getWebhooks(signal) });

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}
