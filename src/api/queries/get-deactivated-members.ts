import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import type { Members } from '../types';

/**
 * GET /api/users/deactivated (admins): the members who were deactivated, shared by the Team page
 * (which brings them back) and the Audit page (whose events still name them), so a reactivation
 * refreshes both.
 */
export const deactivatedMembersKey = ['deactivated-members'] as const;

export function fetchDeactivatedMembers(signal?: AbortSignal): Promise<Members> {
  return apiRequest<Members>('/users/deactivated', { signal });
}

export function deactivatedMembersQueryOptions() {
  return queryOptions({
    queryKey: deactivatedMembersKey,
    queryFn: ({ signal }) => fetchDeactivatedMembers(signal),
  });
}

export function useDeactivatedMembers() {
  return useQuery(deactivatedMembersQueryOptions());
}
