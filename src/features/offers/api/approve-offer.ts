import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { OfferAnswer } from '@/domain/schemas';
import { afterOfferWrite } from './keys';

/** POST /api/offers/:id/approve: the member approves the step that waits on them. */
export function approveOffer(offerId: number): Promise<OfferAnswer> {
  return apiRequest<OfferAnswer>(`/offers/${offerId}/approve`, { method: 'POST' });
}

export function useApproveOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offerId: number) => approveOffer(offerId),
    onSuccess: (offer) => void afterOfferWrite(client, offer),
  });
}
