import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import type { PrivacySettings } from '../types';

/**
 * GET /api/settings/privacy (public): the notice applicants see, and the team's other privacy
 * settings. Shared by the settings page, which edits them, and the apply page, which shows the
 * notice: one cache entry, so a saved notice is the one shown next.
 */
export const privacySettingsKey = ['settings', 'privacy'] as const;

export function fetchPrivacySettings(signal?: AbortSignal): Promise<PrivacySettings> {
  return apiRequest<PrivacySettings>('/settings/privacy', { signal });
}

export function privacySettingsQueryOptions() {
  return queryOptions({
    queryKey: privacySettingsKey,
    queryFn: ({ signal }) => fetchPrivacySettings(signal),
  });
}

export function usePrivacySettings() {
  return useQuery(privacySettingsQueryOptions());
}
