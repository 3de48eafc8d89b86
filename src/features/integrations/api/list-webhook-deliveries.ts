import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { WebhookDeliveries } from '@/domain/schemas';
import { webhookKeys } from './list-webhooks';

/** GET /api/webhooks/:id/deliveries: the endpoint's newest deliveries first (100). */
export function getWebhookDeliveries(id: number, signal?: AbortSignal) {
  return apiRequest<WebhookDeliveries>(`/webhooks/${id}/deliveries`, { signal });
}

export const webhookDeliveriesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) => getWebhookDeliveries(id, signal),
  });

export function useWebhookDeliveries(id: number) {
  return useQuery(webhookDeliveriesQueryOptions(id));
}
