import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { OfferSettings } from '@/domain/offers';
import { settingsKeys } from './keys';

/** PUT /api/settings/offers: the whole settings at once, answered as kept; 400 says what is wrong. */
export function saveOfferSettings(settings: OfferSettings): Promise<OfferSettings> {
  return apiRequest<OfferSettings>('/settings/offers', { method: 'PUT', body: settings });
}

/** Saves the settings; what the server kept replaces what is on screen. */
export function useSaveOfferSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOfferSettings,
    onSuccess: (saved) => client.setQueryData(settingsKeys.offers(), saved),
  });
}
