import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { OfferLink } from '@/domain/schemas';
import { offerLinkKeys, offerLinkPath } from './keys';

/**
 * POST /api/offer-links/:token/accept: the candidate signs by typing their full name; answered
 * with the offer, now accepted. A second acceptance is a 409.
 */
export function acceptOffer(token: string, name: string): Promise<OfferLink> {
  return apiRequest<OfferLink>(`${offerLinkPath(token)}/accept`, {
    method: 'POST',
    body: { name },
  });
}

export function useAcceptOffer(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => acceptOffer(token, name),
    onSuccess: (offer) => client.setQueryData(offerLinkKeys.detail(token), offer),
  });
}
