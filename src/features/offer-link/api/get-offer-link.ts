import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { OfferLink } from '@/domain/schemas';
import { offerLinkKeys, offerLinkPath } from './keys';

/**
 * GET /api/offer-links/:token (public): the offer as its candidate reads it — the job, the terms,
 * the letter and where it stands. An unknown, withdrawn or expired link is a 404.
 */
export function fetchOfferLink(token: string, signal?: AbortSignal): Promise<OfferLink> {
  return apiRequest<OfferLink>(offerLinkPath(token), { signal });
}

export function offerLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: offerLinkKeys.detail(token),
    queryFn: ({ signal }) => fetchOfferLink(token, signal),
  });
}

export function useOfferLink(token: string) {
  return useQuery(offerLinkQueryOptions(token));
}
