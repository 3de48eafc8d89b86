import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { OfferSettings } from '@/domain/offers';
import { offerKeys } from './keys';

/** GET /api/settings/offers: the organization's custom fields, letter templates and expiry. */
export function fetchOfferSettings(signal?: AbortSignal): Promise<OfferSettings> {
  return apiRequest<OfferSettings>('/settings/offers', { signal });
}

export function useOfferSettings(enabled = true) {
  return useQuery({
    queryKey: offerKeys.settings(),
    queryFn: ({ signal }) => fetchOfferSettings(signal),
    enabled,
  });
}
