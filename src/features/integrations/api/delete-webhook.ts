import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { webhookKeys } from './list-webhooks';

/** DELETE /api/webhooks/:id: the endpoint and its deliveries log. */
export function deleteWebhook(id: number) {
  return apiRequest<void>(`/webhooks/${id}`, { method: 'DELETE' });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
