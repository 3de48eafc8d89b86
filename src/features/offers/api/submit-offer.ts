import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { OfferAnswer } from '@/domain/schemas';
import { afterOfferWrite } from './keys';

/** POST /api/offers/:id/submit: waiting for approval, or approved at once with an empty chain. */
export function submitOffer(offerId: number): Promise<OfferAnswer> {
  return apiRequest<OfferAnswer>(`/offers/${offerId}/submit`, { method: 'POST' });
}

export function useSubmitOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offerId: number) => submitOffer(offerId),
    onSuccess: (offer) => void afterOfferWrite(client, offer),
  });
}
