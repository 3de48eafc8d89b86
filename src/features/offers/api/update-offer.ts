import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { OfferAnswer, OfferChange } from '@/domain/schemas';
import { afterOfferWrite } from './keys';

/** PATCH /api/offers/:id: changed terms are a new version, back to Draft. */
export function updateOffer(offerId: number, change: OfferChange): Promise<OfferAnswer> {
  return apiRequest<OfferAnswer>(`/offers/${offerId}`, { method: 'PATCH', body: change });
}

export function useUpdateOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, change }: { offerId: number; change: OfferChange }) =>
      updateOffer(offerId, change),
    onSuccess: (offer) => void afterOfferWrite(client, offer),
  });
}
