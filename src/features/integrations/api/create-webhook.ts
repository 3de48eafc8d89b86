import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { WebhookEvent } from '@/domain/webhooks';
import type { CreatedWebhook } from '@/domain/schemas';
import { webhookKeys } from './list-webhooks';

/** POST /api/webhooks: a new endpoint; its secret is in this answer only. */
export function createWebhook(input: { url: string; events: WebhookEvent[] }) {
  return apiRequest<CreatedWebhook>('/webhooks', { method: 'POST', body: input });
}

export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}
