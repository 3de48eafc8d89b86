import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { DuplicateGroups } from '@/api/types';
import { candidateKeys } from './keys';

/**
 * The keys of possible duplicates: lists of candidates, under lists(), so whatever makes the
 * candidate lists stale (a candidate added, edited, erased or merged) makes these stale too.
 */
export const duplicateKeys = {
  all: () => [...candidateKeys.lists(), 'duplicates'] as const,
  groups: () => [...duplicateKeys.all(), 'groups'] as const,
  of: (id: number) => [...duplicateKeys.all(), 'of', id] as const,
};

/** GET /api/candidates/duplicates: every group of possible duplicates, by their smallest id. */
export async function getDuplicateGroups(signal?: AbortSignal): Promise<DuplicateGroups> {
  return apiRequest<DuplicateGroups>('/candidates/duplicates', { signal });
}

export function duplicateGroupsQueryOptions() {
  return queryOptions({
    queryKey: duplicateKeys.groups(),
    queryFn: ({ signal }) => getDuplicateGroups(signal),
  });
}

export function useDuplicateGroups() {
  return useQuery(duplicateGroupsQueryOptions());
}
