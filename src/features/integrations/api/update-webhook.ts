import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { WebhookEvent } from '@/domain/webhooks';
import type { WebhookEndpoint } from '@/domain/schemas';
import { webhookKeys } from './list-webhooks';

export interface WebhookChanges {
  id: number;
  enabled?: boolean;
  events?: WebhookEvent[];
}

/** PATCH /api/webhooks/:id: turned on (again) or off, or its events changed. */
export function updateWebhook({ id, ...changes }: WebhookChanges) {
  return apiRequest<{ webhook: WebhookEndpoint }>(`/webhooks/${id}`, {
    method: 'PATCH',
    body: changes,
  });
}

export function useUpdateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}
