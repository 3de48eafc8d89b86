import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { ScimSettings } from '@/domain/schemas';
import { settingsKeys } from './keys';

/** GET /api/scim/settings (admins, team mode): the role of members SCIM makes, and each group's. */
export function getScimSettings(signal?: AbortSignal): Promise<ScimSettings> {
  return apiRequest<ScimSettings>('/scim/settings', { signal });
}

export function scimSettingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.scimSettings(),
    queryFn: ({ signal }) => getScimSettings(signal),
  });
}

export function useScimSettings() {
  return useQuery(scimSettingsQueryOptions());
}
