import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { OfferAnswer } from '@/domain/schemas';
import { afterOfferWrite } from './keys';

/** POST /api/offers/:id/send: sent (a team emails the candidate a link; browser mode prints it). */
export function sendOffer(offerId: number, expiryDays?: number): Promise<OfferAnswer> {
  return apiRequest<OfferAnswer>(`/offers/${offerId}/send`, {
    method: 'POST',
    body: { expiryDays },
  });
}

export function useSendOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, expiryDays }: { offerId: number; expiryDays?: number }) =>
      sendOffer(offerId, expiryDays),
    onSuccess: (offer) => void afterOfferWrite(client, offer),
  });
}
