import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import type { Members } from '../types';

/**
 * GET /api/users (team mode): the team's members, shared by the Team page and the note box's
 * @-mention directory, so they share one cache entry.
 */
export const membersKey = ['members'] as const;

export function fetchMembers(signal?: AbortSignal): Promise<Members> {
  return apiRequest<Members>('/users', { signal });
}

export function membersQueryOptions() {
  return queryOptions({ queryKey: membersKey, queryFn: ({ signal }) => fetchMembers(signal) });
}

/** The members; `enabled` is false in browser mode, which has no accounts. */
export function useMembers(enabled = true) {
  return useQuery({ ...membersQueryOptions(), enabled });
}
