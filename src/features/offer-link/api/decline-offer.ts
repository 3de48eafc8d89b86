import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { OfferLink } from '@/domain/schemas';
import { offerLinkKeys, offerLinkPath } from './keys';

/** POST /api/offer-links/:token/decline: the candidate declines, with a reason if they give one. */
export function declineOffer(token: string, reason: string): Promise<OfferLink> {
  const given = reason.trim();
  return apiRequest<OfferLink>(`${offerLinkPath(token)}/decline`, {
    method: 'POST',
    body: given ? { reason: given } : {},
  });
}

export function useDeclineOffer(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => declineOffer(token, reason),
    onSuccess: (offer) => client.setQueryData(offerLinkKeys.detail(token), offer),
  });
}
