import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { membersKey } from '@/api/queries/get-members';
import type { ScimSettings } from '@/domain/schemas';
import { settingsKeys } from './keys';

/**
 * PUT /api/scim/settings: the roles, answered as kept (trimmed); 400 says why not, 409 that the
 * team would be left without an active admin.
 */
export function saveScimSettings(settings: ScimSettings): Promise<ScimSettings> {
  return apiRequest<ScimSettings>('/scim/settings', { method: 'PUT', body: settings });
}

/**
 * Saves the roles; what the server kept replaces what is on screen. Members whose role follows
 * their groups may have a new one, so the team is fetched again.
 */
export function useSaveScimSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveScimSettings,
    onSuccess: (saved) => {
      client.setQueryData(settingsKeys.scimSettings(), saved);
      void client.invalidateQueries({ queryKey: membersKey });
    },
  });
}
