import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { webhookKeys } from './list-webhooks';

/** POST /api/webhooks/:id/deliveries/:deliveryId/retry: sent again now, with the same webhook-id. */
export function retryWebhookDelivery({ id, deliveryId }: { id: number; deliveryId: number }) {
  return apiRequest<void>(`/webhooks/${id}/deliveries/${deliveryId}/retry`, { method: 'POST' });
}

export function useRetryWebhookDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryWebhookDelivery,
    onSuccess: (_answer, { id }) =>
      client.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}
