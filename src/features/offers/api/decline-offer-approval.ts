import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { OfferAnswer } from '@/domain/schemas';
import { afterOfferWrite } from './keys';

/** POST /api/offers/:id/decline: the member declines, with a reason; the offer goes back to Draft. */
export function declineOfferApproval(offerId: number, reason: string): Promise<OfferAnswer> {
  return apiRequest<OfferAnswer>(`/offers/${offerId}/decline`, {
    method: 'POST',
    body: { reason },
  });
}

export function useDeclineOfferApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, reason }: { offerId: number; reason: string }) =>
      declineOfferApproval(offerId, reason),
    onSuccess: (offer) => void afterOfferWrite(client, offer),
  });
}
