import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { RetentionPreview } from '@/domain/schemas';
import { settingsKeys } from './keys';

/**
 * GET /api/retention/preview (admins): who a run would erase today (the first 500, and how many
 * in all), the period, and the last run.
 */
export function getRetentionPreview(signal?: AbortSignal): Promise<RetentionPreview> {
  return apiRequest<RetentionPreview>('/retention/preview', { signal });
}

export function retentionPreviewQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.retentionPreview(),
    queryFn: ({ signal }) => getRetentionPreview(signal),
    // "Today" moves, and other tabs or the daily job erase: asked again whenever it is shown.
    staleTime: 0,
  });
}

export function useRetentionPreview() {
  return useQuery(retentionPreviewQueryOptions());
}
