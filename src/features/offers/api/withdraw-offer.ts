import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { OfferAnswer } from '@/domain/schemas';
import { afterOfferWrite } from './keys';

/** POST /api/offers/:id/withdraw, with a reason if one is given. */
export function withdrawOffer(offerId: number, reason?: string): Promise<OfferAnswer> {
  return apiRequest<OfferAnswer>(`/offers/${offerId}/withdraw`, {
    method: 'POST',
    body: reason ? { reason } : {},
  });
}

export function useWithdrawOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, reason }: { offerId: number; reason?: string }) =>
      withdrawOffer(offerId, reason),
    onSuccess: (offer) => void afterOfferWrite(client, offer),
  });
}
