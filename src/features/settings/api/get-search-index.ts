import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { SearchIndexStatus } from '@/domain/schemas';
import { settingsKeys } from './keys';

/** GET /api/settings/search-index: how many files' text was read for search, waits, or cannot be. */
export function getSearchIndex(signal?: AbortSignal): Promise<SearchIndexStatus> {
  return apiRequest<SearchIndexStatus>('/settings/search-index', { signal });
}

export function useSearchIndex() {
  return useQuery(
    queryOptions({
      queryKey: settingsKeys.searchIndex(),
      queryFn: ({ signal }) => getSearchIndex(signal),
      // Reading goes on in the background: asked again while some files wait.
      refetchInterval: (query) =>
        (query.state.data?.files.pending ?? 0) + (query.state.data?.notesWaiting ?? 0) > 0
          ? 5000
          : false,
    }),
  );
}
