import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Members } from '@/api/types';
import { teamKeys } from './keys';

/** GET /api/users/deactivated (admin): the members who were deactivated, whom an admin may bring back. */
export function getDeactivatedMembers(signal?: AbortSignal): Promise<Members> {
  return apiRequest<Members>('/users/deactivated', { signal });
}

export function deactivatedMembersQueryOptions() {
  return queryOptions({
    queryKey: teamKeys.deactivated(),
    queryFn: ({ signal }) => getDeactivatedMembers(signal),
  });
}

export function useDeactivatedMembers() {
  return useQuery(deactivatedMembersQueryOptions());
}
