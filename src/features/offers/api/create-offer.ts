import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { OfferAnswer, OfferInput } from '@/domain/schemas';
import { afterOfferWrite } from './keys';

/** POST /api/candidates/:id/offers: the first version of a new offer, a draft. */
export function createOffer(candidateId: number, input: OfferInput): Promise<OfferAnswer> {
  return apiRequest<OfferAnswer>(`/candidates/${candidateId}/offers`, {
    method: 'POST',
    body: input,
  });
}

/** Drafts an offer; the candidate's offers (and profile, which may show the offer) read again. */
export function useCreateOffer(candidateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OfferInput) => createOffer(candidateId, input),
    onSuccess: (offer) => void afterOfferWrite(client, offer),
  });
}
