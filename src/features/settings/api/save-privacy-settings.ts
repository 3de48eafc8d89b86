import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { PrivacySettings, PrivacySettingsBody } from '@/api/types';
import { settingsKeys } from './keys';

/** PUT /api/settings/privacy: all four settings at once, answered as kept; 400 names a bad field. */
export function savePrivacySettings(body: PrivacySettingsBody): Promise<PrivacySettings> {
  return apiRequest<PrivacySettings>('/settings/privacy', { method: 'PUT', body });
}

/**
 * Saves the settings; what the server kept (with the notice's new version) replaces the cache, and
 * the retention dry run, which follows the period, is fetched again.
 */
export function useSavePrivacySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePrivacySettings,
    onSuccess: (saved) => {
      client.setQueryData(settingsKeys.privacy(), saved);
      return client.invalidateQueries({ queryKey: settingsKeys.retentionPreview() });
    },
  });
}
