import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { OfferAnswer } from '@/domain/schemas';
import { offerKeys } from './keys';

export interface OffersToApprove {
  offers: OfferAnswer[];
  count: number;
}

/** GET /api/offers/to-approve: the offers waiting on the signed-in member, and how many. */
export function fetchOffersToApprove(signal?: AbortSignal): Promise<OffersToApprove> {
  return apiRequest<OffersToApprove>('/offers/to-approve', { signal });
}

export function useOffersToApprove(enabled = true) {
  return useQuery({
    queryKey: offerKeys.toApprove(),
    queryFn: ({ signal }) => fetchOffersToApprove(signal),
    enabled,
  });
}
