import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { OfferSettings } from '@/domain/offers';
import { settingsKeys } from './keys';

/** GET /api/settings/offers: custom offer fields, letter templates and how long a link opens. */
export function getOfferSettings(signal?: AbortSignal): Promise<OfferSettings> {
  return apiRequest<OfferSettings>('/settings/offers', { signal });
}

export function offerSettingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.offers(),
    queryFn: ({ signal }) => getOfferSettings(signal),
  });
}

export function useOfferSettings() {
  return useQuery(offerSettingsQueryOptions());
}
