import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { WebhookEndpoint } from '@/domain/schemas';

/** POST /api/webhooks/:id/rotate-secret: a new secret, shown this once; the old one stops. */
export function rotateWebhookSecret(id: number) {
  return apiRequest<{ webhook: WebhookEndpoint; secret: string }>(`/webhooks/${id}/rotate-secret`, {
    method: 'POST',
  });
}

export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret });
}
